// SQLite from the system: /usr/include/sqlite3.h on Linux (libsqlite3-dev), the SDK's on macOS.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot spell: binding
// through these makes SQLite copy the text or bytes before the call returns.
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text) {
    return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}
