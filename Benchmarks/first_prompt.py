"""Milliseconds from starting the REPL on a pseudo-terminal to its first prompt; prints the median of 15 starts.

Usage: first_prompt.py RXREPL
"""
import os
import pty
import select
import signal
import statistics
import sys
import tempfile
import time


def one_start(executable, home):
    start = time.perf_counter()
    pid, descriptor = pty.fork()
    if pid == 0:
        os.environ["HOME"] = home
        os.execv(executable, [executable])
    seen = b""
    elapsed = None
    try:
        while elapsed is None:
            ready, _, _ = select.select([descriptor], [], [], 5)
            if not ready:
                break
            try:
                seen += os.read(descriptor, 4096)
            except OSError:
                break
            if b"rx> " in seen:
                elapsed = (time.perf_counter() - start) * 1000
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(descriptor)
    if elapsed is None:
        raise SystemExit(f"no prompt seen; output: {seen[-200:]!r}")
    return elapsed


def main():
    with tempfile.TemporaryDirectory() as home:
        times = [one_start(sys.argv[1], home) for _ in range(15)]
    print(statistics.median(times))


if __name__ == "__main__":
    main()
