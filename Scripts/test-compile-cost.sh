#!/usr/bin/env bash
# What a test costs the compiler: N `@Test` functions against one parameterized test over a
# table of N `Check` rows (Tests/ContractSupport/Check.swift), the same trivial body in each,
# compiled as a debug build compiles tests (-Onone -g). Prints the CPU seconds of each compile
# and the cost of one `@Test`.
#
# usage: Scripts/test-compile-cost.sh [tests]   (default 200)
set -euo pipefail
tests=${1:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

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

cpu() { /usr/bin/time -f "%U %S" swiftc -parse-as-library -c -g -Onone "$1" -o "${1%.swift}.o" 2>&1 | tail -1 | awk '{print $1 + $2}'; }
each=$(cpu tests.swift)
table=$(cpu table.swift)
awk -v e="$each" -v t="$table" -v n="$tests" 'BEGIN {
    printf "%d checks: a @Test each %.2f s CPU, one test over a table %.2f s CPU; a @Test costs %.1f ms more\n", n, e, t, (e - t) * 1000 / n
}'
