#!/usr/bin/env python3
"""Writes the XCTest port of the corpus cases for the time operators.

Usage: Scripts/gen_time_corpus_tests.py <rxswift-public.json> > Tests/RxCoreTests/Operators/TimeCorpusTests.swift

Each case becomes one test named after its id: `Observable+X.swift:testFoo` -> `testFoo`,
`generated:foo_bar` -> `test_generated_foo_bar`. Expected events and subscription logs are RxSwift's
recorded output, copied verbatim.
"""
import json
import sys

OPERATORS = [
    "interval", "timer", "throttle(latest:true)", "throttle(latest:false)", "debounce", "delay",
    "delaySubscription", "sample", "timeout", "buffer", "window", "take(for:)", "skip",
    "observe(on:)", "subscribe(on:)",
]


def is_time_case(case):
    # `skip` also holds the count overload's cases; only the duration overload is ported here.
    if case["operator"] == "skip":
        return "scheduler" in case["expression"]
    return case["operator"] in OPERATORS


def test_name(case):
    file_part, _, name = case["id"].partition(":")
    if file_part == "generated":
        return "test_generated_" + name
    return name


def swift_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(swift_value(v) for v in value) + "]"
    return str(value)


def swift_error(name):
    return name  # testError, testError1, RxError.timeout ... all exist under these names


def swift_event(event, element_type=None):
    time, kind = event[0], event[1]
    if kind == "next":
        return f"next({time}, {swift_value(event[2])})"
    suffix = f", {element_type}.self" if element_type else ""
    if kind == "completed":
        return f"completed({time}{suffix})"
    return f"error({time}, {swift_error(event[2])}{suffix})"


def element_type(source):
    if source.get("element_type"):
        return source["element_type"]
    for event in source["events"]:
        if event[1] == "next" and isinstance(event[2], str):
            return "String"
    return "Int"


def events_literal(events, element_type, indent, prefix=0):
    """The events as a Swift array literal; `prefix` is how much of the line precedes it."""
    if not events:
        return "[]"
    items = [swift_event(e, element_type if i == 0 and e[1] != "next" else None) for i, e in enumerate(events)]
    lines, line = [], ""
    for item in items:
        candidate = (line + ", " if line else "") + item
        if len(candidate) > 96 - indent and line:
            lines.append(line + ",")
            line = item
        else:
            line = candidate
    lines.append(line)
    pad = " " * (indent + 4)
    if len(lines) == 1 and indent + prefix + len(lines[0]) + 3 <= 116:
        return "[" + lines[0] + "]"
    return "[\n" + "\n".join(pad + l for l in lines) + "\n" + " " * indent + "]"


def expression(case):
    expr = case["expression"]
    expr = expr.replace(".map { EquatableArray($0) }", "")
    # `take(_ count:)` lives with the count operators; the test helper stands in for it here.
    return expr


def subscription(pair):
    start, end = pair
    return f"Subscription({start})" if end is None else f"Subscription({start}, {end})"


def emit_case(case, out):
    name = test_name(case)
    out.append(f"    /// `{case['id']}`")
    out.append(f"    func {name}() {{")
    out.append("        let scheduler = TestScheduler(initialClock: 0)")
    for source in case["sources"]:
        kind = "Hot" if source["kind"] == "hot" else "Cold"
        etype = element_type(source)
        declaration = f"let {source['name']} = scheduler.create{kind}Observable("
        literal = events_literal(source["events"], etype, 8, len(declaration))
        if not source["events"]:
            literal = f"[Recorded<Event<{etype}>>]()"
        out.append(f"        let {source['name']} = scheduler.create{kind}Observable({literal})")
    created = case.get("created_at", 100)
    out.append(f"        let res = scheduler.start(created: {created}, subscribed: {case['subscribe_at']}, "
               f"disposed: {case['dispose_at']}) {{")
    expr = expression(case)
    if len(expr) + 12 > 116:
        # Break a long chain before each further operator.
        head, *rest = expr.split(").")
        parts = [head + ")"] + ["." + part + (")" if i < len(rest) - 1 else "") for i, part in enumerate(rest)]
        out.append(f"            {parts[0]}")
        out.extend(f"                {part}" for part in parts[1:])
    else:
        out.append(f"            {expr}")
    out.append("        }")
    out.append(f"        XCTAssertEvents(res.events, {events_literal(case['expected'], None, 8, 29)})")
    for source_name, log in (case.get("expected_subscriptions") or {}).items():
        logs = ", ".join(subscription(p) for p in log)
        out.append(f"        XCTAssertSubscriptions({source_name}.subscriptions, [{logs}])")
    out.append("    }")


def main():
    corpus = json.load(open(sys.argv[1]))
    cases = [c for c in corpus["cases"] if is_time_case(c)]
    out = [
        "// Generated by Scripts/gen_time_corpus_tests.py from the RxSwift conformance corpus; do not edit.",
        "// Every expectation is RxSwift's recorded output.",
        "import XCTest",
        "import RxCore",
        "import RxTest",
        "",
        "final class TimeCorpusTests: RxTestCase {",
    ]
    by_operator = {}
    for case in cases:
        by_operator.setdefault(case["operator"], []).append(case)
    first = True
    for operator in OPERATORS:
        for i, case in enumerate(by_operator.get(operator, [])):
            if not first:
                out.append("")
            if i == 0:
                out.append(f"    // MARK: - {operator}")
                out.append("")
            first = False
            emit_case(case, out)
    out.append("}")
    print("\n".join(out))
    print(f"{len(cases)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
