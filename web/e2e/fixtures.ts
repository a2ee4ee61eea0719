/** The first admin the end-to-end server is started with. */
export const ADMIN_EMAIL = 'admin@exemplo.com.br'
export const ADMIN_PASSWORD = 'Admin-Senha-123'
