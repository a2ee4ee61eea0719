/** The first admin the end-to-end server is started with. */
export const ADMIN_EMAIL = 'admin@exemplo.com.br'
export const ADMIN_PASSWORD = 'Admin-Senha-123'

/** The main end-to-end server's port; the demo server (started after `patrimonio demo`) listens on the next one. */
export const E2E_PORT = Number(process.env.PATRIMONIO_E2E_PORT ?? '18931')
/** The demo server's address, for specs that need its data: `test.use({ baseURL: DEMO_BASE_URL })`. */
export const DEMO_BASE_URL = `http://127.0.0.1:${E2E_PORT + 1}`

/**
 * Mailpit, the SMTP server the main end-to-end server sends its e-mails to (started by playwright.config.ts when it is
 * installed: `make mailpit`): SMTP on the port after the demo server's, its API on the next one.
 */
export const MAILPIT_SMTP_PORT = E2E_PORT + 2
export const MAILPIT_API = `http://127.0.0.1:${E2E_PORT + 3}`

/**
 * A second demo server on the port after Mailpit's, for e2e/every-screen.spec.ts alone: that spec runs beside the
 * others (two workers), and the records it adds must not move the figures the other demo specs read.
 */
export const SCREENS_BASE_URL = `http://127.0.0.1:${E2E_PORT + 4}`
