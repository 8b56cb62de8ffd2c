/* Fixed-arity wrappers over libedit (and a few libc calls) that Swift cannot call directly:
 * el_set, el_get, history() and ioctl() are variadic, and some glibc functions are only declared
 * with _GNU_SOURCE/_XOPEN_SOURCE, which the Swift Glibc module is not built with
 * (docs/libedit-notes.md P1, docs/libedit-notes.md P4). */
#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef char *(*cel_prompt_fn)(EditLine *);
typedef unsigned char (*cel_command_fn)(EditLine *, int);
typedef int (*cel_getc_fn)(EditLine *, wchar_t *);

static inline int cel_set_prompt(EditLine *el, cel_prompt_fn f) { return el_set(el, EL_PROMPT, f); }
static inline int cel_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int cel_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int cel_set_editmode(EditLine *el, int on) { return el_set(el, EL_EDITMODE, on); }
static inline int cel_set_getcfn(EditLine *el, cel_getc_fn f) { return el_set(el, EL_GETCFN, f); }
static inline int cel_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *cel_get_clientdata(EditLine *el) { void *p = 0; el_get(el, EL_CLIENTDATA, &p); return p; }
static inline int cel_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int cel_prep_term(EditLine *el, int raw) { return el_set(el, EL_PREP_TERM, raw); }
/* The tty mode libedit switches to between reads ("execute" mode): keep canonical input and echo off there,
 * so keys typed while the program is busy stay raw bytes for the next read (see LibeditSession.init). */
static inline int cel_keep_raw_between_reads(EditLine *el) {
    return el_set(el, EL_SETTY, "-x", "-icanon", "-echo", "-iexten", (const char *)0);
}
static inline int cel_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }
static inline int cel_addfn(EditLine *el, const char *name, const char *help, cel_command_fn f) {
    return el_set(el, EL_ADDFN, name, help, f);
}
static inline int cel_bind(EditLine *el, const char *keys, const char *command) {
    return el_set(el, EL_BIND, keys, command, (const char *)0);
}

static inline int cel_history_setsize(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }
static inline int cel_history_setunique(History *h, int on) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, on); }
static inline int cel_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }
static inline int cel_history_clear(History *h) { HistEvent ev; return history(h, &ev, H_CLEAR); }
static inline int cel_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }

/* Swift 6 rejects the C globals stdin/stdout/stderr as shared mutable state. libedit must write through
 * the same FILE* as everything else, so hand out the real ones (docs/libedit-notes.md P3). */
static inline FILE *cel_stdin(void) { return stdin; }
static inline FILE *cel_stdout(void) { return stdout; }
static inline FILE *cel_stderr(void) { return stderr; }

extern int wcwidth(wchar_t c);
static inline int cel_wcwidth(wchar_t c) { return wcwidth(c); }

static inline int cel_term_columns(int fd) {
    struct winsize ws;
    return (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) ? ws.ws_col : 80;
}
static inline int cel_term_rows(int fd) {
    struct winsize ws;
    return (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0) ? ws.ws_row : 24;
}

static inline int cel_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

/* libdispatch's run-loop integration points (exported; the same pair CoreFoundation uses on Linux):
 * an eventfd that becomes readable when the main queue has work, and the call that drains it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);
static inline int cel_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void cel_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(0); }

#endif
