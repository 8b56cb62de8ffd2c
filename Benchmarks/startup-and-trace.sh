#!/usr/bin/env bash
# Whole-command timings for rxrepl (release): start-up, and tracing 1,000,000 `next` lines to a file.
# Needs hyperfine (apt-get install hyperfine).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift build --package-path "$root" -c release --product rxrepl >/dev/null
rxrepl="$root/.build/release/rxrepl"
out="$(mktemp)"
hyperfine --warmup 3 --runs 20 -N "$rxrepl -e 'just(1).subscribe()' --virtual-time"
hyperfine --warmup 1 --runs 5 "$rxrepl --virtual-time -e 'range(start: 0, count: 1000000).subscribe()' > $out"
echo "trace lines written: $(wc -l < "$out")"
rm -f "$out"
