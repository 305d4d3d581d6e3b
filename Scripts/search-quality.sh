#!/usr/bin/env bash
# Reports how often `patterns search` (release build) puts an answering entry in its top
# three, for questions in a tab-separated file: keywords, question, answering ids
# (comma-separated), source; lines starting with '# ' are comments (keywords may start with #). Both forms are searched.
# Prints the two rates and every miss with what came back. A report, not a check: the gated
# bars live in SearchQualityTests, over Tests/PatternsCLITests/InterviewQuestions.tsv (give this
# script that file to see its rates from a release build).
#
# usage: Scripts/search-quality.sh [file.tsv]   (default Scripts/search-unseen.tsv)
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-Scripts/search-unseen.tsv}
[ -r "$file" ] || { echo "search-quality: cannot read '$file'" >&2; exit 66; }

swift build -c release --product patterns >/dev/null
bin=$(swift build -c release --show-bin-path)/patterns

# The ids of the top three results: the lines that start with two spaces and an id.
top3() { "$bin" search "$1" | grep -E '^  [a-z0-9-]+ ' | head -3 | awk '{print $1}' | paste -sd, -; }

total=0 kw=0 q=0 misses=""
while IFS=$'\t' read -r keywords question answers source; do
    case "$keywords" in '# '* | '#' | '') continue ;; esac
    if [ -z "$question" ] || [ -z "$answers" ]; then
        echo "search-quality: a line without four tab-separated fields: $keywords" >&2
        exit 65
    fi
    total=$((total + 1))
    for form in keywords question; do
        text=${!form}
        got=$(top3 "$text")
        hit=0
        IFS=, read -ra wanted <<<"$answers"
        for id in "${wanted[@]}"; do
            case ",$got," in *",$id,"*) hit=1 ;; esac
        done
        if [ $hit = 1 ]; then
            [ $form = keywords ] && kw=$((kw + 1)) || q=$((q + 1))
        else
            misses+="  miss ($form): '$text' -> $got (wanted $answers)"$'\n'
        fi
    done
done <"$file"

[ "$total" -gt 0 ] || { echo "search-quality: no questions in '$file'" >&2; exit 65; }
printf '%s' "$misses"
awk -v t="$total" -v k="$kw" -v q="$q" -v f="$file" 'BEGIN {
    printf "%s: %d questions; top three: keywords %d (%.1f%%), whole questions %d (%.1f%%)\n", f, t, k, 100*k/t, q, 100*q/t
}'
