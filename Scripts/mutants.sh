#!/usr/bin/env bash
# Mutation testing: proves that the tests behind the entries' claims can fail.
#
# Reads a list of mutants (default Scripts/mutants.tsv), each a small wrong change to the
# pattern code that breaks one claim of an entry. For each, it plants the change in a scratch
# copy of the package, builds, runs the tests the mutant names, and restores the file. A
# mutant the tests reject is killed; one they let pass survived (the claim's proof cannot
# fail); one whose tests are still running when the script's own limit passes hung (a test
# that hangs past its time limit is stopped by the watchdog and counts as killed).
#
# The list is tab-separated, one mutant a line; lines starting with # are comments:
#   entry    the catalogue id whose claim the mutant breaks
#   tests    what `swift test --filter` runs: a test target (ArchitectureTests) or a suite
#            within it (ArchitectureTests.LayeredArchitectureTests)
#   file     the source file, from the package root
#   find     the exact text replaced; it must occur exactly once in the file
#   replace  its replacement
#   claim    the claim the mutant breaks, in the entry's words
# In find and replace, \n is a line break, \t a tab and \\ a backslash.
#
# usage: Scripts/mutants.sh [--list FILE] [--scratch DIR] [--limit SECONDS] [ENTRY ...]
#   ENTRY ...        only the mutants of these entries (default: all)
#   --scratch DIR    where the scratch copy and its build live (default
#                    $TMPDIR/swiftpatterns-mutants); kept between runs, so the next run
#                    builds incrementally
#   --limit SECONDS  how long one mutant's tests may run before it counts as hung (default 600)
# Exit status: 0 when every mutant is killed; 1 when one survived, hung, or does not build;
# 65 when the list is malformed or a mutant's text is not in its file; 64 on a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

list=Scripts/mutants.tsv
scratch=${TMPDIR:-/tmp}/swiftpatterns-mutants
limit=600
entries=()
while [ "$#" -gt 0 ]; do
    case "$1" in
        --list) list=${2:?--list needs a file}; shift 2 ;;
        --scratch) scratch=${2:?--scratch needs a folder}; shift 2 ;;
        --limit) limit=${2:?--limit needs seconds}; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "mutants: unknown option '$1'; see 'Scripts/mutants.sh --help'" >&2; exit 64 ;;
        *) entries+=("$1"); shift ;;
    esac
done
[ -r "$list" ] || { echo "mutants: cannot read '$list'" >&2; exit 66; }
case "$limit" in '' | *[!0-9]*) echo "mutants: --limit needs whole seconds, got '$limit'" >&2; exit 64 ;; esac

# Unescapes \n, \t and \\ (perl is part of every Debian and macOS base system).
unescape() { perl -e 'my $s = shift; $s =~ s/\\(n|t|\\)/$1 eq "n" ? "\n" : $1 eq "t" ? "\t" : "\\"/ge; print $s' "$1"; }
# How often the text in $2 occurs in file $1.
occurrences() { perl -e 'local $/; open my $f, "<", $ARGV[0] or die; my $t = <$f>; my $n = () = $t =~ /\Q$ARGV[1]\E/g; print $n' "$1" "$2"; }
# Writes file $1 with the one occurrence of $2 replaced by $3.
plant() { perl -e 'local $/; open my $f, "<", $ARGV[0] or die; my $t = <$f>; close $f; my $i = index($t, $ARGV[1]); substr($t, $i, length $ARGV[1]) = $ARGV[2]; open $f, ">", $ARGV[0] or die; print $f $t' "$1" "$2" "$3"; }

# Read and check the whole list before building anything.
ids=() tests=() files=() finds=() replaces=() claims=()
number=0 malformed=0
while IFS= read -r line || [ -n "$line" ]; do
    number=$((number + 1))
    case "$line" in '#'* | '') continue ;; esac
    # Tabs become a separator that is not white space, so an empty field stays a field.
    IFS=$'\x1f' read -r entry filter file find replace claim extra <<<"${line//$'\t'/$'\x1f'}"
    if [ -z "${claim:-}" ] || [ -n "${extra:-}" ] || [ -z "$entry" ] || [ -z "$filter" ] || [ -z "$find" ]; then
        echo "$list:$number: a mutant needs six tab-separated fields: entry, tests, file, find, replace, claim" >&2
        malformed=1; continue
    fi
    if [ "${#entries[@]}" -gt 0 ] && ! printf '%s\n' "${entries[@]}" | grep -qxF "$entry"; then continue; fi
    if [ ! -f "$file" ]; then
        echo "$list:$number: '$file' does not exist" >&2; malformed=1; continue
    fi
    found=$(unescape "$find"); replacement=$(unescape "$replace")
    count=$(occurrences "$file" "$found")
    if [ "$count" != 1 ]; then
        echo "$list:$number: the text to replace occurs $count times in '$file', not once" >&2
        malformed=1; continue
    fi
    [ "$found" != "$replacement" ] || { echo "$list:$number: the replacement changes nothing" >&2; malformed=1; continue; }
    ids+=("$entry") tests+=("$filter") files+=("$file") finds+=("$find") replaces+=("$replace") claims+=("$claim")
done <"$list"
[ "$malformed" = 0 ] || exit 65
[ "${#ids[@]}" -gt 0 ] || { echo "mutants: no mutant in '$list' matches ${entries[*]:-anything}" >&2; exit 65; }

# The scratch copy: the package's files as they are now (uncommitted edits included, ignored
# files and builds left out). Only files that differ are copied, so the scratch build stays
# incremental from one run to the next.
copy=$scratch/package
mkdir -p "$copy"
git ls-files -co --exclude-standard | sort >"$scratch/files"
while IFS= read -r f; do
    [ -f "$f" ] || continue
    if ! cmp -s "$f" "$copy/$f"; then
        mkdir -p "$copy/$(dirname "$f")"
        cp -p "$f" "$copy/$f"
    fi
done <"$scratch/files"
(cd "$copy" && find . -path ./.build -prune -o -type f -print | sed 's|^\./||' | sort) |
    comm -23 - "$scratch/files" | while IFS= read -r gone; do rm -f "$copy/$gone"; done
cd "$copy"
log=$scratch/log
mkdir -p "$log"

echo "== baseline: the unmutated package builds and the named tests pass"
swift build --build-tests >"$log/baseline-build.log" 2>&1 || { tail -20 "$log/baseline-build.log"; exit 1; }
for filter in $(printf '%s\n' "${tests[@]}" | sort -u); do
    if ! timeout "$limit" swift test --skip-build --filter "$filter" >"$log/baseline-$filter.log" 2>&1; then
        echo "mutants: the tests '$filter' fail without any mutant; fix them first (see $log/baseline-$filter.log)" >&2
        exit 1
    fi
done

killed=0 survived=0 hung=0 broken=0
start=$SECONDS
printf '%-28s %-9s %5s  %s\n' entry result secs claim
for i in "${!ids[@]}"; do
    file=${files[$i]}
    cp "$file" "$log/original"
    plant "$file" "$(unescape "${finds[$i]}")" "$(unescape "${replaces[$i]}")"
    t0=$SECONDS
    name="$i-${ids[$i]}"
    if ! swift build --build-tests >"$log/$name.build.log" 2>&1; then
        result="NO BUILD"; broken=$((broken + 1))
    else
        status=0
        timeout "$limit" swift test --skip-build --filter "${tests[$i]}" >"$log/$name.test.log" 2>&1 || status=$?
        if [ "$status" = 0 ]; then
            result=SURVIVED; survived=$((survived + 1))
        elif [ "$status" = 124 ]; then
            result=HUNG; hung=$((hung + 1))
        elif grep -q 'The watchdog stops the test process' "$log/$name.test.log"; then
            result="killed*"; killed=$((killed + 1))
        else
            result=killed; killed=$((killed + 1))
        fi
    fi
    cp "$log/original" "$file"
    printf '%-28s %-9s %5d  %s\n' "${ids[$i]}" "$result" $((SECONDS - t0)) "${claims[$i]}"
done
# Leave the scratch build matching the package, for the next run.
swift build --build-tests >/dev/null 2>&1 || true

total=${#ids[@]}
echo
echo "$total mutants: $killed killed, $survived survived, $hung hung, $broken did not build ($((SECONDS - start)) s;" \
    "killed* = a hang the watchdog stopped; logs in $log)"
[ "$killed" = "$total" ]
