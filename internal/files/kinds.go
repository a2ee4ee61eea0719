package files

import (
	"archive/zip"
	"bytes"
	"net/http"
	"strings"
	"unicode/utf8"
)

// Kind is an accepted file type, recognised from the content.
type Kind struct {
	Name      string // as people know it: PNG, PDF…
	Mimetype  string
	Extension string
	Image     bool
}

var (
	kindPNG  = Kind{"PNG", "image/png", ".png", true}
	kindJPEG = Kind{"JPEG", "image/jpeg", ".jpg", true}
	kindGIF  = Kind{"GIF", "image/gif", ".gif", true}
	kindWebP = Kind{"WebP", "image/webp", ".webp", true}
	kindPDF  = Kind{"PDF", "application/pdf", ".pdf", false}
	kindDOC  = Kind{"DOC", "application/msword", ".doc", false}
	kindDOCX = Kind{"DOCX", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ".docx", false}
	kindTXT  = Kind{"TXT", "text/plain; charset=utf-8", ".txt", false}
)

var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// Sniff recognises the content of a whole file. The client's file name counts only to tell a .txt file (any
// text would pass as one) and a .doc from other OLE files. SVG is never accepted: it can carry scripts.
func Sniff(content []byte, clientName string) (Kind, bool) {
	lower := strings.ToLower(clientName)
	switch http.DetectContentType(content) {
	case "image/png":
		return kindPNG, true
	case "image/jpeg":
		return kindJPEG, true
	case "image/gif":
		return kindGIF, true
	case "image/webp":
		return kindWebP, true
	case "application/pdf":
		return kindPDF, true
	case "application/zip":
		if isDOCX(content) {
			return kindDOCX, true
		}
		return Kind{}, false
	}
	if bytes.HasPrefix(content, oleMagic) && strings.HasSuffix(lower, ".doc") {
		return kindDOC, true
	}
	if strings.HasSuffix(lower, ".txt") && isPlainText(content) {
		return kindTXT, true
	}
	return Kind{}, false
}

func isDOCX(content []byte) bool {
	zr, err := zip.NewReader(bytes.NewReader(content), int64(len(content)))
	if err != nil {
		return false
	}
	var document, types bool
	for _, f := range zr.File {
		switch f.Name {
		case "word/document.xml":
			document = true
		case "[Content_Types].xml":
			types = true
		}
	}
	return document && types
}

// isPlainText accepts UTF-8 text without NUL or control characters other than tab, line breaks and form feed.
func isPlainText(content []byte) bool {
	if !utf8.Valid(content) {
		return false
	}
	for _, b := range content {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' {
			return false
		}
		if b == 0x7F {
			return false
		}
	}
	return true
}
