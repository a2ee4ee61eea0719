package store

import (
	"context"
	"fmt"

	"patrimonio/internal/model"
)

// Settings returns the brand and preferences.
func (s *Store) Settings(ctx context.Context) (model.Settings, error) {
	var st model.Settings
	err := s.db.QueryRowContext(ctx, `SELECT company_name, company_document, logo_url, primary_color, secondary_color, language,
		currency, theme, notifications, email_notifications, require_two_factor_admins, pix_key_type, pix_key, pix_name, pix_city
		FROM settings WHERE id = 1`).
		Scan(&st.CompanyName, &st.CompanyDocument, &st.LogoURL, &st.PrimaryColor, &st.SecondaryColor, &st.Language, &st.Currency,
			&st.Theme, &st.Notifications, &st.EmailNotifications, &st.RequireTwoFactorForAdmins, &st.PixKeyType, &st.PixKey,
			&st.PixName, &st.PixCity)
	if err != nil {
		return model.Settings{}, fmt.Errorf("settings: %w", err)
	}
	return st, nil
}

// UpdateSettings stores the brand and preferences.
func (s *Store) UpdateSettings(ctx context.Context, st model.Settings) (model.Settings, error) {
	defer s.forgetSessions(ctx)
	_, err := s.db.ExecContext(ctx, `UPDATE settings SET company_name = ?, company_document = ?, logo_url = ?, primary_color = ?,
		secondary_color = ?, language = ?, currency = ?, theme = ?, notifications = ?, email_notifications = ?,
		require_two_factor_admins = ?, pix_key_type = ?, pix_key = ?, pix_name = ?, pix_city = ?, updated_at = ? WHERE id = 1`,
		st.CompanyName, st.CompanyDocument, st.LogoURL, st.PrimaryColor, st.SecondaryColor, st.Language, st.Currency, st.Theme,
		st.Notifications, st.EmailNotifications, st.RequireTwoFactorForAdmins, st.PixKeyType, st.PixKey, st.PixName, st.PixCity,
		s.Now())
	if err != nil {
		return model.Settings{}, fmt.Errorf("update settings: %w", err)
	}
	return s.Settings(ctx)
}
