package database

import (
	"context"
	"database/sql"
	"testing"
)

// TestSQLiteReadsThroughAMemoryMap: every SQLite connection of the pool reads the file through a memory map (a
// page outside a connection's own cache is then no system call).
func TestSQLiteReadsThroughAMemoryMap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir()+"/mmap.db")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i := range 3 { // held at once: three connections of the pool
		conn, err := db.sql.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer func(c *sql.Conn) { _ = c.Close() }(conn)
		var size int64
		if err := conn.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&size); err != nil {
			t.Fatal(err)
		}
		if size != mmapSize {
			t.Errorf("connection %d maps %d bytes, want %d", i, size, mmapSize)
		}
	}
}
