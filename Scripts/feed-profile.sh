#!/usr/bin/env bash
# Profiles what the app does on every load of the whole feed (`GET /feed`): decoding a feed of
# N posts from JSON with `FutubraJSON.decode(Feed.self, from:)`, in release mode (-O, whole
# module), for N = 20 (a page), 1000 and 5000 posts.
#
# It compiles the domain (`Sources/Futubra`, from the work tree or from a git revision) with
# the workload in `Scripts/feed-profile/main.swift`, then prints for each N the best wall time
# of 5 decodes and, with --callgrind, the instructions the decoding executes (valgrind's
# callgrind: a run that decodes once minus a run that only builds and encodes the feed), and
# the inclusive share of the functions of the domain that the decoding spends most in.
#
# usage: Scripts/feed-profile.sh [--callgrind] [git-revision]
#   Scripts/feed-profile.sh --callgrind HEAD~1   # before a change
#   Scripts/feed-profile.sh --callgrind          # the work tree, after it
set -euo pipefail
cd "$(dirname "$0")/.."
callgrind=0
if [[ "${1:-}" == "--callgrind" ]]; then
    callgrind=1
    shift
fi
revision=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Futubra"
if [[ -n "$revision" ]]; then
    git archive "$revision" Sources/Futubra | tar -x -C "$work/Futubra" --strip-components=2
    label=$(git rev-parse --short "$revision")
else
    cp Sources/Futubra/*.swift "$work/Futubra/"
    label="work tree"
fi
swiftc -O -wmo -module-name FeedProfile "$work"/Futubra/*.swift Scripts/feed-profile/main.swift -o "$work/feed-profile"

echo "Sources/Futubra at $label"
for posts in 20 1000 5000; do
    printf '%5d posts: ' "$posts"
    "$work/feed-profile" "$posts" 5
    if ((callgrind)); then
        for rounds in 0 1; do
            valgrind --tool=callgrind --callgrind-out-file="$work/cg.$rounds" "$work/feed-profile" "$posts" "$rounds" \
                >/dev/null 2>&1
        done
        total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'; }
        decode=$(($(total "$work/cg.1") - $(total "$work/cg.0")))
        printf '             decoding: %d instructions (%d per post)\n' "$decode" $((decode / posts))
        # Inclusive instructions of the domain's own functions in the run that decodes (the
        # feed is built once by the workload too, so Feed.init(posts:) counts twice).
        callgrind_annotate --inclusive=yes "$work/cg.1" 2>/dev/null | grep -E 'FeedProfile(0A0V|8MediaURL|8UserName)' |
            sed -E 's/^ *([0-9,]+) \(([^)]*)\) +[^:]*:([^ ]+) .*/\1 \3/' | head -6 |
            while read -r count symbol; do
                printf '               %14s  %s\n' "$count" "$(swift demangle --simplified "$symbol" | sed 's/^.*---> //' | cut -c1-70)"
            done
    fi
done
