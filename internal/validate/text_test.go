package validate

import "testing"

type textInner struct {
	Description string `json:"description"`
	Name        string `json:"name"`
}

type textBody struct {
	textInner
	Notes    string            `json:"notes"`
	Password string            `json:"password"`
	Items    []textInner       `json:"items"`
	Extra    map[string]string `json:"extra"`
	Kind     *string           `json:"kind"`
}

func TestTextRefusesControlsAndNormalises(t *testing.T) {
	t.Parallel()
	kind := "cafe\u0301"
	b := textBody{textInner: textInner{Description: "linha\nlinha", Name: "Jose\u0301"}, Notes: "a\tb", Password: "x\x00",
		Items: []textInner{{Name: "ok"}, {Name: "a\x00"}}, Extra: map[string]string{"k": "v\x1b", "m": "Ame\u0301lia"}, Kind: &kind}
	e := Text(&b)
	want := Errors{"items.1.name": MsgControl, "extra.k": MsgControl}
	if len(e) != len(want) || e["items.1.name"] != MsgControl || e["extra.k"] != MsgControl {
		t.Fatalf("errors %v, want %v", e, want)
	}
	if b.Name != "Jos\u00e9" || *b.Kind != "caf\u00e9" || b.Extra["m"] != "Am\u00e9lia" || b.Password != "x\x00" {
		t.Fatalf("not normalised as expected: %+v %q", b, *b.Kind)
	}
	if e := Text(&textBody{textInner: textInner{Name: "a\nb"}}); e["name"] != MsgControl {
		t.Fatalf("line break in a one-line field: %v", e)
	}
}
