#!/usr/bin/env bash
# Times the study commands against `patterns --version` in a release build, on a learner's
# progress file with a history: every question of the catalogue graded (about 700, knew and
# missed in turn, through `quiz --grade` itself) and the drills recorded.
# The budget: `quiz`, `review` and `progress` each answer in at most 2 times `--version`.
#
# usage: Scripts/study-benchmark.sh [runs]   (default 50 runs of each command)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SWIFTPATTERNS_PROGRESS="$work/progress.json"

# The history: every question graded once, y and n in turn.
questions=$("$bin" quiz --count 100000 --seed 1 </dev/null | grep -c '^Q: ' || true)
for ((i = 0; i < questions; i++)); do
    printf '\n%s\n' "$([ $((i % 2)) -eq 0 ] && echo y || echo n)"
done | "$bin" quiz --count 100000 --seed 1 --grade >/dev/null
graded=$(grep -c '"box"' "$SWIFTPATTERNS_PROGRESS" || true)

# Each command is timed over `runs` runs, interleaved so that machine noise hits all alike;
# the figure is the mean wall time of one run in microseconds.
time_runs() {
    local start end
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" </dev/null >/dev/null; done
    end=$(date +%s%N)
    echo $(((end - start) / runs / 1000))
}

"$bin" --version >/dev/null && "$bin" progress >/dev/null # warm the page cache
declare -A total=([version]=0 [quiz]=0 [review]=0 [progress]=0)
for round in 1 2 3; do
    total[version]=$((total[version] + $(time_runs "$bin" --version)))
    total[quiz]=$((total[quiz] + $(time_runs "$bin" quiz --count 5 --seed 7)))
    total[review]=$((total[review] + $(time_runs "$bin" review)))
    total[progress]=$((total[progress] + $(time_runs "$bin" progress)))
done
version_us=$((total[version] / 3))
printf 'progress file: %d questions graded, %d bytes\n' "$graded" "$(wc -c <"$SWIFTPATTERNS_PROGRESS")"
printf 'patterns --version       %7d µs\n' "$version_us"
failed=0
for command in quiz review progress; do
    us=$((total[$command] / 3))
    ratio=$((us * 100 / version_us))
    printf 'patterns %-15s %7d µs  (%d.%02d× --version; budget 2×)\n' "$command" "$us" $((ratio / 100)) $((ratio % 100))
    if [ "$ratio" -gt 200 ]; then failed=1; fi
done
if [ "$failed" -ne 0 ]; then
    echo "FAIL: a study command takes more than 2 times --version" >&2
    exit 1
fi
