#!/usr/bin/env bash
# What one check costs the compiler: N uses of Swift Testing's `#expect` macro against N
# calls of the plain `expect` functions the tests use (Tests/ContractSupport/Expect.swift),
# each in 20 @Test functions, compiled as a debug build compiles tests (-Onone -g).
# Prints the CPU seconds of each compile and the cost per check.
#
# usage: Scripts/expect-compile-cost.sh [checks]   (default 400)
set -euo pipefail
checks=${1:-400}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

write() { # $1 file, $2 the check with %d for a number
    {
        echo 'import Testing'
        echo 'func expect(_ c: Bool, _ m: @autoclosure () -> Comment? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) { if !c { Issue.record(m(), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) } }'
        for ((t = 0; t < 20; t++)); do
            echo "@Test func t$t() {"
            echo '    let a = [1, 2, 3]; let s = "x"'
            for ((c = 0; c < checks / 40; c++)); do
                printf "    $2\n" "$c" "$c"
            done
            echo "}"
        done
    } >"$1"
}
write macro.swift '#expect(a.count == %d); #expect(s.hasPrefix("%d"))'
write function.swift 'expect(a.count == %d); expect(s.hasPrefix("%d"))'

cpu() { /usr/bin/time -f "%U %S" swiftc -parse-as-library -c -g -Onone "$1" -o "${1%.swift}.o" 2>&1 | tail -1 | awk '{print $1 + $2}'; }
macro=$(cpu macro.swift)
function=$(cpu function.swift)
awk -v m="$macro" -v f="$function" -v n="$checks" 'BEGIN {
    printf "%d checks: #expect %.2f s CPU, expect() %.2f s CPU; the macro costs %.1f ms more per check\n", n, m, f, (m - f) * 1000 / n
}'
