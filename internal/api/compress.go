package api

import (
	"compress/gzip"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// minCompressSize is the smallest JSON answer that is gzipped: below 1 KB the saving is a few hundred bytes at
// most, less than the work (docs/decisions.md, "Compression, first-run messages and file names").
const minCompressSize = 1 << 10

// gzipWriters are reused: a gzip.Writer holds about 800 KB of tables.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(nil) }}

// withCompression gzips the API's JSON answers of minCompressSize bytes or more for requests whose
// Accept-Encoding takes gzip, and marks every JSON answer Vary: Accept-Encoding. Nothing else is touched: the
// downloads (PDF, XLSX, images) are compressed already or go as they are, and the web app's files come
// precompressed from the build (internal/webui).
func withCompression(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isAPIPath(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		cw := &compressWriter{ResponseWriter: w, accepts: acceptsGzip(r.Header.Get("Accept-Encoding"))}
		next.ServeHTTP(cw, r)
		cw.finish() // not deferred: after a panic, withBasics answers 500 in place of what is held
	})
}

// compressWriter holds a JSON answer's status and first bytes until it knows whether the answer reaches
// minCompressSize, then sends it gzipped or as it is.
type compressWriter struct {
	http.ResponseWriter
	accepts bool
	state   int // one of the writer states below
	status  int
	held    []byte
	zw      *gzip.Writer
}

// The states of a compressWriter.
const (
	undecided = iota // no status yet
	holding          // a JSON status held, its body gathered
	plain            // passing through
	gzipped          // the header is out with Content-Encoding: gzip, the body goes through zw
)

func (c *compressWriter) WriteHeader(status int) {
	if c.state != undecided {
		if c.state != holding {
			c.ResponseWriter.WriteHeader(status) // let net/http report the superfluous call
		}
		return
	}
	h := c.ResponseWriter.Header()
	media, _, _ := mime.ParseMediaType(h.Get("Content-Type"))
	isJSON := media == "application/json" && status >= http.StatusOK && status != http.StatusNoContent &&
		status != http.StatusNotModified && h.Get("Content-Encoding") == ""
	if isJSON {
		h.Add("Vary", "Accept-Encoding")
	}
	if !isJSON || !c.accepts {
		c.state = plain
		c.ResponseWriter.WriteHeader(status)
		return
	}
	c.state, c.status = holding, status
}

func (c *compressWriter) Write(b []byte) (int, error) {
	if c.state == undecided {
		c.WriteHeader(http.StatusOK)
	}
	switch c.state {
	case holding:
		c.held = append(c.held, b...)
		if len(c.held) >= minCompressSize {
			if err := c.startGzip(); err != nil {
				return 0, err
			}
		}
		return len(b), nil
	case gzipped:
		return c.zw.Write(b)
	default:
		return c.ResponseWriter.Write(b)
	}
}

// startGzip sends the held status with Content-Encoding: gzip and the held bytes into the compressor.
func (c *compressWriter) startGzip() error {
	h := c.ResponseWriter.Header()
	h.Set("Content-Encoding", "gzip")
	h.Del("Content-Length")
	c.ResponseWriter.WriteHeader(c.status)
	c.zw = gzipWriters.Get().(*gzip.Writer)
	c.zw.Reset(c.ResponseWriter)
	c.state = gzipped
	held := c.held
	c.held = nil
	_, err := c.zw.Write(held)
	return err
}

// sendHeld sends the held status and bytes as they are: the answer stayed under minCompressSize.
func (c *compressWriter) sendHeld() {
	c.state = plain
	c.ResponseWriter.WriteHeader(c.status)
	if len(c.held) > 0 {
		_, _ = c.ResponseWriter.Write(c.held)
	}
	c.held = nil
}

// finish ends the answer once the handler has returned.
func (c *compressWriter) finish() {
	switch c.state {
	case holding:
		c.sendHeld()
	case gzipped:
		_ = c.zw.Close() // a write error here is the client gone; the access log has the status
		c.zw.Reset(nil)
		gzipWriters.Put(c.zw)
		c.zw = nil
	}
}

// Flush sends what is held: gzipped when some of the body is there, as it is otherwise.
func (c *compressWriter) Flush() {
	if c.state == holding {
		if len(c.held) > 0 {
			_ = c.startGzip()
		} else {
			c.sendHeld()
		}
	}
	if c.state == gzipped {
		_ = c.zw.Flush()
	}
	_ = http.NewResponseController(c.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the connection (the long transfers extend its deadlines).
func (c *compressWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// acceptsGzip reports whether an Accept-Encoding header takes gzip: named (or as x-gzip) with a q-value above 0,
// or not named and "*" above 0 (RFC 9110 §12.5.3). internal/webui reads the header the same way.
func acceptsGzip(header string) bool {
	named, star := -1.0, -1.0
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		weight := 1.0
		for p := range strings.SplitSeq(params, ";") {
			if k, v, ok := strings.Cut(p, "="); ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				weight = f
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "gzip", "x-gzip":
			named = weight
		case "*":
			star = weight
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}
