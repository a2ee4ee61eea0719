package auth

import "testing"

func TestPasswordRoundTrip(t *testing.T) {
	hash, err := HashPassword("Senha-Forte-123")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := CheckPassword(hash, "Senha-Forte-123"); err != nil || !ok {
		t.Fatalf("right password refused: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(hash, "senha-forte-123"); ok {
		t.Fatal("wrong password accepted")
	}
	if _, err := CheckPassword("$2a$10$bcrypt", "x"); err == nil {
		t.Fatal("malformed hash accepted")
	}
	other, _ := HashPassword("Senha-Forte-123")
	if other == hash {
		t.Fatal("two hashes of one password are equal: salt not random")
	}
}

func TestTokens(t *testing.T) {
	a, _ := NewToken()
	b, _ := NewToken()
	if a == b || len(a) < 40 {
		t.Fatalf("tokens not random or too short: %q %q", a, b)
	}
	if TokenHash(a) == a || len(TokenHash(a)) != 64 || TokenHash(a) != TokenHash(a) {
		t.Fatal("token hash is not a stable SHA-256 hex")
	}
}
