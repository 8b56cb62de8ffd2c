#!/usr/bin/env python3
"""Ports the RxSwift conformance cases of the combining operators into XCTest.

Reads Tests/Fixtures/rxswift-public.json (a copy of the shared corpus) and writes one test file per operator
family under Tests/RxCoreTests/Generated/. Run from the package root:

    python3 Scripts/generate_corpus_tests.py

Each case becomes a virtual-time test asserting the recorded events, every subscription log the case lists
(inner cold observables `xs#N` included) and the expected side effects. Expressions are used verbatim unless
`OVERRIDES` gives a hand-written replacement (operators that live outside this family are emulated there).
"""
import json
import re
from pathlib import Path

CORPUS = Path("Tests/Fixtures/rxswift-public.json")
OUT = Path("Tests/RxCoreTests/Generated")

FAMILIES = {
    "MergeCorpusTests": ["merge", "merge(maxConcurrent:)", "flatMap", "flatMapFirst", "flatMapLatest",
                         "concatMap", "switchLatest", "concat"],
    "CombineLatestCorpusTests": ["combineLatest"],
    "ZipCorpusTests": ["zip"],
    "UntilAmbWithLatestFromCorpusTests": ["withLatestFrom", "amb", "takeUntil", "skipUntil"],
}

# Hand-written replacements for expressions that need operators this family does not own.
OVERRIDES = {}

# Cases filed under these operators that test an operator of another family.
EXCLUDED = {
    "Observable+TakeUntilTests.swift:testTakeUntilPredicate_Inclusive_Preempt_SomeData_Error":
        "take(until: predicate, behavior:) is ported with its own family (TakeWithPredicateTests)",
    "Observable+TakeUntilTests.swift:testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next":
        "take(until: predicate, behavior:) is ported with its own family (TakeWithPredicateTests)",
    "Observable+TakeUntilTests.swift:testTakeUntilPredicate_Inclusive_ImmediatelySuccessfulPredicate":
        "take(until: predicate, behavior:) is ported with its own family (TakeWithPredicateTests)",
}


def ident(name):
    return name.replace("#", "_")


def swift_string(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20:
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def value_type(value):
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int"
    if isinstance(value, str):
        return "String"
    if isinstance(value, list):
        return "[Int]"
    if isinstance(value, dict) and "observable" in value:
        return "TestableObservable<Int>"
    raise ValueError(f"unsupported value {value!r}")


def render_value(value, list_wrapper=None):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return swift_string(value)
    if isinstance(value, list):
        inner = "[" + ", ".join(render_value(v) for v in value) + "]"
        return f"{list_wrapper}({inner})" if list_wrapper else inner
    if isinstance(value, dict) and "observable" in value:
        return ident(value["observable"])
    raise ValueError(f"unsupported value {value!r}")


def render_event(event, list_wrapper=None):
    time, kind = event[0], event[1]
    if kind == "next":
        return f"next({time}, {render_value(event[2], list_wrapper)})"
    if kind == "completed":
        return f"completed({time})"
    if kind == "error":
        return f"error({time}, {event[2]})"
    raise ValueError(f"unsupported event {event!r}")


def first_next_value(events):
    for event in events:
        if event[1] == "next":
            return event[2]
    return None


def source_type(source):
    if "element_type" in source:
        return source["element_type"]
    value = first_next_value(source["events"])
    return "Int" if value is None else value_type(value)


def result_type(case):
    declared = case.get("result_type")
    if declared:
        match = re.fullmatch(r"Observable<(.+)>", declared)
        if match:
            return match.group(1)
    value = first_next_value(case["expected"])
    if value is None:
        return "Int"
    if isinstance(value, list):
        return "EquatableArray<Int>"
    return value_type(value)


def test_name(case_id, used):
    if case_id.startswith("generated:"):
        base = "testGenerated_" + case_id.split(":", 1)[1]
    else:
        base = case_id.split(":", 1)[1]
    base = re.sub(r"[^A-Za-z0-9_]", "_", base.replace("#", "_"))
    name, n = base, 2
    while name in used:
        name = f"{base}_{n}"
        n += 1
    used.add(name)
    return name


def wrap_list(items, indent, limit=112):
    """Renders `[a, b, ...]`, breaking lines so none exceeds `limit` columns."""
    if not items:
        return "[]"
    one_line = "[" + ", ".join(items) + "]"
    if len(one_line) + indent <= limit:
        return one_line
    lines, current = [], ""
    pad = " " * (indent + 4)
    for item in items:
        piece = item + ","
        if current and len(pad) + len(current) + 1 + len(piece) > limit:
            lines.append(pad + current)
            current = piece
        else:
            current = piece if not current else current + " " + piece
    lines.append(pad + current)
    return "[\n" + "\n".join(lines) + "\n" + " " * indent + "]"


def render_case(case, used):
    name = test_name(case["id"], used)
    lines = []
    origin = case["origin"]
    where = (f"{origin['file']}:{origin['line']}" if origin.get("kind") == "rxswift-test"
             else "scenario recorded from RxSwift for the corpus")
    lines.append(f"    /// `{case['id']}` ({where}).")
    lines.append(f"    func {name}() {{")
    lines.append("        let scheduler = TestScheduler(initialClock: 0)")
    for source in case["sources"]:
        kind = "Hot" if source["kind"] == "hot" else "Cold"
        events = [render_event(e) for e in source["events"]]
        decl = f"        let {ident(source['name'])}: TestableObservable<{source_type(source)}> = "
        call = f"scheduler.create{kind}Observable("
        lines.append(decl + call + wrap_list(events, 8) + ")")
    for statement in case.get("setup", []):
        lines.append(f"        {statement}")
    expression = case["expression"]
    if case["id"] in OVERRIDES:
        expression, why = OVERRIDES[case["id"]]
        lines.append(f"        // Corpus expression: {case['expression']}")
        lines.append(f"        // Hand-written here: {why}.")
    rtype = result_type(case)
    lines.append(f"        let res: TestableObserver<{rtype}> = scheduler.start(created: {case['created_at']}, "
                 f"subscribed: {case['subscribe_at']}, disposed: {case['dispose_at']}) {{")
    lines.append(f"            {expression}")
    lines.append("        }")
    wrapper = "EquatableArray" if rtype.startswith("EquatableArray") else None
    expected = [render_event(e, wrapper) for e in case["expected"]]
    lines.append(f"        let expected: [Recorded<Event<{rtype}>>] = " + wrap_list(expected, 8))
    lines.append("        XCTAssertEvents(res.events, expected)")
    for source_name, spans in case["expected_subscriptions"].items():
        subs = [f"Subscription({a})" if b is None else f"Subscription({a}, {b})" for a, b in spans]
        lines.append(f"        XCTAssertSubscriptions({ident(source_name)}.subscriptions, "
                     + wrap_list(subs, 8) + ")")
    for variable, value in case.get("expected_side_effects", []):
        lines.append(f"        XCTAssertEqual({variable}, {render_value(value)})")
    lines.append("    }")
    return "\n".join(lines)


def main():
    corpus = json.loads(CORPUS.read_text())
    OUT.mkdir(parents=True, exist_ok=True)
    for class_name, operators in FAMILIES.items():
        cases = [c for c in corpus["cases"] if c["operator"] in operators]
        cases.sort(key=lambda c: (operators.index(c["operator"]), c["id"]))
        ported = [c for c in cases if c["id"] not in EXCLUDED]
        skipped = [c for c in cases if c["id"] in EXCLUDED]
        used = set()
        out = [
            "// Generated by Scripts/generate_corpus_tests.py from Tests/Fixtures/rxswift-public.json;",
            "// edit the script (or its OVERRIDES), not this file.",
            f"// Operators: {', '.join(operators)}. Ported cases: {len(ported)}.",
        ]
        for case in skipped:
            out.append(f"// Not ported: {case['id']} ({EXCLUDED[case['id']]}).")
        out += ["", "import XCTest", "import RxCore", "import RxTest", "",
                f"final class {class_name}: RxTestCase {{"]
        out.append("\n\n".join(render_case(c, used) for c in ported))
        out.append("}")
        (OUT / f"{class_name}.swift").write_text("\n".join(out) + "\n")
        print(f"{class_name}: {len(ported)} cases ({len(skipped)} not ported)")


if __name__ == "__main__":
    main()
