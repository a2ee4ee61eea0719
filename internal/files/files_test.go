package files

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"io/fs"
	"mime/multipart"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/files/miniotest"
)

var ctx = context.Background()

func pngFile(t *testing.T) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func docxFile(t *testing.T) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "word/document.xml"} {
		w, _ := zw.Create(name)
		w.Write([]byte("<xml/>"))
	}
	zw.Close()
	return buf.Bytes()
}

type part struct {
	field, name string
	content     []byte
}

func form(t *testing.T, parts ...part) *multipart.Reader {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, p := range parts {
		var w io.Writer
		if p.name == "" {
			w, _ = mw.CreateFormField(p.field)
		} else {
			w, _ = mw.CreateFormFile(p.field, p.name)
		}
		w.Write(p.content)
	}
	mw.Close()
	return multipart.NewReader(&buf, mw.Boundary())
}

func TestMain(m *testing.M) { os.Exit(miniotest.Run(m)) }

// eachStorage runs test on a fresh Disk and, in a subtest of its own, on a fresh Bucket of a real MinIO server.
func eachStorage(t *testing.T, test func(t *testing.T, s Storage)) {
	t.Run("disk", func(t *testing.T) {
		t.Parallel()
		d, err := NewDisk(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		test(t, d)
	})
	t.Run("s3", func(t *testing.T) {
		t.Parallel()
		test(t, newBucket(t))
	})
}

func newBucket(t *testing.T) *Bucket {
	t.Helper()
	mb := miniotest.NewBucket(t)
	b, err := NewBucket(ctx, BucketConfig{Endpoint: mb.Endpoint, Bucket: mb.Name, AccessKey: mb.AccessKey, SecretKey: mb.SecretKey, PathStyle: true}, UploadsPrefix)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// entries lists what the storage holds.
func entries(t *testing.T, s Storage) []string {
	t.Helper()
	names, err := s.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func TestSniff(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		content []byte
		want    string // mimetype, "" for refused
	}{
		{"a.png", pngFile(t), "image/png"},
		{"a.pdf", []byte("%PDF-1.7\n..."), "application/pdf"},
		{"a.docx", docxFile(t), kindDOCX.Mimetype},
		{"a.doc", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 100)...), "application/msword"},
		{"leia.txt", []byte("Matrícula 12.345 — cartório\n"), "text/plain; charset=utf-8"},
		{"leia.pdf", []byte("Matrícula 12.345"), ""},
		{"bin.txt", []byte("abc\x00def"), ""},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`), ""},
		{"a.zip", func() []byte {
			var b bytes.Buffer
			zw := zip.NewWriter(&b)
			zw.Create("x")
			zw.Close()
			return b.Bytes()
		}(), ""},
		{"a.pdf", []byte("MZ\x90\x00"), ""},
	}
	for _, c := range cases {
		kind, ok := Sniff(c.content, c.name)
		if (c.want == "") == ok || (ok && kind.Mimetype != c.want) {
			t.Errorf("%s: %v %q, want %q", c.name, ok, kind.Mimetype, c.want)
		}
	}
}

func TestReceiveStoresAllOrNothing(t *testing.T) {
	t.Parallel()
	eachStorage(t, testReceiveStoresAllOrNothing)
}

func testReceiveStoresAllOrNothing(t *testing.T, d Storage) {
	stored, err := Attachments.Receive(ctx, form(t,
		part{"files", "fachada.png", pngFile(t)},
		part{"files", `..\..\planta "final".docx`, docxFile(t)},
		part{"categories", "", []byte("escritura")},
		part{"categories", "", []byte("projeto_arquitetura")},
	), d)
	if err != nil {
		t.Fatal(err)
	}
	if len(stored) != 2 || stored[0].Category != "escritura" || stored[1].Category != "projeto_arquitetura" ||
		stored[1].OriginalName != `planta "final".docx` || !stored[0].Image || stored[1].Image {
		t.Fatalf("stored %+v", stored)
	}
	if len(entries(t, d)) != 2 || !strings.HasSuffix(stored[0].Filename, ".png") || len(stored[0].Filename) != 36 {
		t.Fatalf("on disk: %v", entries(t, d))
	}
	f, err := d.Open(ctx, stored[0].Filename)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()

	_, err = Attachments.Receive(ctx, form(t, part{"files", "ok.png", pngFile(t)}, part{"files", "x.pdf", []byte("MZ")}), d)
	var rej *RejectError
	if !errors.As(err, &rej) || rej.Status != 415 {
		t.Fatalf("bad second file: %v", err)
	}
	if got := entries(t, d); len(got) != 2 {
		t.Fatalf("a refused batch left files: %v", got)
	}
	_, err = Attachments.Receive(ctx, form(t, part{"files", "ok.png", pngFile(t)}, part{"categories", "", []byte(`["segredo"]`)}), d)
	if !errors.As(err, &rej) || rej.Code != "invalid_category" || len(entries(t, d)) != 2 {
		t.Fatalf("bad category: %v %v", err, entries(t, d))
	}
}

func TestReceiveLimits(t *testing.T) {
	t.Parallel()
	eachStorage(t, testReceiveLimits)
}

func testReceiveLimits(t *testing.T, d Storage) {
	big := append(pngFile(t), make([]byte, 6<<20)...)
	var rej *RejectError
	if _, err := SingleImage.Receive(ctx, form(t, part{"files", "eu.png", big}), d); !errors.As(err, &rej) || rej.Message != `O arquivo "eu.png" excede o limite de 5 MB.` {
		t.Fatalf("6 MB avatar: %v", err)
	}
	if _, err := SingleImage.Receive(ctx, form(t, part{"files", "a.png", pngFile(t)}, part{"files", "b.png", pngFile(t)}), d); !errors.As(err, &rej) || rej.Message != "Envie apenas 1 imagem." {
		t.Fatalf("two avatars: %v", err)
	}
	if _, err := SingleImage.Receive(ctx, form(t, part{"files", "a.pdf", []byte("%PDF-1.4")}), d); !errors.As(err, &rej) ||
		rej.Message != `O arquivo "a.pdf" tem um formato não suportado. Formatos aceitos: PNG, JPEG, GIF e WebP.` {
		t.Fatalf("pdf avatar: %v", err)
	}
	if _, err := Attachments.Receive(ctx, form(t, part{"other", "", []byte("x")}), d); !errors.As(err, &rej) || rej.Message != "Nenhum arquivo enviado." {
		t.Fatalf("no file: %v", err)
	}
	if got := entries(t, d); len(got) != 0 {
		t.Fatalf("refusals left files: %v", got)
	}
}

func TestStorageNames(t *testing.T) {
	t.Parallel()
	eachStorage(t, testStorageNames)
}

func testStorageNames(t *testing.T, d Storage) {
	for _, bad := range []string{"../x", "a/b.png", "ABC.png", ".upload-1", ""} {
		if err := d.Save(ctx, bad, strings.NewReader("x"), 1); err == nil {
			t.Errorf("saved %q", bad)
		}
	}
	if _, err := d.Open(ctx, "0123456789abcdef0123456789abcdef.png"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing file: %v", err)
	}
	if err := d.Delete(ctx, "0123456789abcdef0123456789abcdef.png"); err != nil {
		t.Fatalf("delete missing: %v", err)
	}
	if got := entries(t, d); len(got) != 0 {
		t.Fatalf("temporary files left: %v", got)
	}
}

func TestStorageRoundTrip(t *testing.T) {
	t.Parallel()
	eachStorage(t, testStorageRoundTrip)
}

func testStorageRoundTrip(t *testing.T, s Storage) {
	if err := s.Check(ctx); err != nil {
		t.Fatalf("check: %v", err)
	}
	content := bytes.Repeat([]byte("0123456789"), 1000) // 10 000 bytes
	names := []string{"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png"}
	for _, name := range names {
		if err := s.Save(ctx, name, bytes.NewReader(content), int64(len(content))); err != nil {
			t.Fatalf("save %s: %v", name, err)
		}
	}
	if got := entries(t, s); strings.Join(got, ",") != names[1]+","+names[0] {
		t.Fatalf("listed %v (the check's probe must not stay, names sorted)", got)
	}
	f, err := s.Open(ctx, names[0])
	if err != nil {
		t.Fatal(err)
	}
	size, err := f.Seek(0, io.SeekEnd)
	if err != nil || size != int64(len(content)) {
		t.Fatalf("size %d %v", size, err)
	}
	if _, err := f.Seek(4995, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	part := make([]byte, 10)
	if _, err := io.ReadFull(f, part); err != nil || string(part) != "5678901234" {
		t.Fatalf("range read %q %v", part, err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	whole, err := io.ReadAll(f)
	if err != nil || !bytes.Equal(whole, content) {
		t.Fatalf("read %d bytes %v", len(whole), err)
	}
	f.Close()

	// A reader that ends before the announced size stores nothing under the name.
	short := "cccccccccccccccccccccccccccccccc.txt"
	if err := s.Save(ctx, short, bytes.NewReader(content[:100]), 200); err == nil {
		t.Fatal("a short file was saved")
	}
	if _, err := s.Open(ctx, short); !errors.Is(err, ErrNotFound) {
		t.Fatalf("short file: %v", err)
	}

	if err := s.Delete(ctx, names[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, names[0]); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted file: %v", err)
	}
	if err := s.Delete(ctx, names[0]); err != nil {
		t.Fatalf("delete twice: %v", err)
	}
	if got := entries(t, s); len(got) != 1 || got[0] != names[1] {
		t.Fatalf("after delete: %v", got)
	}
}

// TestBucketAtStart: a missing bucket and wrong keys stop the server at start, saying which.
func TestBucketAtStart(t *testing.T) {
	t.Parallel()
	mb := miniotest.NewBucket(t)
	c := BucketConfig{Endpoint: mb.Endpoint, Bucket: mb.Name, AccessKey: mb.AccessKey, SecretKey: mb.SecretKey, PathStyle: true}
	if _, err := NewBucket(ctx, c, UploadsPrefix); err != nil {
		t.Fatal(err)
	}
	missing := c
	missing.Bucket = "nao-existe"
	if _, err := NewBucket(ctx, missing, UploadsPrefix); err == nil || !strings.Contains(err.Error(), `S3: o bucket "nao-existe" não existe em `+mb.Endpoint) {
		t.Fatalf("missing bucket: %v", err)
	}
	wrong := c
	wrong.SecretKey = "outra-chave-errada"
	if _, err := NewBucket(ctx, wrong, UploadsPrefix); err == nil || !strings.Contains(err.Error(), "não respondeu") {
		t.Fatalf("wrong key: %v", err)
	}
}

// TestDiskOlder: the files written before a time are listed, and what a Save interrupted by a crash left before it
// is removed, while a Save still writing is not touched.
func TestDiskOlder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	disk, err := NewDisk(dir)
	if err != nil {
		t.Fatal(err)
	}
	name := strings.Repeat("a", 32) + ".pdf"
	if err := disk.Save(context.Background(), name, strings.NewReader("x"), 1); err != nil {
		t.Fatal(err)
	}
	abandoned, writing := filepath.Join(dir, ".upload-1"), filepath.Join(dir, ".upload-2")
	for _, p := range []string{abandoned, writing} {
		if err := os.WriteFile(p, []byte("meio"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	twoDaysAgo := time.Now().Add(-48 * time.Hour)
	if err := os.Chtimes(abandoned, twoDaysAgo, twoDaysAgo); err != nil {
		t.Fatal(err)
	}
	older, err := disk.Older(context.Background(), time.Now().Add(-time.Hour))
	if err != nil || len(older) != 0 {
		t.Fatalf("older than an hour ago: %v %v", older, err)
	}
	if _, err := os.Stat(abandoned); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the abandoned save is still there: %v", err)
	}
	if _, err := os.Stat(writing); err != nil {
		t.Fatalf("the save being written was removed: %v", err)
	}
	if older, err := disk.Older(context.Background(), time.Now().Add(time.Hour)); err != nil || !slices.Equal(older, []string{name}) {
		t.Fatalf("older than in an hour: %v %v", older, err)
	}
}
