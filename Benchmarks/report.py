"""Turns the measurements `Benchmarks/run` collected into one table: row, rxrepl, peer, ratio, target, met.

Usage: report.py WORK_DIRECTORY
"""
import csv
import json
import os
import platform
import sys
import time

# Events or operations in one package-benchmark iteration (RowSize in RxBenchmarks.swift).
RANGE_EVENTS = 1_000_000
SUBJECT_PUSHES = 1_000_000
SOURCE_EVENTS = 1_000_000
FLATMAP_INNERS = 100_000
SUBSCRIPTIONS = 100_000
INTERPRETED_EVENTS = 1_000_000
PROCESS_EVENTS = 10_000_000


def read(work, name):
    with open(os.path.join(work, name)) as handle:
        return handle.read().strip()


def in_process(work):
    """p50 wall-clock seconds and malloc counts per iteration, by benchmark name."""
    seconds, mallocs = {}, {}
    with open(os.path.join(work, "inprocess.csv")) as handle:
        for row in csv.reader(handle):
            metric, test, percentile, value = row[6], row[8], float(row[9]), float(row[10])
            if percentile != 50.0:
                continue
            if metric.startswith("Time"):
                seconds[test] = value / 1e9
            elif metric.startswith("Malloc"):
                mallocs[test] = value
    return seconds, mallocs


def hyperfine_medians(work, name):
    with open(os.path.join(work, name)) as handle:
        return [result["median"] for result in json.load(handle)["results"]]


def hyperfine_cpu(work, name):
    """Mean user+system seconds per command: what a busy machine inflates least."""
    with open(os.path.join(work, name)) as handle:
        return [result["user"] + result["system"] for result in json.load(handle)["results"]]


def millions(rate):
    return f"{rate / 1e6:.2f} M/s"


def main():
    work = sys.argv[1]
    seconds, mallocs = in_process(work)
    rows = []

    def row(name, ours, peer, ratio, target, met):
        rows.append((name, ours, peer, ratio, target, "yes" if met else "NO"))

    def core(letter, title, size, unit, target_ratio, target_text):
        rx = size / seconds[f"{letter} {title} RxCore"]
        combine = size / seconds[f"{letter} {title} OpenCombine"]
        ratio = rx / combine
        row(f"({letter}) {title}, {unit}/s (vs OpenCombine)", millions(rx), millions(combine), f"{ratio:.2f}x",
            target_text, ratio >= target_ratio)
        return rx

    core("a", "range-map-filter", RANGE_EVENTS, "events", 9.3, ">= 9.3x (main)")
    core("b", "subject-3-mapped", SUBJECT_PUSHES, "pushes", 7.0, ">= 7x")
    core("c", "flatMap-just", FLATMAP_INNERS, "inners", 5.5, ">= 5.5x")
    core("d", "subscribe-dispose", SUBSCRIPTIONS, "subscriptions", 4.0, ">= 4x")
    core("e", "create-map-filter", SOURCE_EVENTS, "events", 4.0, ">= 4x")
    core("f", "subject-map-filter", SOURCE_EVENTS, "events", 4.0, ">= 4x")
    for letter, title, size, unit in [("c", "flatMap-just", FLATMAP_INNERS, "inner"),
                                      ("d", "subscribe-dispose", SUBSCRIPTIONS, "subscribe+dispose")]:
        rx = mallocs[f"{letter} {title} RxCore"] / size
        combine = mallocs[f"{letter} {title} OpenCombine"] / size
        row(f"({letter}) mallocs per {unit}", f"{rx:.2f}", f"{combine:.2f}", f"{rx / combine:.2f}x", "report", True)

    script = INTERPRETED_EVENTS / seconds["i pipeline RxScript"]
    direct = INTERPRETED_EVENTS / seconds["i pipeline RxCore"]
    row("interpreted pipeline in process (vs RxCore)", millions(script), millions(direct),
        f"{script / direct:.3f}x", ">= 0.3x", script / direct >= 0.3)
    process_seconds, node_seconds = hyperfine_medians(work, "interpreter.json")
    process_cpu, node_cpu = hyperfine_cpu(work, "interpreter.json")
    process_rate = PROCESS_EVENTS / process_seconds
    process_cpu_rate = PROCESS_EVENTS / process_cpu
    row("interpreted pipeline, whole process (vs Node + RxJS)",
        f"{process_seconds * 1000:.0f} ms (cpu {process_cpu * 1000:.0f})",
        f"{node_seconds * 1000:.0f} ms (cpu {node_cpu * 1000:.0f})", f"{node_seconds / process_seconds:.2f}x",
        ">= 0.5x (goal 1x)", node_seconds / process_seconds >= 0.5)
    rxpy = float(read(work, "rxpy"))
    row("interpreted pipeline, whole process (vs RxPY)", f"{millions(process_rate)} (cpu {millions(process_cpu_rate)})",
        millions(rxpy), f"{process_rate / rxpy:.1f}x", ">= 12 M/s", process_rate >= 12e6)

    text, jsonl, bare_text, bare_jsonl = hyperfine_medians(work, "trace.json")
    text_cpu, jsonl_cpu, bare_text_cpu, bare_jsonl_cpu = hyperfine_cpu(work, "trace.json")
    for name, ours, ours_cpu, bare, bare_cpu, limit in [
        ("text", text, text_cpu, bare_text, bare_text_cpu, 2.0),
        ("jsonl", jsonl, jsonl_cpu, bare_jsonl, bare_jsonl_cpu, 2.5),
    ]:
        row(f"1M traced lines to a file, {name} (vs bare Swift writing them)", f"{ours:.3f} s (cpu {ours_cpu:.3f})",
            f"{bare:.3f} s (cpu {bare_cpu:.3f})", f"{ours / bare:.2f}x", f"<= {limit}x", ours / bare <= limit)
    one, many = float(read(work, "rss-one")) / 1024, float(read(work, "rss-ten-million")) / 1024
    row("max RSS, 10M traced lines (vs 1 event)", f"{many:.1f} MB", f"{one:.1f} MB", f"{many - one:+.1f} MB",
        "<= +5 MB", many - one <= 5)

    bare, ours, bare_static = hyperfine_medians(work, "startup.json")
    bare_cpu, ours_cpu, bare_static_cpu = hyperfine_cpu(work, "startup.json")
    row("start-up, -e 'just(1).subscribe()' (vs bare Swift+Foundation)",
        f"{ours * 1000:.1f} ms (cpu {ours_cpu * 1000:.1f})", f"{bare * 1000:.1f} ms (cpu {bare_cpu * 1000:.1f})",
        f"{ours / bare:.2f}x", "<= 1.3x (goal 1.2x)", ours / bare <= 1.3)
    row("start-up (vs the bare program linked static too)",
        f"{ours * 1000:.1f} ms (cpu {ours_cpu * 1000:.1f})",
        f"{bare_static * 1000:.1f} ms (cpu {bare_static_cpu * 1000:.1f})", f"{ours / bare_static:.2f}x", "report",
        True)
    prompt = float(read(work, "prompt"))
    row("first REPL prompt on a terminal", f"{prompt:.1f} ms", "", "", "<= 30 ms", prompt <= 30)

    headers = ("row", "rxrepl", "peer", "ratio", "target", "met")
    widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(len(headers))]
    load = dict(line.split(" ", 1) for line in read(work, "load").splitlines())
    print(f"{time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} cores, "
          f"load {load['load_before']} before, {load['load_after']} after")
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |")


if __name__ == "__main__":
    main()
