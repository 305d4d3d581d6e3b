#!/usr/bin/env bash
# Proves the drills as a learner meets them. Builds a release `patterns`, copies the binary
# alone to an empty folder outside the checkout, and for each drill writes the skeleton
# package and the --solution package into new folders, then builds and tests each with the
# toolchain only (the packages have no dependencies, so nothing is fetched):
#   - the skeleton's `swift test` must fail, with an issue that names a property
#     ("…, but …");
#   - the solution's `swift test` must pass.
# Prints, per package, the build time (`swift build --build-tests`, a fresh package) and the
# outcome; exits 1 if any drill misbehaves or a package takes 60 s or more to build.
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
printf '%-26s %-9s %8s  %s\n' drill package build result
for id in "$@"; do
    ./patterns drill "$id" --output "skeleton-$id" >/dev/null
    ./patterns drill "$id" --solution --output "solution-$id" >/dev/null
    for kind in skeleton solution; do
        folder="$kind-$id"
        start=$(date +%s%N)
        if ! (cd "$folder" && swift build --build-tests >"../$folder.build.log" 2>&1); then
            printf '%-26s %-9s %8s  %s\n' "$id" "$kind" "-" "BUILD FAILED (see below)"
            tail -20 "$folder.build.log"
            failures=$((failures + 1))
            continue
        fi
        seconds=$(( ($(date +%s%N) - start) / 1000000 ))
        build=$(printf '%d.%d s' $((seconds / 1000)) $(((seconds % 1000) / 100)))
        if (cd "$folder" && swift test --skip-build >"../$folder.test.log" 2>&1); then outcome=pass; else outcome=fail; fi
        # The first issue's message: what a learner reads first.
        # (Swift Testing prints it on the line under "recorded an issue", after "↳ ".)
        message=$(grep -m1 '^↳ ' "$folder.test.log" | sed 's/^↳ //' | cut -c1-110 || true)
        verdict=ok
        if [ "$kind" = skeleton ] && { [ "$outcome" = pass ] || ! grep -q ', but ' "$folder.test.log"; }; then
            verdict="WRONG: the skeleton must fail naming a property"
        elif [ "$kind" = solution ] && [ "$outcome" = fail ]; then
            verdict="WRONG: the solution must pass"
        elif [ "$seconds" -ge 60000 ]; then
            verdict="TOO SLOW: a drill package must build in under a minute"
        fi
        [ "$verdict" = ok ] || failures=$((failures + 1))
        printf '%-26s %-9s %8s  %s, %s\n' "$id" "$kind" "$build" "$outcome" "$verdict"
        if [ "$kind" = skeleton ] && [ -n "$message" ]; then printf '%47s %s\n' '' "“$message”"; fi
    done
done
if [ "$failures" -ne 0 ]; then
    echo "$failures drill package(s) misbehaved"
    exit 1
fi
echo "every drill checked: skeletons fail naming a property, solutions pass"
