#!/usr/bin/env bash
# Proves the drills as a learner meets them. Builds a release `patterns`, copies the binary
# alone to an empty folder outside the checkout, and for each drill writes the skeleton
# package and the --solution package into new folders, then builds and tests each with the
# toolchain only (the packages have no dependencies, so nothing is fetched):
#   - the skeleton's `swift test` must fail, with an issue that names a property
#     ("…, but …");
#   - the solution's `swift test` must pass.
# Prints, per package, the build time of the fresh package (`swift build --build-tests`: wall
# and CPU seconds), the outcome, and the skeleton's first failure as a learner reads it;
# exits 1 if any drill misbehaves or a package takes 60 s or more (wall) to build.
#
# usage: Scripts/drill-check.sh [id ...]   (default: observer command singleton mvvm;
#                                           'all' checks every drill)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bin" "$work/patterns"
cd "$work"

if [ "$#" -eq 0 ]; then
    set -- observer command singleton mvvm
elif [ "$1" = all ]; then
    # shellcheck disable=SC2046
    set -- $(./patterns drill --list | sed -n 's/^  \([a-z-]*\) .*/\1/p')
fi

failures=0
TIMEFORMAT='%R %U %S'
printf '%-24s %-9s %8s %8s  %s\n' drill package build cpu result
for id in "$@"; do
    ./patterns drill "$id" --output "skeleton-$id" >/dev/null
    ./patterns drill "$id" --solution --output "solution-$id" >/dev/null
    for kind in skeleton solution; do
        folder="$kind-$id"
        # Wall time (the figure the budget is about) and CPU time (user + system, which
        # other work on the machine does not inflate).
        if ! { time (cd "$folder" && swift build --build-tests >"../$folder.build.log" 2>&1); } 2>"$folder.time"; then
            printf '%-24s %-9s %8s %8s  %s\n' "$id" "$kind" "-" "-" "BUILD FAILED:"
            tail -20 "$folder.build.log"
            failures=$((failures + 1))
            continue
        fi
        read -r wall user system <"$folder.time"
        cpu=$(echo "$user + $system" | bc)
        if (cd "$folder" && swift test --skip-build >"../$folder.test.log" 2>&1); then outcome=pass; else outcome=fail; fi
        # The first failure a learner reads (Swift Testing prints it after "↳ ").
        message=$(grep -m1 '^↳ .*, but ' "$folder.test.log" | sed 's/^↳ //' | cut -c1-120 || true)
        verdict=ok
        if [ "$kind" = skeleton ] && { [ "$outcome" = pass ] || [ -z "$message" ]; }; then
            verdict="WRONG: the skeleton must fail, naming a property"
        elif [ "$kind" = solution ] && [ "$outcome" = fail ]; then
            verdict="WRONG: the solution must pass"
        elif [ "$(echo "$wall >= 60" | bc)" = 1 ]; then
            verdict="TOO SLOW: a drill package must build in under a minute"
        fi
        [ "$verdict" = ok ] || failures=$((failures + 1))
        printf '%-24s %-9s %6.1f s %6.1f s  %s, %s\n' "$id" "$kind" "$wall" "$cpu" "$outcome" "$verdict"
        if [ -n "$message" ]; then printf '%45s “%s”\n' '' "$message"; fi
    done
done
if [ "$failures" -ne 0 ]; then
    echo "$failures drill package(s) misbehaved"
    exit 1
fi
echo "every drill checked: skeletons fail naming a property, solutions pass"
