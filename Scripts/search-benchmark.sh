#!/usr/bin/env bash
# Times `patterns search` over the whole catalogue in a release build, with real interview
# questions as queries (the keywords and whole questions of the search-quality fixture,
# Tests/PatternsCLITests/InterviewQuestions.tsv).
# The budget: a search costs at most 2.5 times the CPU time of `patterns --version`, start-up
# included (CPU time, so that a machine busy with other work moves the figure little).
#
# usage: Scripts/search-benchmark.sh [runs]   (default 3 runs of every query)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns

# Both forms of every row of the fixture: the keywords and the whole question.
queries=()
while IFS=$'\t' read -r keywords question _; do
    case "$keywords" in '# '* | '#' | '') continue ;; esac
    queries+=("$keywords" "$question")
done <Tests/PatternsCLITests/InterviewQuestions.tsv
count=${#queries[@]}
"$bin" search "${queries[0]}" >/dev/null # warm the page cache

slowest=0
start=$(date +%s%N)
for ((round = 0; round < runs; round++)); do
    for query in "${queries[@]}"; do
        one=$(date +%s%N)
        "$bin" search "$query" >/dev/null
        took=$((($(date +%s%N) - one) / 1000))
        ((took > slowest)) && slowest=$took
    done
done
total_us=$((($(date +%s%N) - start) / 1000))
# CPU time (user + system) of the same searches: on a busy machine it says more than wall time.
TIMEFORMAT='%3U %3S'
cpu=$({ time (for query in "${queries[@]}"; do "$bin" search "$query" >/dev/null; done); } 2>&1)
cpu_us=$(echo "$cpu" | awk -v n="$count" '{ printf "%d", ($1 + $2) * 1000000 / n }')
version_cpu=$({ time (for query in "${queries[@]}"; do "$bin" --version >/dev/null; done); } 2>&1)
version_us=$(echo "$version_cpu" | awk -v n="$count" '{ printf "%d", ($1 + $2) * 1000000 / n }')
ratio=$((cpu_us * 100 / version_us))
printf 'cpu per search %d.%d ms (patterns --version: %d.%d ms): %d.%02d x --version (budget 2.5 x)\n' \
    $((cpu_us / 1000)) $((cpu_us % 1000 / 100)) $((version_us / 1000)) $((version_us % 1000 / 100)) \
    $((ratio / 100)) $((ratio % 100))
mean_us=$((total_us / (runs * count)))
printf 'patterns search: %d queries x %d runs, wall time mean %d.%d ms, slowest %d.%d ms\n' \
    "$count" "$runs" $((mean_us / 1000)) $((mean_us % 1000 / 100)) $((slowest / 1000)) $((slowest % 1000 / 100))
((ratio <= 250)) || { echo "over budget" >&2; exit 1; }
