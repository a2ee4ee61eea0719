package files

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Categories of attachments (docs/product.md §3 Attachment).
var Categories = []string{"contrato", "escritura", "projeto_engenharia", "projeto_arquitetura", "outros"}

// DefaultCategory is given to a file sent without one.
const DefaultCategory = "outros"

// Policy limits one upload.
type Policy struct {
	MaxFiles   int
	MaxSize    int64
	ImagesOnly bool
	// Budget, when above zero, is the most bytes the files of one upload may add up to (what is left of a
	// quota); past it Receive fails with ErrOverBudget.
	Budget int64
}

// ErrOverBudget is an upload whose files add up to more than the policy's Budget.
var ErrOverBudget = errors.New("upload over budget")

// The two upload policies of docs/product.md §9.
var (
	Attachments = Policy{MaxFiles: 20, MaxSize: 10 << 20}
	SingleImage = Policy{MaxFiles: 1, MaxSize: 5 << 20, ImagesOnly: true}
)

// Stored describes a file kept by Receive.
type Stored struct {
	OriginalName string
	Filename     string
	Size         int64
	Mimetype     string
	Category     string
	Image        bool
}

// RejectError is an upload refused for a reason the person can fix; Message is in pt-BR.
type RejectError struct {
	Status  int
	Code    string
	Message string
}

func (e *RejectError) Error() string { return e.Message }

func reject(status int, code, format string, args ...any) *RejectError {
	return &RejectError{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

func (p Policy) acceptedFormats() string {
	if p.ImagesOnly {
		return "PNG, JPEG, GIF e WebP"
	}
	return "PNG, JPEG, GIF, WebP, PDF, DOC, DOCX e TXT"
}

// Receive reads a multipart form: parts named "files" are files, parts named "categories" give each file its
// category in order (one value per file, or one JSON array). Each file is size-checked while read, recognised
// by its content, given a random name and saved; together they may not pass the Budget. It is all or nothing:
// on any refusal or failure the files already saved by this call are deleted.
func (p Policy) Receive(ctx context.Context, mr *multipart.Reader, store Storage) (stored []Stored, err error) {
	defer func() {
		if err != nil {
			for _, s := range stored {
				_ = store.Delete(context.WithoutCancel(ctx), s.Filename)
			}
			stored = nil
		}
	}()
	var categories []string
	var total int64
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return stored, err
			}
			return stored, reject(http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
		}
		switch part.FormName() {
		case "categories":
			values, err := readCategories(part)
			if err != nil {
				return stored, err
			}
			categories = append(categories, values...)
		case "files":
			if len(stored) >= p.MaxFiles {
				return stored, p.tooMany()
			}
			s, err := p.receiveOne(ctx, part, store, total)
			if err != nil {
				return stored, err
			}
			stored = append(stored, s)
			total += s.Size
		}
		part.Close()
	}
	if len(stored) == 0 {
		return stored, reject(http.StatusBadRequest, "no_files", "Nenhum arquivo enviado.")
	}
	for i := range stored {
		stored[i].Category = DefaultCategory
		if i < len(categories) && categories[i] != "" {
			stored[i].Category = categories[i]
		}
	}
	return stored, nil
}

func (p Policy) tooMany() *RejectError {
	if p.MaxFiles == 1 {
		return reject(http.StatusRequestEntityTooLarge, "too_many_files", "Envie apenas 1 imagem.")
	}
	return reject(http.StatusRequestEntityTooLarge, "too_many_files",
		"Você pode enviar no máximo %d arquivos. Remova alguns arquivos antes de adicionar outros.", p.MaxFiles)
}

func (p Policy) receiveOne(ctx context.Context, part *multipart.Part, store Storage, before int64) (Stored, error) {
	name := CleanName(part.FileName())
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(part, p.MaxSize+1))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return Stored{}, err
		}
		return Stored{}, reject(http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
	}
	if n > p.MaxSize {
		return Stored{}, reject(http.StatusRequestEntityTooLarge, "file_too_large",
			"O arquivo \"%s\" excede o limite de %d MB.", name, p.MaxSize>>20)
	}
	if p.Budget > 0 && before+n > p.Budget {
		return Stored{}, ErrOverBudget
	}
	kind, ok := Sniff(buf.Bytes(), name)
	if !ok || (p.ImagesOnly && !kind.Image) {
		return Stored{}, reject(http.StatusUnsupportedMediaType, "unsupported_type",
			"O arquivo \"%s\" tem um formato não suportado. Formatos aceitos: %s.", name, p.acceptedFormats())
	}
	random := make([]byte, 16)
	if _, err := rand.Read(random); err != nil {
		return Stored{}, fmt.Errorf("file name: %w", err)
	}
	stored := hex.EncodeToString(random) + kind.Extension
	if err := store.Save(ctx, stored, bytes.NewReader(buf.Bytes()), n); err != nil {
		return Stored{}, err
	}
	return Stored{OriginalName: name, Filename: stored, Size: n, Mimetype: kind.Mimetype, Image: kind.Image}, nil
}

// readCategories reads one "categories" value: a category, or a JSON array of them.
func readCategories(part *multipart.Part) ([]string, error) {
	raw, err := io.ReadAll(io.LimitReader(part, 4096))
	if err != nil {
		return nil, reject(http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
	}
	text := strings.TrimSpace(string(raw))
	values := []string{text}
	if strings.HasPrefix(text, "[") {
		if err := json.Unmarshal(raw, &values); err != nil {
			return nil, reject(http.StatusBadRequest, "invalid_category", "Categoria de anexo inválida: \"%s\".", text)
		}
	}
	for i, v := range values {
		v = strings.TrimSpace(v)
		if v == "" {
			v = DefaultCategory
		}
		if !validCategory(v) {
			return nil, reject(http.StatusBadRequest, "invalid_category", "Categoria de anexo inválida: \"%s\".", v)
		}
		values[i] = v
	}
	return values, nil
}

func validCategory(c string) bool {
	for _, known := range Categories {
		if c == known {
			return true
		}
	}
	return false
}

// CleanName keeps the base name the client sent, without path parts or control characters, at most 255
// characters.
func CleanName(name string) string {
	name = path.Base(strings.ReplaceAll(name, "\\", "/"))
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, name)
	if name == "." || name == "/" || name == "" {
		name = "arquivo"
	}
	for utf8.RuneCountInString(name) > 255 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return name
}
