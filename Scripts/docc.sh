#!/usr/bin/env bash
# Builds the API documentation of the PatternContracts library with the toolchain's DocC
# (no package dependency) into OUTPUT (default site/api), as a static site:
# OUTPUT/documentation/patterncontracts/index.html is its home page.
#
# It builds the PatternContracts target only (and the package's build-plugin tool), extracts
# its public symbol graph with swift-symbolgraph-extract, and runs
# `docc convert --warnings-as-errors --transform-for-static-hosting`: a broken symbol link or
# any other documentation warning fails the script.
#
# The result is a web app that needs a web server: it loads its scripts from absolute paths
# (/api/js/…) and its pages' data with requests, so opened from file:// a browser shows only
# "This page requires JavaScript". Serve OUTPUT's parent over HTTP to read it, e.g.
#   python3 -m http.server --directory site 8000   then open
#   http://localhost:8000/api/documentation/patterncontracts/
# (OUTPUT is built for hosting at /api/; pass another base with DOCC_HOSTING_BASE_PATH.)
#
# usage: Scripts/docc.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
-h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
output=${1:-site/api}
base=${DOCC_HOSTING_BASE_PATH:-api}

swift build --target PatternContracts
bin=$(swift build --show-bin-path)
# The toolchain's tools: on macOS through xcrun, with the SDK the module was built against.
run=()
sdk=()
if [ "$(uname)" = Darwin ]; then
    run=(xcrun)
    sdk=(-sdk "$(xcrun --show-sdk-path)")
fi
triple=$("${run[@]}" swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
graphs=$(mktemp -d)
archive=$(mktemp -d)/PatternContracts.doccarchive
trap 'rm -rf "$graphs" "$(dirname "$archive")"' EXIT

# The module is in Modules/ since Swift 6.0, next to the objects before.
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
"${run[@]}" swift-symbolgraph-extract -module-name PatternContracts -target "$triple" "${sdk[@]}" -I "$modules" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"

"${run[@]}" docc convert Sources/PatternContracts/PatternContracts.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name PatternContracts \
    --fallback-bundle-identifier org.swiftpatterns.PatternContracts \
    --warnings-as-errors \
    --transform-for-static-hosting --hosting-base-path "$base" \
    --output-path "$archive"

rm -rf "$output"
mkdir -p "$(dirname "$output")"
cp -R "$archive" "$output"
echo "docc: $output/documentation/patterncontracts/index.html"
