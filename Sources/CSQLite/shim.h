// SQLite from the system: /usr/include/sqlite3.h on Linux (libsqlite3-dev), the SDK's on macOS.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot spell: binding
// through this makes SQLite copy the bytes before the call returns. The text is `length`
// bytes of UTF-8, so a U+0000 inside it is kept; a NULL pointer (Swift's empty buffer) binds
// the empty text, not SQL NULL.
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text ? text : "", length, SQLITE_TRANSIENT);
}
