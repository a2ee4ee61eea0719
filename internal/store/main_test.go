package store_test

import (
	"os"
	"testing"

	"patrimonio/internal/database/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Run(m)) }
