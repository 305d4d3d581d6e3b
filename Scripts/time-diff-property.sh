#!/usr/bin/env bash
# Times the observable-collection diff property test (2,000 seeded sequences of operations)
# as `swift test` reports it, plus the process's CPU time. Build first: swift build --build-tests
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/time -f "process: wall %e s, user %U s" \
    swift test --skip-build --filter "ObservableCollectionTests/diffsReplay" 2>&1 \
    | grep -E "process:|passed after|failed after" | grep -vE "Suite|Test run"
