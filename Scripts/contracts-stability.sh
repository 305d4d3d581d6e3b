#!/usr/bin/env bash
# Runs the PatternContracts tests (the checkers, their controls, the race checks) many times
# in a row and reports whether any verdict ever changed: a race check that hoped for a race,
# or a control that sometimes passes, shows up here as a run that fails.
#
# Builds once, then runs `swift test --skip-build --filter <filter>` RUNS times (default 20),
# each in a fresh test process. Prints one line a run (result, wall seconds, the load
# average when it started) and, for a failing run, the tests that failed; then a summary.
# Exits 1 if any run failed.
#
# usage: Scripts/contracts-stability.sh [RUNS] [FILTER]   (defaults: 20 PatternContractsTests)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-20}
filter=${2:-PatternContractsTests}
case "$runs" in '' | *[!0-9]*) echo "contracts-stability: RUNS must be a whole number, got '$runs'" >&2; exit 64 ;; esac

swift build --build-tests >/dev/null
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

passed=0 failed=0
for run in $(seq 1 "$runs"); do
    load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
    start=$(date +%s.%N)
    if swift test --skip-build --filter "$filter" >"$log/$run.log" 2>&1; then
        result=pass; passed=$((passed + 1))
    else
        result=FAIL; failed=$((failed + 1))
    fi
    wall=$(echo "$(date +%s.%N) - $start" | bc)
    tests=$(grep -m1 -o 'Test run with [0-9]* tests' "$log/$run.log" | grep -o '[0-9]*' || echo "?")
    printf 'run %3d  %-4s  %6.1f s  %s tests  load %s\n' "$run" "$result" "$wall" "$tests" "$load"
    if [ "$result" = FAIL ]; then
        grep -E '^✘ Test .* (failed|recorded)' "$log/$run.log" | sed 's/^/          /' | sort -u | head -20
    fi
done
echo "$filter: $passed of $runs runs passed, $failed failed"
[ "$failed" = 0 ]
