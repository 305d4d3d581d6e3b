#!/usr/bin/env bash
# Times `patterns list` against `patterns --version` in a release build.
# The budget: loading the catalogue adds at most 30% to the tool's start-up.
# Also checks that the release binary, copied alone to an empty folder, still works.
#
# usage: Scripts/startup-benchmark.sh [runs]   (default 200 runs of each command)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-200}

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns

# Each command is timed over `runs` runs, interleaved so that machine noise hits both
# alike; the figure is the mean wall time of one run in milliseconds.
time_runs() {
    local start end
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
    end=$(date +%s%N)
    echo $(((end - start) / runs / 1000))
}

"$bin" --version >/dev/null && "$bin" list >/dev/null # warm the page cache
version_us=0
list_us=0
for round in 1 2 3; do
    version_us=$((version_us + $(time_runs "$bin" --version)))
    list_us=$((list_us + $(time_runs "$bin" list)))
done
version_us=$((version_us / 3))
list_us=$((list_us / 3))
overhead=$(((list_us - version_us) * 100 / version_us))
printf 'patterns --version  %6d µs\n' "$version_us"
printf 'patterns list       %6d µs  (+%d%% over --version; budget +30%%)\n' "$list_us" "$overhead"

copy=$(mktemp -d)
cp "$bin" "$copy/patterns"
(cd "$copy" && ./patterns list >/dev/null && ./patterns explain singleton --code >/dev/null)
echo "a release binary copied alone to $copy: list and explain --code work"
rm -rf "$copy"

if [ "$overhead" -gt 30 ]; then
    echo "FAIL: list adds more than 30% to start-up" >&2
    exit 1
fi
