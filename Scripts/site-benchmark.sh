#!/usr/bin/env bash
# Times `patterns site` in a release build and weighs its pages.
# The budget: the site is written in at most 5 s (the best of `runs` runs, wall time, every
# example run and every page written), and no page weighs more than 300 kB.
#
# usage: Scripts/site-benchmark.sh [runs]   (default 3 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Wall time is what the budget is about; CPU time (user + system) is printed beside it because
# on a loaded machine the wall time mostly measures the other processes.
best=
for ((i = 1; i <= runs; i++)); do
    rm -rf "$work/site"
    start=$(date +%s%N)
    cpu=$( { TIMEFORMAT='%U %S'; time "$bin" site --output "$work/site" >/dev/null; } 2>&1)
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    printf 'run %d: %d ms wall, %s s CPU (user, system); load average %s\n' "$i" "$ms" "$cpu" \
        "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done

pages=$(find "$work/site" -name '*.html' | wc -l)
files=$(find "$work/site" -type f | wc -l)
total=$(du -sk "$work/site" | cut -f1)
heaviest=$(find "$work/site" -type f -printf '%s %P\n' | sort -rn | sed -n '1,5p')
printf 'patterns site: best of %d runs %d ms (budget 5000 ms); %d pages, %d files, %d kB in all\n' \
    "$runs" "$best" "$pages" "$files" "$total"
echo "heaviest files (bytes; budget 300000 for a page):"
echo "$heaviest" | sed 's/^/  /'
failed=0
if [ "$best" -gt 5000 ]; then
    echo "FAIL: the site takes more than 5 s to write" >&2
    failed=1
fi
over=$(find "$work/site" -name '*.html' -size +300000c -printf '%P\n')
if [ -n "$over" ]; then
    echo "FAIL: pages over 300 kB: $over" >&2
    failed=1
fi
exit "$failed"
