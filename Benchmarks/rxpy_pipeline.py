"""The interpreted pipeline's peer in RxPY: range -> map -> filter -> counting subscriber, best of 3, in process.

Prints source events per second. Usage: rxpy_pipeline.py COUNT
"""
import sys
import time

import reactivex
from reactivex import operators as ops


def run(count):
    counted = 0

    def on_next(_):
        nonlocal counted
        counted += 1

    reactivex.range(0, count).pipe(
        ops.map(lambda x: x * 2),
        ops.filter(lambda x: x % 3 == 0),
    ).subscribe(on_next)
    return counted


def main():
    count = int(sys.argv[1])
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        counted = run(count)
        best = min(best, time.perf_counter() - start)
    assert counted == (count + 2) // 3, counted
    print(count / best)


if __name__ == "__main__":
    main()
