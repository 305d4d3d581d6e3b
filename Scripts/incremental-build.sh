#!/usr/bin/env bash
# Times the maintainer's edit loop in CatalogKit (the catalogue's parser, search and
# renderers): a debug `swift build --build-tests` after
#   - a one-line edit of a file (a line appended in place, then removed), and
#   - a new file (added, then deleted), which makes SwiftPM plan the build again,
# `rounds` times each. Prints each time, the medians, how many build-tool commands
# (embedding, registering) each change ran, and the load average, so that figures taken on
# a busy machine can be read as such.
#
# SwiftPM may leave part of the work to a later build, so each change is built until a build
# has nothing left to compile, link or embed; the time of a change is the sum of the builds
# that did work.
#
# usage: Scripts/incremental-build.sh [rounds] [file]   (default 3, Sources/CatalogKit/Quiz.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
file=${2:-Sources/CatalogKit/Quiz.swift}
[ -f "$file" ] || { echo "no file '$file'" >&2; exit 64; }
probe="$(dirname "$file")/IncrementalBuildProbe.swift"
[ -e "$probe" ] && { echo "'$probe' exists already" >&2; exit 64; }

backup=$(mktemp)
log=$(mktemp)
cp "$file" "$backup"
trap 'cp "$backup" "$file"; rm -f "$backup" "$log" "$probe"' EXIT

# Builds until nothing is left to do; prints the milliseconds the working builds took and
# the number of build-tool commands they ran.
settle() {
    local total=0 commands=0 start end
    for _ in 1 2 3 4; do
        start=$(date +%s%N)
        swift build --build-tests >"$log" 2>&1
        end=$(date +%s%N)
        # "Compiling plugin EmbedFiles" is SwiftPM checking the plugin: every build prints it.
        grep -E '\] (Compiling|Linking|Embedding|Registering) ' "$log" | grep -qv 'Compiling plugin' || break
        total=$((total + (end - start) / 1000000))
        commands=$((commands + $(grep -cE '\] (Embedding|Registering) ' "$log" || true)))
    done
    echo "$total $commands"
}

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "== up to date first (not timed)"
settle >/dev/null

edits=()
edit_commands=0
added=()
add_commands=0
for ((round = 0; round < rounds; round++)); do
    # A comment keeps the script independent of the file's code; the compiler rebuilds the
    # file (and relinks what depends on it) as it would for an edit inside a function body.
    echo "// edited by Scripts/incremental-build.sh at $(date +%s%N)" >>"$file"
    read -r took ran < <(settle)
    edits+=("$took")
    edit_commands=$((edit_commands + ran))
    cp "$backup" "$file"
    read -r took ran < <(settle)
    edits+=("$took")
    edit_commands=$((edit_commands + ran))

    echo "// added by Scripts/incremental-build.sh" >"$probe"
    read -r took ran < <(settle)
    added+=("$took")
    add_commands=$((add_commands + ran))
    rm -f "$probe"
    read -r took ran < <(settle)
    added+=("$took")
    add_commands=$((add_commands + ran))
done

printf 'incremental debug builds (--build-tests) in %s:\n' "$(dirname "$file")"
printf '  a one-line edit of %s: %s ms\n' "$(basename "$file")" "$(echo "${edits[@]}" | sed 's/ / ms, /g')"
printf '    median %d ms; build-tool commands run: %d per change\n' \
    "$(median "${edits[@]}")" $((edit_commands / ${#edits[@]}))
printf '  a file added or deleted: %s ms\n' "$(echo "${added[@]}" | sed 's/ / ms, /g')"
printf '    median %d ms; build-tool commands run: %d per change\n' \
    "$(median "${added[@]}")" $((add_commands / ${#added[@]}))
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
