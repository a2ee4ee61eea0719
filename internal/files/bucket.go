package files

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// BucketConfig says where an S3-compatible bucket is and how to reach it (the PATRIMONIO_S3_* variables).
type BucketConfig struct {
	// Endpoint is the service's address with its scheme: https://s3.sa-east-1.amazonaws.com,
	// http://127.0.0.1:9000.
	Endpoint  string
	Bucket    string
	Region    string // empty: asked of the service
	AccessKey string
	SecretKey string
	// PathStyle addresses the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted services) instead of
	// BUCKET.ENDPOINT.
	PathStyle bool
}

// Set reports whether any S3 setting is given (a half-set configuration is an error of config.Load).
func (c BucketConfig) Set() bool {
	return c.Endpoint != "" || c.Bucket != "" || c.Region != "" || c.AccessKey != "" || c.SecretKey != ""
}

// Bucket is a Storage in an S3-compatible bucket, under a key prefix ("uploads/"), shared by every instance.
type Bucket struct{ objects *Objects }

// UploadsPrefix is where the uploaded files live in the bucket, as they live in DATA_DIR/uploads on disk.
const UploadsPrefix = "uploads/"

// NewBucket connects to the bucket of c, keeping files under prefix, and checks that the bucket exists and
// answers to the credentials. The errors are for the person starting the server.
func NewBucket(ctx context.Context, c BucketConfig, prefix string) (*Bucket, error) {
	objects, err := OpenObjects(ctx, c, prefix)
	if err != nil {
		return nil, err
	}
	return &Bucket{objects: objects}, nil
}

// Objects is a prefix of an S3-compatible bucket holding objects by key: the uploads (through a Bucket) and
// the backups kept in a bucket.
type Objects struct {
	client *minio.Client
	bucket string
	prefix string
}

// OpenObjects connects to the bucket of c and checks that it exists and answers to the credentials; keys are
// under prefix ("" or ending in "/"). The errors are for the person starting the server.
func OpenObjects(ctx context.Context, c BucketConfig, prefix string) (*Objects, error) {
	client, err := newClient(c)
	if err != nil {
		return nil, err
	}
	exists, err := client.BucketExists(ctx, c.Bucket)
	if err != nil {
		return nil, fmt.Errorf("S3: o bucket %q não respondeu em %s (bucket did not answer): %w", c.Bucket, c.Endpoint, err)
	}
	if !exists {
		return nil, fmt.Errorf("S3: o bucket %q não existe em %s; crie-o antes (bucket does not exist)", c.Bucket, c.Endpoint)
	}
	return &Objects{client: client, bucket: c.Bucket, prefix: prefix}, nil
}

// String is the address of the prefix, s3://BUCKET/PREFIX.
func (o *Objects) String() string { return "s3://" + o.bucket + "/" + o.prefix }

// ErrUnavailable says that the bucket's service could not be reached, or answered that it cannot serve now (5xx),
// after the client's retries.
var ErrUnavailable = errors.New("file storage unavailable")

// unavailable wraps err with ErrUnavailable when it says the service is away rather than that the request was wrong.
func unavailable(err error) error {
	var netErr net.Error
	if err != nil && (errors.As(err, &netErr) || minio.ToErrorResponse(err).StatusCode >= http.StatusInternalServerError) {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

// Put stores the size bytes of r under key; the object appears only once complete.
func (o *Objects) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	_, err := o.client.PutObject(ctx, o.bucket, o.prefix+key, r, size, minio.PutObjectOptions{ContentType: "application/octet-stream"})
	if slices.Contains(noSpaceCodes, minio.ToErrorResponse(err).Code) {
		return fmt.Errorf("put %s: %w: %w", key, ErrNoSpace, err)
	}
	if err != nil {
		return fmt.Errorf("put %s: %w", key, unavailable(err))
	}
	return nil
}

// Open returns the object, read lazily with ranged requests as it is read and sought, or an error wrapping
// ErrNotFound.
func (o *Objects) Open(ctx context.Context, key string) (io.ReadSeekCloser, error) {
	obj, err := o.client.GetObject(ctx, o.bucket, o.prefix+key, minio.GetObjectOptions{})
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", key, unavailable(err))
	}
	// GetObject sends nothing yet: Stat asks, so a missing object is ErrNotFound here and not at the first read.
	if _, err := obj.Stat(); err != nil {
		obj.Close()
		if minio.ToErrorResponse(err).StatusCode == http.StatusNotFound {
			return nil, fmt.Errorf("open %s: %w", key, ErrNotFound)
		}
		return nil, fmt.Errorf("open %s: %w", key, unavailable(err))
	}
	return obj, nil
}

// Remove deletes the object; a missing one is not an error (S3 answers a delete of nothing with success).
func (o *Objects) Remove(ctx context.Context, key string) error {
	if err := o.client.RemoveObject(ctx, o.bucket, o.prefix+key, minio.RemoveObjectOptions{}); err != nil &&
		minio.ToErrorResponse(err).StatusCode != http.StatusNotFound {
		return fmt.Errorf("delete %s: %w", key, unavailable(err))
	}
	return nil
}

// Copy copies the object from to the key to inside the service, without sending its bytes.
func (o *Objects) Copy(ctx context.Context, from, to string) error {
	_, err := o.client.CopyObject(ctx, minio.CopyDestOptions{Bucket: o.bucket, Object: o.prefix + to},
		minio.CopySrcOptions{Bucket: o.bucket, Object: o.prefix + from})
	if err != nil {
		return fmt.Errorf("copy %s: %w", from, unavailable(err))
	}
	return nil
}

// Entry is an object, or a common prefix ("directory", its key ending in "/"), of a listing.
type Entry struct {
	Key      string // below the Objects' prefix
	Modified time.Time
}

// List returns the objects under dir (below the prefix; "" or ending in "/"), in key order: every object below
// when recursive, else the objects in dir and its sub-prefixes, each once.
func (o *Objects) List(ctx context.Context, dir string, recursive bool) ([]Entry, error) {
	var out []Entry
	for obj := range o.client.ListObjects(ctx, o.bucket, minio.ListObjectsOptions{Prefix: o.prefix + dir, Recursive: recursive}) {
		if obj.Err != nil {
			return nil, fmt.Errorf("list %s: %w", o.String()+dir, unavailable(obj.Err))
		}
		out = append(out, Entry{Key: strings.TrimPrefix(obj.Key, o.prefix), Modified: obj.LastModified})
	}
	return out, nil
}

func (b *Bucket) key(name string) (string, error) {
	if !validName.MatchString(name) {
		return "", fmt.Errorf("invalid file name %q", name)
	}
	return name, nil
}

// noSpaceCodes are the S3 error codes of a store without room: MinIO's full disks and quotas.
var noSpaceCodes = []string{"XMinioStorageFull", "XMinioAdminBucketQuotaExceeded", "QuotaExceeded"}

// Older returns the names of the files last written before t. An upload that never finished is no object (MinIO
// drops its parts after a day, S3 by a lifecycle rule).
func (b *Bucket) Older(ctx context.Context, t time.Time) ([]string, error) {
	entries, err := b.objects.List(ctx, "", false)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if validName.MatchString(e.Key) && e.Modified.Before(t) {
			names = append(names, e.Key)
		}
	}
	return names, nil
}

// Save uploads the file; the object appears under its name only once complete.
func (b *Bucket) Save(ctx context.Context, name string, r io.Reader, size int64) error {
	key, err := b.key(name)
	if err != nil {
		return err
	}
	return b.objects.Put(ctx, key, r, size)
}

// Open returns the stored file, seekable, or an error wrapping ErrNotFound.
func (b *Bucket) Open(ctx context.Context, name string) (io.ReadSeekCloser, error) {
	key, err := b.key(name)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", name, ErrNotFound)
	}
	return b.objects.Open(ctx, key)
}

// Delete removes the object; a missing one is not an error.
func (b *Bucket) Delete(ctx context.Context, name string) error {
	key, err := b.key(name)
	if err != nil {
		return err
	}
	return b.objects.Remove(ctx, key)
}

// List returns the names of the files under the prefix, sorted (S3 lists keys in order).
func (b *Bucket) List(ctx context.Context) ([]string, error) {
	entries, err := b.objects.List(ctx, "", false)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if validName.MatchString(e.Key) {
			names = append(names, e.Key)
		}
	}
	return names, nil
}

// Check writes and removes a small object beside the files: the bucket answers and takes writes.
func (b *Bucket) Check(ctx context.Context) error {
	random := make([]byte, 8)
	if _, err := rand.Read(random); err != nil {
		return err
	}
	key := ".ready-" + hex.EncodeToString(random)
	if err := b.objects.Put(ctx, key, strings.NewReader("ok"), 2); err != nil {
		return fmt.Errorf("bucket not writable: %w", err)
	}
	return b.objects.Remove(context.WithoutCancel(ctx), key)
}

// Validate checks the endpoint's form: http:// or https://, a host, no path. The error is for the person
// starting the server, in Portuguese and English.
func (c BucketConfig) Validate() error {
	_, err := c.endpoint()
	return err
}

func (c BucketConfig) endpoint() (*url.URL, error) {
	u, err := url.Parse(c.Endpoint)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") ||
		u.RawQuery != "" || u.User != nil {
		return nil, fmt.Errorf("PATRIMONIO_S3_ENDPOINT=%q: use http(s)://servidor[:porta], sem caminho "+
			"(invalid endpoint: use http(s)://host[:port], without a path)", c.Endpoint)
	}
	return u, nil
}

// newClient returns a client of the service of c, without contacting it.
func newClient(c BucketConfig) (*minio.Client, error) {
	u, err := c.endpoint()
	if err != nil {
		return nil, err
	}
	lookup := minio.BucketLookupDNS
	if c.PathStyle {
		lookup = minio.BucketLookupPath
	}
	client, err := minio.New(u.Host, &minio.Options{
		Creds:        credentials.NewStaticV4(c.AccessKey, c.SecretKey, ""),
		Secure:       u.Scheme == "https",
		Region:       c.Region,
		BucketLookup: lookup,
		// A service that is away is known in about 3 s (backoff 0,2 + 0,4 + 0,8 + 1 + 1 s) rather than in 10.
		MaxRetries: 5,
	})
	if err != nil {
		return nil, fmt.Errorf("S3: %w", err)
	}
	return client, nil
}
