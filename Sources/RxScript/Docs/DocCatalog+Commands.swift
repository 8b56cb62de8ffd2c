extension DocCatalog {
    /// The REPL's `:commands`; `:help` reads its summaries and details from here.
    static let commands = DocFamilyPage(
        .commands,
        [
            DocEntry(
                ":help", .command, synopsis: "[COMMAND]", summary: "this help and a short tour, or one command's help",
                details: """
                    ':help load' (or ':help :load') explains one command. 'man rxrepl' is the manual: \
                    scripts/install puts it, the binary and the shells' Tab completion under ~/.local (or a prefix \
                    you give).
                    """,
                example: ":help load"),
            DocEntry(
                ":doc", .command, synopsis: "[NAME] [--run]",
                summary: "what a built-in does, with an example and its lanes",
                details: """
                    ':doc' lists the families; ':doc throttle' explains one name: its signatures, what it does, what \
                    trips learners up, an example and the example's marble lanes. A unique prefix is enough \
                    (':doc thr'); ':doc map --run' runs the example in this session.
                    """,
                example: ":doc throttle"),
            DocEntry(
                ":load", .command, synopsis: "FILE", summary: "run a script into this session",
                details: """
                    Runs the file's statements here: its names stay defined and its subscriptions keep running \
                    while you type. A file with syntax errors runs nothing. Tab offers the .rx scripts and folders.
                    """,
                example: ":load samples/01-creation.rx"),
            DocEntry(
                ":paste", .command, summary: "type or paste many lines, run them as one entry",
                details: """
                    Reads lines as they are until a line ':end' (or Ctrl-D), then runs them together, as a paste \
                    runs on a terminal that brackets pastes (most do: there a paste of many lines is one entry \
                    without :paste). Ctrl-C discards them.
                    """,
                example: ":paste"),
            DocEntry(
                ":edit", .command, synopsis: "[FILE]", summary: "edit the last entry (or FILE) in your editor, run it",
                details: """
                    Opens $VISUAL, else $EDITOR, else vi, on the last entry; what you save runs as a new entry and \
                    goes into history as one item. With FILE, edits that file and runs it as :load does. Quitting \
                    the editor with an error status (:cq in vi) runs nothing.
                    """,
                example: ":edit"),
            DocEntry(
                ":subs", .command, synopsis: "[--all]", summary: "live subscriptions: id, age, events, expression",
                details: """
                    Each subscription's #N is the number on its trace lines; ':dispose #N' ends one. The last column \
                    says how often each create/deferred body it subscribed has run. ':subs --all' lists the finished \
                    subscriptions too (the latest 50), with how each ended (completed, error, disposed) and how long \
                    it ran: those :marbles and :export can still draw.
                    """,
                example: ":subs --all"),
            DocEntry(
                ":dispose", .command, synopsis: "#N|all", summary: "dispose one or more live subscriptions, or all",
                details: "':dispose #2', ':dispose 2 3', ':dispose all'. Each disposal is traced. An id that is not "
                    + "live gets the nearest live one suggested, or says how it ended.",
                example: ":dispose all"),
            DocEntry(":vars", .command, summary: "your names and what they hold", details: "", example: ":vars"),
            DocEntry(
                ":sinks", .command, summary: "the virtual screen: controls, values, bindings",
                details: """
                    One row per named sink and control: its kind, its value (a slider as a bar, a switch as on/off, a \
                    table as its rows), the live bindings feeding it (#N and where each was made), and the thread and \
                    time of its last update. ':type field text' types into a text field, ':tap button' taps a button.
                    """,
                example: ":sinks"),
            DocEntry(":ui", .command, summary: "the same as :sinks", details: "", example: ":ui"),
            DocEntry(
                ":type", .command, synopsis: "FIELD TEXT", summary: "type into a text field, one event per character",
                details: "':type field rxswift' is field.type(\"rxswift\"); each key's update to the field's text is "
                    + "traced. A name that is no text field gets the nearest one suggested.",
                example: ":type field rxswift"),
            DocEntry(
                ":tap", .command, synopsis: "BUTTON", summary: "tap a button (touch up inside)",
                details: """
                    ':tap search' is search.tap(), traced as a line of its own ('search tapped', at the current time, \
                    on main) before whatever the tap sets off, also when nothing observes the button. A disabled \
                    button ignores the tap, and the line says so. A name that is no button gets the nearest one \
                    suggested.
                    """,
                example: ":tap search"),
            DocEntry(
                ":time", .command, synopsis: "virtual|real", summary: "new streams on a virtual clock, or in real time",
                details: """
                    ':time virtual' puts new streams and subscriptions on a virtual clock: nothing happens on it until \
                    :advance or :step moves it, and the prompt shows its time (rx @1.500s>). ':time real' goes back. \
                    What already runs keeps its clock, so both kinds can live in one session: virtual ones print their \
                    times with '@' (and say 'virtual' in :subs), real ones with '+'. A stream keeps the clock it was \
                    made on, so make it again after switching.
                    """,
                example: ":time virtual"),
            DocEntry(
                ":advance", .command, synopsis: "DURATION",
                summary: "move the virtual clock on, running what falls due",
                details: "':advance 500ms', ':advance 2s', ':advance 1.5s'. Needs :time virtual.",
                example: ":advance 500ms"),
            DocEntry(
                ":step", .command, summary: "run the next scheduled instant of the virtual clock",
                details: "Moves the clock to the next instant anything is scheduled for and runs it.",
                example: ":step"),
            DocEntry(":now", .command, summary: "the virtual clock's time", details: "", example: ":now"),
            DocEntry(
                ":pause", .command, synopsis: "#N", summary: "hold back a subscription's trace lines",
                details: "':pause #2' holds #2's events; ':resume #2' prints them and lets new ones through.",
                example: ":pause #2"),
            DocEntry(
                ":resume", .command, synopsis: "#N|all", summary: "print what a paused subscription traced, and go on",
                details: "':resume #2' or ':resume all'.", example: ":resume all"),
            DocEntry(
                ":marbles", .command, synopsis: "#N", summary: "draw a subscription's marble lanes",
                details: """
                    ':marbles #3' draws #3 (live or finished) as ':export' pictures it: a lane per operator stage, \
                    sources on top and the result at the bottom, inner subscriptions on lanes of their own (#3.1, \
                    #3.2), on one time axis, one frame per column (10ms, or longer so the run fits the terminal; a \
                    longer run wraps onto rows between frames, never inside a group such as (9|)). A lane is blank \
                    where it was not subscribed, '-' where it was and nothing happened, '~' where its events were not \
                    kept; a long quiet stretch shows its length (' 500ms '). '^' is a later subscription, '|' \
                    completion, '#' an error, '!' a disposal; wide values become letters, with the legend the picture \
                    shows too, and a ruler gives the time. A subscription still running in real time is redrawn in \
                    place until it ends or a key is pressed. ':marbles frame 100ms' sets the frame of marble \
                    diagrams in this session: cold, hot, expect and marbles() without frame:, and :marbles.
                    """,
                example: ":marbles #1"),
            DocEntry(
                ":export", .command, synopsis: "#N FILE", summary: "write #N's marble lanes to FILE.svg or FILE.html",
                details: """
                    ':export #3 talk.svg' writes #3's marble lanes (live or finished), the lanes ':marbles #3' \
                    draws, as a self-contained SVG: a time axis, a lane per operator stage, values, '|' completion, an \
                    X for an error with its text, '^' subscription, '!' disposal, and a lane of its own for every \
                    inner subscription (flatMap's, #3.1, #3.2, and so on). ':export #1 #2 talk.html' writes a web page \
                    with both subscriptions' lanes and a legend. Long values become letters, listed below.
                    """,
                example: ":export #1 talk.svg"),
            DocEntry(
                ":trace", .command, synopsis: "off|events|stages", summary: "how much is traced",
                details: """
                    off: nothing; events: each subscription's events and disposal (the default); stages: every \
                    operator stage, subscriptions travelling up and events coming down, a stage of an inner \
                    subscription named #N.1, #N.2 and so on, as its marble lane. Applies from now on. The id and time \
                    columns widen to the first line that needs more (#10, 10 s) and stay wide. With 'rxrepl --format jsonl' each \
                    line is a JSON object: sub, inner, stage, depth, kind, value (the element as JSON: numbers, \
                    strings, booleans, null, arrays, a struct's fields, an enum case as {"case": "done", "values": [1]}), \
                    text (its Swift description), time, thread.
                    """,
                example: ":trace stages"),
            DocEntry(
                ":reset", .command, summary: "dispose everything and forget every name",
                details: "Subscription numbers keep counting up, so old trace lines stay unambiguous.",
                example: ":reset"),
            DocEntry(
                ":quit", .command, summary: "dispose everything and leave (or Ctrl-D)", details: "", example: ":quit"),
        ])
}
