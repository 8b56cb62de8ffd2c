#!/usr/bin/env python3
"""Ports RxSwift conformance cases (rxswift-public.json) into XCTest files.

Usage: Scripts/port-conformance.py <rxswift-public.json> <output dir>

Each case becomes one test named after its id; start-mode cases run `scheduler.start`, script-mode cases
schedule their actions with `scheduler.scheduleAt` in list order. Expected values are RxSwift's recorded
truth and are written out verbatim. An operator RxCore lacks can be emulated by a (pattern, replacement,
note) entry in STAND_INS, which the generated test then names; the list is empty since RxCore has them all.
"""
import json
import re
import sys

LINE_LIMIT = 110

FAMILIES = {
    "SubjectConformanceTests": ["PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
                                "PublishRelay", "BehaviorRelay", "bind(to:)"],
    "MulticastConformanceTests": ["multicast", "publish", "replay", "replayAll", "refCount"],
    "ShareConformanceTests": ["share"],
    "CatchConformanceTests": ["catch", "catchAndReturn", "catch(sequence:)", "retry", "retryWhen"],
}

# Every operator the corpus uses now exists in the core, so expressions are ported as written.
STAND_INS = []


def load_cases(path):
    cases = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith('{"id"'):
                cases.append(json.loads(line.rstrip(",")))
    return cases


def test_name(case_id):
    prefix, _, name = case_id.partition(":")
    name = name.replace("#i=", "_i").replace("#", "_")
    name = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if prefix == "generated":
        return "testGenerated_" + name
    return name if name.startswith("test") else "test" + name


def swift_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    raise ValueError(f"unsupported value {value!r}")


def swift_event(event, element_type):
    time, kind = event[0], event[1]
    if kind == "next":
        return f"next({time}, {swift_value(event[2])})"
    if kind == "completed":
        return f"completed({time}, {element_type}.self)"
    if kind == "error":
        return f"error({time}, {event[2]}, {element_type}.self)"
    raise ValueError(kind)


def swift_events(events, element_type, indent, prefix_len):
    """The events as a Swift array literal; wrapped over several lines when `prefix_len` + it is too long."""
    items = [swift_event(e, element_type) for e in events]
    single = "[" + ", ".join(items) + "]"
    if prefix_len + len(single) + 1 <= LINE_LIMIT:
        return single
    width = LINE_LIMIT - len(indent) - 4
    lines, current = [], ""
    for item in items:
        candidate = f"{current}, {item}" if current else item
        if len(candidate) + 1 > width and current:
            lines.append(current)
            current = item
        else:
            current = candidate
    lines.append(current)
    inner = (",\n" + indent + "    ").join(lines)
    return f"[\n{indent}    {inner},\n{indent}]"


def swift_subscriptions(pairs, prefix_len):
    items = []
    for start, end in pairs:
        items.append(f"Subscription({start})" if end is None else f"Subscription({start}, {end})")
    single = "[" + ", ".join(items) + "]"
    if prefix_len + len(single) + 1 <= LINE_LIMIT:
        return single
    inner = ",\n            ".join(items)
    return f"[\n            {inner},\n        ]"


CLOSURE_HEAD = re.compile(r"\{ ((?:\(\) -> [\w<>]+|[\w, ]+) in )")


def reflow(code, indent):
    """Breaks verbatim one-line Swift (statements joined with '; ') at braces and semicolons."""
    lines, current, depth, index, in_string = [], "", 0, 0, False
    def flush():
        nonlocal current
        text = current.strip()
        if text:
            # `case` labels sit at their `switch`'s level.
            level = depth - 1 if re.match(r"(case |default:)", text) else depth
            lines.append("    " * level + text)
        current = ""
    while index < len(code):
        char = code[index]
        if char == '"':
            in_string = not in_string
        if in_string:
            current += char
            index += 1
            continue
        if char == "{":
            head = CLOSURE_HEAD.match(code, index)
            current += "{ " + head.group(1).rstrip() if head else "{"
            index = head.end() if head else index + 1
            flush()
            depth += 1
            continue
        if char == "}":
            flush()
            depth -= 1
            current = "}"
            index += 1
            continue
        if char == ";":
            flush()
            index += 1
            continue
        current += char
        index += 1
    flush()
    return ("\n" + indent).join(lines)


def apply_stand_ins(text, notes):
    for pattern, replacement, note in STAND_INS:
        if pattern.search(text):
            text = pattern.sub(replacement, text)
            if note not in notes:
                notes.append(note)
    return text


def reads_name(name, case):
    """True when a declared handle is read somewhere (disposed, or used other than as an assignment target)."""
    for action in case.get("actions", []):
        if action["action"] == "dispose" and action["handle"] == name:
            return True
        if action["action"] == "raw":
            for match in re.finditer(rf"\b{re.escape(name)}\b", action["swift"]):
                rest = action["swift"][match.end():]
                if not re.match(r"\s*=(?!=)", rest):
                    return True
        for key in ("target", "expression"):
            if key in action and re.search(rf"\b{re.escape(name)}\b", action[key] or ""):
                return True
    return False


def emit_sources(case, lines):
    for source in case["sources"]:
        element_type = source.get("element_type", "Int")
        maker = "createHotObservable" if source["kind"] == "hot" else "createColdObservable"
        prefix = f"        let {source['name']}: TestableObservable<{element_type}> = scheduler.{maker}("
        events = swift_events(source["events"], element_type, "        ", len(prefix) + 1)
        lines.append(f"{prefix}{events})")


def emit_subscription_asserts(case, lines):
    for name, pairs in case.get("expected_subscriptions", {}).items():
        prefix = f"        XCTAssertSubscriptions({name}.subscriptions, "
        lines.append(f"{prefix}{swift_subscriptions(pairs, len(prefix))})")


def emit_start_case(case, notes, lines):
    result_type = case.get("result_type")
    element_type = "Int"
    if result_type:
        match = re.match(r"Observable<(.+)>$", result_type)
        if match:
            element_type = match.group(1)
    expression = apply_stand_ins(case["expression"], notes)
    lines.append(f"        let res = scheduler.start(created: {case.get('created_at', 100)}, "
                 f"subscribed: {case['subscribe_at']}, disposed: {case['dispose_at']}) {{")
    lines.append(f"            {expression}")
    lines.append("        }")
    prefix = "        XCTAssertEvents(res.events, "
    lines.append(f"{prefix}{swift_events(case['expected'], element_type, '        ', len(prefix) + 1)})")
    emit_subscription_asserts(case, lines)
    for name, value in case.get("expected_side_effects", []):
        lines.append(f"        XCTAssertEqual({name}, {swift_value(value)})")


def emit_script_case(case, notes, lines):
    observer_types = {}
    for observer in case["observers"]:
        observer_types[observer["name"]] = observer["element_type"]
        lines.append(f"        let {observer['name']} = scheduler.createObserver({observer['element_type']}.self)")
    declared = set()
    for name, type_name in case.get("declarations", {}).items():
        if reads_name(name, case):
            declared.add(name)
            lines.append(f"        var {name}: {type_name}!")
    for action in case["actions"]:
        kind, at = action["action"], action["at"]
        if kind == "define":
            expression = apply_stand_ins(action["expression"], notes)
            if at is None:
                line = f"        let {action['name']} = {expression}"
                lines.append(line if len(line) <= LINE_LIMIT else "        " + reflow(line.strip(), "        "))
                continue
            statement = f"{action['name']} = {expression}"
        elif kind == "subscribe":
            target = apply_stand_ins(action["target"], notes)
            lhs = action["handle"] if action["handle"] in declared else "_"
            statement = f"{lhs} = {target}.subscribe({action['observer']})"
        elif kind == "connect":
            lhs = action["handle"] if action["handle"] in declared else "_"
            statement = f"{lhs} = {action['target']}.connect()"
        elif kind == "dispose":
            statement = f"{action['handle']}.dispose()"
        elif kind == "raw":
            statement = apply_stand_ins(action["swift"], notes)
        else:
            raise ValueError(kind)
        if at is None:
            lines.append(f"        {statement}")
        elif len(f"        scheduler.scheduleAt({at}) {{ {statement} }}") <= LINE_LIMIT:
            lines.append(f"        scheduler.scheduleAt({at}) {{ {statement} }}")
        else:
            lines.append(f"        scheduler.scheduleAt({at}) {{")
            statement_line = f"            {statement}"
            lines.append(statement_line if len(statement_line) <= LINE_LIMIT
                         else "            " + reflow(statement, "            "))
            lines.append("        }")
    lines.append("        scheduler.start()")
    for name, events in case["expected_observers"].items():
        element_type = observer_types.get(name, "Int")
        prefix = f"        XCTAssertEvents({name}.events, "
        lines.append(f"{prefix}{swift_events(events, element_type, '        ', len(prefix) + 1)})")
    emit_subscription_asserts(case, lines)


def emit_case(case):
    notes = []
    body = ["        let scheduler = TestScheduler(initialClock: 0)"]
    emit_sources(case, body)
    for statement in case.get("setup", []):
        body.append(f"        {statement}")
    if case["mode"] == "start":
        emit_start_case(case, notes, body)
    else:
        emit_script_case(case, notes, body)
    header = [f"    /// `{case['id']}`", f"    /// `{case['expression']}`"]
    if notes:
        header.append(f"    /// Stand-ins: {'; '.join(notes)}.")
    header.append(f"    func {test_name(case['id'])}() {{")
    return "\n".join(header + body + ["    }"])


def main():
    corpus, out_dir = sys.argv[1], sys.argv[2]
    cases = load_cases(corpus)
    for class_name, operators in FAMILIES.items():
        selected = sorted((c for c in cases if c["operator"] in operators), key=lambda c: c["id"])
        names = [test_name(c["id"]) for c in selected]
        assert len(names) == len(set(names)), f"duplicate test names in {class_name}"
        parts = [
            "// Generated by Scripts/port-conformance.py from the RxSwift conformance corpus; do not edit.",
            f"// Operators: {', '.join(operators)}.".replace("ReplaySubject, ", "ReplaySubject,\n//   "),
            "// Expected values are RxSwift's recorded output.",
            "import XCTest",
            "import RxCore",
            "import RxTest",
            "",
            f"final class {class_name}: RxTestCase {{",
            "\n\n".join(emit_case(c) for c in selected),
            "}",
            "",
        ]
        with open(f"{out_dir}/{class_name}.swift", "w") as f:
            f.write("\n".join(parts))
        print(f"{class_name}: {len(selected)} cases")


if __name__ == "__main__":
    main()
