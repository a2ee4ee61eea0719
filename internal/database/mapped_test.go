package database

import (
	"context"
	"testing"
)

// TestMappedPool: on SQLite the pool for long reads reads the file through a memory map, refuses a write of its own,
// sends its transactions to the one writer, and sees what the other pool wrote.
func TestMappedPool(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir()+"/mapped.db")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m := db.Mapped()
	if m == db || db.Mapped() != m {
		t.Fatal("Mapped is not one pool of its own")
	}
	conn, err := m.sql.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var size int64
	err = conn.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&size)
	_ = conn.Close()
	if err != nil || size != mmapSize {
		t.Errorf("the mapped pool maps %d bytes (%v), want %d", size, err, mmapSize)
	}
	if _, err := db.ExecContext(ctx, "CREATE TABLE kept (n INTEGER)"); err != nil {
		t.Fatal(err)
	}
	if _, err := m.ExecContext(ctx, "INSERT INTO kept (n) VALUES (1)"); err == nil {
		t.Error("the mapped pool wrote by itself")
	}
	if err := m.InTx(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO kept (n) VALUES (2)")
		return err
	}); err != nil {
		t.Fatalf("a transaction asked of the mapped pool: %v", err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO kept (n) VALUES (3)"); err != nil {
		t.Fatal(err)
	}
	var sum int
	if err := m.QueryRowContext(ctx, "SELECT SUM(n) FROM kept").Scan(&sum); err != nil || sum != 5 {
		t.Errorf("the mapped pool reads %d (%v), want 5", sum, err)
	}
}
