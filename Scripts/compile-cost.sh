#!/usr/bin/env bash
# What the tests' two most repeated macros cost the compiler, each against the plain code the
# tests write instead, compiled as a debug build compiles tests (-Onone -g):
#   - N uses of Swift Testing's `#expect` against N calls of the `expect` functions
#     (Tests/ContractSupport/Expect.swift), in 20 @Test functions;
#   - N `@Test` functions against one parameterized test over a table of N `Check` rows
#     (Tests/ContractSupport/Check.swift), the same trivial body in each.
# Prints the CPU seconds of each compile and the cost of one macro.
#
# usage: Scripts/compile-cost.sh [checks] [tests]   (default 400 checks, 200 tests)
set -euo pipefail
checks=${1:-400}
tests=${2:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

cpu() { /usr/bin/time -f "%U %S" swiftc -parse-as-library -c -g -Onone "$1" -o "${1%.swift}.o" 2>&1 | tail -1 | awk '{print $1 + $2}'; }

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
macro=$(cpu macro.swift)
function=$(cpu function.swift)
awk -v m="$macro" -v f="$function" -v n="$checks" 'BEGIN {
    printf "%d checks: #expect %.2f s CPU, expect() %.2f s CPU; the macro costs %.1f ms more per check\n", n, m, f, (m - f) * 1000 / n
}'

check='struct Check: Sendable, CustomTestStringConvertible { let name: String; let body: @Sendable () async throws -> Void; init(_ name: String, _ body: @escaping @Sendable () async throws -> Void) { self.name = name; self.body = body }; var testDescription: String { name } }'
{
    echo 'import Testing'
    echo '@Suite struct Checks {'
    for ((t = 0; t < tests; t++)); do
        echo "    @Test(\"check number $t holds\") func t$t() { let a = [1, 2, $t]; if a.count != 3 { Issue.record(\"$t\") } }"
    done
    echo '}'
} >tests.swift
{
    echo 'import Testing'
    echo "$check"
    echo '@Suite struct Checks {'
    echo '    static let checks: [Check] = ['
    for ((t = 0; t < tests; t++)); do
        echo "        Check(\"check number $t holds\") { let a = [1, 2, $t]; if a.count != 3 { Issue.record(\"$t\") } },"
    done
    echo '    ]'
    echo '    @Test(arguments: checks) func check(_ check: Check) async throws { try await check.body() }'
    echo '}'
} >table.swift
each=$(cpu tests.swift)
table=$(cpu table.swift)
awk -v e="$each" -v t="$table" -v n="$tests" 'BEGIN {
    printf "%d checks: a @Test each %.2f s CPU, one test over a table %.2f s CPU; a @Test costs %.1f ms more\n", n, e, t, (e - t) * 1000 / n
}'
