// Package filestest gives the tests of other packages a files.Bucket on a fresh bucket of the tests' MinIO
// server (miniotest), so they run on both storages.
package filestest

import (
	"context"
	"io"
	"net/url"
	"testing"

	"patrimonio/internal/files"
	"patrimonio/internal/files/miniotest"
	"patrimonio/internal/netfault"
)

// NewBucket is a Bucket storage, as the server opens it, on a fresh bucket; it skips the test when no MinIO
// server can be had.
func NewBucket(t testing.TB) *files.Bucket {
	t.Helper()
	return Open(t, miniotest.NewBucket(t))
}

// Open opens the bucket b as the server does.
func Open(t testing.TB, b miniotest.Bucket) *files.Bucket {
	t.Helper()
	bucket, err := files.NewBucket(context.Background(), Config(b), files.UploadsPrefix)
	if err != nil {
		t.Fatal(err)
	}
	return bucket
}

// Config is the configuration of the bucket b.
func Config(b miniotest.Bucket) files.BucketConfig {
	return files.BucketConfig{Endpoint: b.Endpoint, Bucket: b.Name, AccessKey: b.AccessKey, SecretKey: b.SecretKey, PathStyle: true}
}

// NewObjects is the prefix of a fresh bucket, as the backups open it.
func NewObjects(t testing.TB, prefix string) *files.Objects {
	t.Helper()
	objects, err := files.OpenObjects(context.Background(), Config(miniotest.NewBucket(t)), prefix)
	if err != nil {
		t.Fatal(err)
	}
	return objects
}

// Read is the content of the file or object key of a files.Storage or files.Objects.
func Read(t testing.TB, from interface {
	Open(ctx context.Context, key string) (io.ReadSeekCloser, error)
}, key string) string {
	t.Helper()
	f, err := from.Open(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// NewBucketBehind returns a fresh bucket reached through a netfault proxy, and the proxy.
func NewBucketBehind(t testing.TB) (*files.Bucket, *netfault.Proxy) {
	t.Helper()
	b := miniotest.NewBucket(t)
	u, err := url.Parse(b.Endpoint)
	if err != nil {
		t.Fatal(err)
	}
	proxy := netfault.New(t, u.Host)
	b.Endpoint = "http://" + proxy.Addr
	return Open(t, b), proxy
}
