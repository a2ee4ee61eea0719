/**
 * The API's types, generated from docs/openapi.yaml by openapi-typescript (`make generate`). Do not edit: change
 * the document and regenerate; src/lib/api-schema.test.ts fails when this file and the document disagree.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server and its database answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            status: "ok";
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                /** @description database unreachable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            status: "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe, the process serves requests
         * @description Always 200 while the process answers; it does not look at the database (that is /health/ready).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            status: "ok";
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe, the database answers, every migration is applied and the file storage takes writes
         * @description 200 when the three checks are ok, 503 otherwise; each check says `ok`, `unavailable`, or for migrations `pending` (the database lacks migrations of this binary: another instance is migrating, or `patrimonio migrate` has not run). Each check has 2 seconds.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
                400: components["responses"]["BadRequest"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                /** @description not ready */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in the Prometheus text format (outside /api)
         * @description Open only with `Authorization: Bearer <PATRIMONIO_METRICS_TOKEN>`. Without that variable the route is off and answers 404; a missing or wrong token answers 401 `invalid_token` with `WWW-Authenticate: Bearer`. An address that sent 10 wrong tokens in ten minutes is answered 429 `rate_limited`, whatever its token, until the window ends. Families: patrimonio_http_requests_total{route,status}, patrimonio_http_request_duration_seconds{route} (route is the route pattern, `web` for the web app, `unmatched` for no route), patrimonio_sign_in_failures_total{route}, patrimonio_login_limiter_refusals_total{route}, patrimonio_db_connections{state}, patrimonio_db_waits_total, patrimonio_db_wait_seconds_total, patrimonio_job_runs_total{job,result} (jobs backup, upload_sweep, prune, mail), patrimonio_job_duration_seconds{job}, patrimonio_job_last_success_timestamp_seconds{job}, patrimonio_go_goroutines, patrimonio_go_heap_bytes.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the metrics, text exposition format 0.0.4 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain; version=0.0.4; charset=utf-8": string;
                    };
                };
                400: components["responses"]["BadRequest"];
                /** @description missing or wrong token (invalid_token) */
                401: {
                    headers: {
                        "WWW-Authenticate": "Bearer realm=\"metrics\"";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description 10 wrong tokens from this address in the window (rate_limited); Retry-After in seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        /** @description for a user with two-factor on: the 6-digit app code, or an unused recovery code (xxxxx-xxxxx; case, spaces and dashes ignored). Ignored for other users. */
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                /**
                 * @description code `invalid_credentials`: 'Email ou senha incorretos.' — the same for an unknown email, a wrong password
                 *     and an inactive user. Only when the password is right and the user has two-factor on: code `totp_required`
                 *     ('Digite o código de verificação do seu aplicativo autenticador.') when no code was sent, and code
                 *     `invalid_totp` ('Código de verificação incorreto ou já usado.') for a wrong code, an app code already used
                 *     (its 30-second step or an earlier one) or a spent recovery code; `invalid_totp` counts as a login failure.
                 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["LoginLimited"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Busy"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link by e-mail ('Esqueci minha senha')
         * @description For an active user with this email, stores a single-use token valid for one hour (only its SHA-256 is kept) and queues an e-mail with the link PATRIMONIO_PUBLIC_URL/reset-password?token=…; the mail job sends it. The new link ends the person's earlier unused ones; at most three an hour per account (past them nothing is sent, the answer the same). The answer is the same 202 whatever the address (unknown, inactive or known), in about the same time. Every request counts in the login limiter (LoginLimited: 5 per email and address, 20 per address, in 15 minutes; 'Muitos pedidos de redefinição de senha. Tente novamente em alguns minutos.').
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description accepted, the same for every address: 'Se este email for de um usuário ativo, enviamos um link para redefinir a senha. Ele vale por 1 hora: confira a caixa de entrada e o spam.' */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                /** @description code mail_not_configured: the server has no SMTP server; 'O envio de e-mails não está configurado neste servidor. Peça a um administrador que defina uma nova senha para você.' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description validation failed: email blank ('Email é obrigatório') or not an address ('Email inválido') */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["LoginLimited"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset link
         * @description The token works once and for one hour. The password becomes the user's, the token is spent, and every session of the user ends (two-factor sign-in, when on, is still asked at the next sign-in).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        /** @description 8 to 128 characters */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description the password is set; sign in with it */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description malformed request (BadRequest's codes), or code invalid_reset_token: a token unknown, already used, expired or of a user no longer active — 'Este link de redefinição de senha é inválido, já foi usado ou expirou. Peça outro em 'Esqueci minha senha'.' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description validation failed: password shorter than 8 ('A senha deve ter pelo menos 8 caracteres') or longer than 128 characters; token blank */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Busy"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session (the token stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Me"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up two-factor sign-in (TOTP, RFC 6238; SHA-1, 6 digits, 30 s) for oneself
         * @description Makes a new secret, pending until confirmed by /auth/totp/enable; a second call replaces a pending one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the secret for the authenticator app */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description base32, to type by hand */
                                secret: string;
                                /** @description otpauth://totp/<issuer>:<email>?secret=…&issuer=… (issuer: the company name) */
                                otpauthUrl: string;
                                /** @description the otpauth URL as a QR code: data:image/png;base64,… */
                                qrCode: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                /** @description code totp_already_enabled: two-factor is already on */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the set-up with a code from the app; turns two-factor on and returns ten recovery codes, once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the app's current 6-digit code */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description two-factor is on; the recovery codes are shown only now (the server keeps their hashes) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recoveryCodes: string[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                /** @description code totp_not_pending: no set-up in progress (none started, or already on) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                /** @description not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description code missing or wrong ('Código incorreto. Confira o código no aplicativo e tente de novo.') */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn two-factor sign-in off for oneself, with the current password or a code (app or recovery) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password?: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description two-factor is off; the secret and the recovery codes are deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description code totp_not_enabled (two-factor is not on), or two_factor_required (an admin while the settings require it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                /** @description not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description neither sent, 'Senha atual incorreta', or 'Código incorreto ou já usado' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description wrong passwords or codes here count as login failures of the account and the address (same limits as sign-in); Retry-After in seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own live sessions, the most recently used first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data?: components["schemas"]["Session"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        /** End all of one's sessions but the current one */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data?: {
                                /** @description how many sessions were ended */
                                ended?: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of one's own sessions (its token stops working) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description no such session of one's own — someone else's session answers the same */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brand and preferences (public; the login screen needs them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Settings"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
            };
        };
        /** Save brand and preferences (whitelabel.update); fields left out keep their value */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Settings"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description validation failed; requireTwoFactorForAdmins switched on by an admin without two-factor: 'Ative a verificação em duas etapas no seu perfil antes de exigi-la dos administradores'; emailNotifications switched on without an SMTP server (emailConfigured false): 'O envio de e-mails não está configurado neste servidor: as notificações por e-mail ficam desligadas até quem cuida da instalação configurar um servidor de e-mail.' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The whole of the data as one ZIP (settings.update, administrators), confirmed by the admin's password and, when two-factor sign-in is on, a code
         * @description `Content-Disposition: attachment; filename="patrimonio-2026-11-27.zip"`. Streamed as written, from one snapshot of the database: `tabelas/TABELA.csv` (one per table, a header of its columns, `\N` for NULL), `arquivos/NOME` (the uploads), `planilhas/*.csv` (the records as their imports read them, a formula-like cell written as text) and `manifesto.json` (format, schema version, rows and SHA-256 of every part). No secret of the sign-in: `users.password_hash` is empty and the two-factor secrets and recovery codes are left out, so after a restore an administrator sets a password with `patrimonio user password`. `patrimonio import-all` restores it into an empty database, SQLite or PostgreSQL. A failure half way aborts the connection instead of ending a cut file. Wrong passwords and codes count in the sign-in limiter under the admin's account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password?: string;
                        /** @description an app code or a recovery code, when two-factor sign-in is on */
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description the archive */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": unknown;
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description password: 'Senha atual é obrigatória', 'Senha atual incorreta'; code: 'Digite o código de verificação do seu aplicativo autenticador.', 'Código incorreto ou já usado' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["LoginLimited"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest committed or undone imports of a kind, the newest first (at most 20; the kind's permission), so that one can be undone later */
        get: {
            parameters: {
                query: {
                    kind: "assets" | "vehicles" | "debts" | "accounts" | "indices";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the imports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                kind: string;
                                fileName: string;
                                /** @enum {string} */
                                status: "committed" | "undone";
                                rows: number;
                                createdBy: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                committedAt: string | null;
                                /** Format: date-time */
                                undoneAt: string | null;
                                /** @description committed, and the caller read it or is an administrator */
                                canUndo: boolean;
                            }[];
                        };
                    };
                };
                /** @description a sort: the list has one order only ('Esta lista tem uma ordem só: retire o parâmetro sort.') */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description kind: 'Tipo de importação inválido: …' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /**
         * Read a spreadsheet of assets, vehicles, debts, accounts or index values for import (the permission that creates the kind by hand — assets.create for assets and vehicles, debts.create, accounts.create, indices.update); nothing is created until the batch is committed
         * @description Multipart: `kind` (`assets`, `vehicles`, `debts`, `accounts` or `indices`), `file` (CSV with ';' or ',', UTF-8 with or without BOM or
         *     Windows-1252, amounts like 'R$ 1.234,56', days dd/mm/aaaa; or XLSX, its first sheet; at most 10 MB and 20 000
         *     rows) and optionally `mapping`, a JSON object of field → column name (else each field reads the column named
         *     like it — assets: Descrição, Tipo, Valor de aquisição, Valor atual, Data de aquisição, Endereço, Observações;
         *     vehicles: Marca, Modelo, Ano, Placa, Cor, Preço de compra, Preço de venda, Data de compra, RENAVAM, Chassi,
         *     Quilometragem, Observações; debts: Credor, CPF/CNPJ do credor, Descrição, Valor original, Saldo atual, Juros (% a.m.),
         *     Vencimento, Situação, Categoria, Forma de pagamento, Parcelas, Parcela atual, Data do contrato; accounts: Nome, Tipo,
         *     Banco, Agência, Número da conta, Saldo inicial, Data do saldo inicial; indices: Índice, Mês (mm/aaaa), Variação (%)
         *     — or a usual synonym, accents and case aside). Every row is checked with its form's rules and messages (a
         *     vehicle's plate also against the sheet's other rows and the unsold vehicles; an index's month against the
         *     sheet's other rows); a committed indices batch replaces the months' values and keeps the earlier ones for the undo;
         *     `errors` lists each problem with the sheet's row number, the field, its column and the message;
         *     `preview` shows up to 20 rows as they will be stored. The batch stays pending for an hour; a person keeps their latest two.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        kind: "assets" | "vehicles" | "debts" | "accounts" | "indices";
                        /** Format: binary */
                        file: string;
                        /** @description JSON: {"description": "Bem", "acquisitionValue": "Compra", …} */
                        mapping?: string;
                        /**
                         * @description the other side of every row's money (not for indices, required for the others): what the kind's form offers under 'Sem dinheiro em conta' — assets and vehicles contribution, opening, adjustment; debts opening, expense, adjustment; accounts opening, contribution, adjustment. 'opening' only for rows on or before the books' opening date (the row's error otherwise)
                         * @enum {string}
                         */
                        counterpart?: "contribution" | "opening" | "adjustment" | "expense";
                        /** @description the reason of an adjustment (required with it, at most 500 characters) */
                        counterpartReason?: string;
                    };
                };
            };
            responses: {
                /** @description read and kept */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ImportBatch"];
                        };
                    };
                };
                /** @description a malformed form (malformed_multipart) */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description 'Planilha muito grande: no máximo 10 MB.'; an XLSX whose parts declare more than 64 MB unzipped, refused before any is unzipped (unzipped_too_large): 'Planilha XLSX grande demais ao descompactar: no máximo 64 MB de conteúdo.' */
                413: components["responses"]["TooLarge"];
                /** @description kind: 'Tipo de importação inválido: use assets (ativos), vehicles (veículos), debts (dívidas), accounts (contas) ou indices (índices)'; file: no file, 'Formato não reconhecido: envie um arquivo CSV ou XLSX.', 'A planilha está vazia: a primeira linha deve ter os nomes das colunas.', more than 20 000 rows ('Planilha com linhas demais: no máximo 20.000 por importação.', reading stops at the first one past them), more than 200 columns filled in a line or 16 384 in a CSV record ('Planilha com colunas demais: no máximo 200.'); mapping: a field or a column it does not know; counterpart: 'Escolha a contrapartida das linhas importadas', 'Contrapartida inválida para este lançamento'; counterpartReason: 'Informe o motivo do ajuste' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                /** @description two sheets are being read already (sheets_busy, Retry-After 5): 'Outras planilhas estão sendo lidas agora: tente de novo em alguns segundos.'; 50 sheets read wait to be imported (imports_busy, Retry-After): 'Muitas planilhas lidas aguardam a importação: tente de novo em alguns minutos.' A sheet read waits an hour; a person keeps their latest two (an older one is gone: 404 on commit) */
                503: components["responses"]["Busy"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create every record of a pending batch in one transaction (the kind's permission; its author or an administrator) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                created: number;
                            };
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description 'Importação não encontrada.' */
                404: components["responses"]["NotFound"];
                /** @description import_not_pending: 'Esta importação já foi confirmada ou desfeita.'; plate_taken: a plate taken by another vehicle since the batch was read */
                409: components["responses"]["Conflict"];
                /** @description import_invalid: 'A planilha tem linhas com erros: nada foi importado. Corrija-as e envie a planilha de novo.' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Undo a committed batch — remove every record it created, or give the months of an indices batch their earlier values — while none has changed since (the kind's permission; its author or an administrator) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description undone */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                removed: number;
                            };
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description 'Importação não encontrada.' */
                404: components["responses"]["NotFound"];
                /** @description import_not_pending (not committed, or undone already); import_in_use: 'A importação não pode ser desfeita: registros importados foram alterados ou usados depois dela.' */
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/templates/{kind}": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
            };
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        /**
         * The columns of a kind's import as a spreadsheet to fill, with one example row (the kind's permission)
         * @description CSV: UTF-8 with BOM, ';', CRLF. `Content-Disposition: attachment; filename="modelo-ativos.csv"`.
         */
        get: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    kind: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the template */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not csv or xlsx */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["TwoFactorSetupRequired"];
                /** @description a kind without an import: 'Tipo de importação inválido: use assets (ativos), vehicles (veículos), debts (dívidas), accounts (contas) ou indices (índices)' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users (users.read) */
        get: {
            parameters: {
                query?: {
                    /** @description name or email, accent- and case-insensitive */
                    q?: string;
                    /** @description admin, user or viewer; the legacy names of POST /users are read the same way; anything else is 400 */
                    role?: string;
                    status?: "active" | "inactive";
                    sort?: "name" | "-name" | "email" | "-email" | "role" | "-role" | "createdAt" | "-createdAt";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"][];
                            meta: components["schemas"]["ListMeta"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Create a user (users.create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        /** @description must equal password when sent */
                        confirmPassword?: string;
                        /** @description admin, user, viewer; legacy director → admin, operations/finance/it → user */
                        role: string;
                        /**
                         * @default active
                         * @enum {string}
                         */
                        status?: "active" | "inactive";
                        avatar?: string;
                    };
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Busy"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One user (users.read, or oneself) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Edit a user (users.update; oneself may change name, email and avatar only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        email?: string;
                        role?: string;
                        /** @enum {string} */
                        status?: "active" | "inactive";
                        avatar?: string;
                    };
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                /** @description another user's record without users.update, or a change of one's own role or status */
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description email in use, last active admin, or deactivating oneself */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete a user permanently (users.delete); never oneself nor the last active admin */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a password (oneself with the current password, which keeps this session and ends the others; or users.update, which ends all of that user's sessions) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword?: string;
                        newPassword: string;
                        confirmPassword?: string;
                    };
                };
            };
            responses: {
                /** @description changed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description 'Senha atual incorreta', 'A senha deve ter pelo menos 8 caracteres', 'As senhas não coincidem' */
                422: components["responses"]["Invalid"];
                429: components["responses"]["LoginLimited"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Busy"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Activate a user (users.update) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Deactivate a user (users.update); ends their sessions; never oneself nor the last active admin */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store files: an avatar (every signed-in role), attachments (roles that write assets, vehicles or users), the logo (whitelabel.update)
         * @description The files count against the uploader's daily quota (bytes per São Paulo day, PATRIMONIO_UPLOAD_DAILY_QUOTA)
         *     and the total storage limit (PATRIMONIO_UPLOAD_STORAGE_LIMIT). A refused upload stores nothing. A file no
         *     record uses (attachment, avatar, logo) is removed after the grace period (PATRIMONIO_UPLOAD_GRACE, 24 h).
         */
        post: {
            parameters: {
                query?: {
                    /** @description avatar and logo take one image of at most 5 MB; attachments up to 20 files of 10 MB */
                    purpose?: "attachment" | "avatar" | "logo";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        files?: string[];
                        /** @description one per file, in order; default outros */
                        categories?: string[];
                    };
                };
            };
            responses: {
                /** @description stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: true;
                            data: {
                                files: components["schemas"]["UploadedFile"][];
                            };
                        };
                    };
                };
                /** @description no file, a bad category or a malformed form */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                /** @description attachments asked by a role that writes no assets, vehicles or users (the Leitor): 'Você não tem permissão para enviar anexos.'; the logo without whitelabel.update: 'Você não tem permissão para alterar o logotipo.' */
                403: components["responses"]["Forbidden"];
                /** @description a file over the limit, too many files (file_too_large, too_many_files, body_too_large), or the uploader's daily quota passed (upload_quota_exceeded: 'Estes arquivos passam do seu limite diário de envios: restam 4 MB de 500 MB hoje. …' or 'Você atingiu o seu limite diário de envios (500 MB por dia). Tente novamente amanhã.') */
                413: components["responses"]["TooLarge"];
                /** @description a type other than PNG, JPEG, GIF, WebP, PDF, DOC, DOCX, TXT (sniffed from the bytes), or not multipart */
                415: components["responses"]["UnsupportedMediaType"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                /** @description the total storage limit would be passed (storage_full: 'O espaço para arquivos está cheio (limite de 20 GB). Peça a um administrador para liberar espaço ou aumentar o limite.'); answered instead of 413 when the storage has less room left than the uploader's quota */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file, by its unguessable name (no token needed, so <img> can show it)
         * @description Served with `Cache-Control: private, no-cache` and `ETag: "<name>"`: a name never changes content, but the
         *     file goes away when its asset or vehicle is deleted, when an edit drops the attachment, or when the sweep
         *     removes an upload no record used; so the browser revalidates each time (304 while it exists, 404 after).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description the ETag received before */
                    "If-None-Match"?: string;
                };
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file's bytes, with the type sniffed when it was stored; images inline, documents as attachment (`Content-Disposition`); a `Range` request gets 206 or 416 */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        "Cache-Control": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": unknown;
                        "image/jpeg": unknown;
                        "image/gif": unknown;
                        "image/webp": unknown;
                        "application/pdf": unknown;
                        "application/msword": unknown;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": unknown;
                        "text/plain": unknown;
                    };
                };
                /** @description the requested range of the file (Content-Range) */
                206: {
                    headers: {
                        "Content-Disposition": string;
                        "Cache-Control": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": unknown;
                        "image/jpeg": unknown;
                        "image/gif": unknown;
                        "image/webp": unknown;
                        "application/pdf": unknown;
                        "application/msword": unknown;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": unknown;
                        "text/plain": unknown;
                    };
                };
                /** @description the file still exists and has not changed (If-None-Match matched its ETag) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                /** @description the requested range lies outside the file (answered by Go's http.ServeContent, in plain text) */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": unknown;
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List debts (debts.read), with the summary of the whole filtered set */
        get: {
            parameters: {
                query?: {
                    /** @description creditor or description, accent- and case-insensitive */
                    q?: string;
                    /** @description left out or all: every category */
                    category?: "all" | "loan" | "financing" | "account_payable" | "other";
                    /** @description left out or all: every status; as reported: overdue includes active debts past their due date, active leaves them out */
                    status?: "all" | "active" | "paid" | "overdue" | "renegotiated";
                    sort?: "dueDate" | "-dueDate" | "creditorName" | "-creditorName" | "originalAmount" | "-originalAmount" | "currentAmount" | "-currentAmount" | "status" | "-status" | "createdAt" | "-createdAt";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok; meta.summary: count, originalTotal, activeTotal (current amount of active and renegotiated), overdueTotal (current amount of overdue), paidCount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Debt"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: components["schemas"]["DebtSummary"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Create a debt (debts.create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DebtInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Debt"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description docs/product.md §5 messages per field: 'Nome do credor é obrigatório', 'Valor original deve ser maior que zero', 'Saldo devedor não pode ser negativo', 'Taxa de juros deve estar entre 0% e 100%', 'Data de vencimento é obrigatória', 'Número de parcelas deve ser maior que zero', 'Parcela atual não pode ser maior que o total de parcelas' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered list as a file (debts.read), every page, in the list's order
         * @description Takes the list's own search, filters and sort (q, category, status, sort) and answers every record they select, in order — never more than 10 000 rows (422 export_too_large, 'A lista filtrada tem mais de 10.000 linhas, o máximo de uma exportação. Refine a busca ou os filtros.'). One section, the columns of the screen's table, no total rows, after a header block (company, title, 'Filtros', generation time). `Content-Disposition: attachment; filename="dividas-2026-11-23.csv"; filename*=UTF-8''d%C3%ADvidas-2026-11-23.csv` (today, America/Sao_Paulo). CSV and XLSX as the reports write them (UTF-8 with BOM, ';', numbers 1234,56, dates dd/mm/aaaa; XLSX money and date cells typed). Never compressed.
         */
        get: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                    /** @description creditor or description, accent- and case-insensitive */
                    q?: string;
                    /** @description left out or all: every category */
                    category?: "all" | "loan" | "financing" | "account_payable" | "other";
                    /** @description left out or all: every status; as reported: overdue includes active debts past their due date, active leaves them out */
                    status?: "all" | "active" | "paid" | "overdue" | "renegotiated";
                    sort?: "dueDate" | "-dueDate" | "creditorName" | "-creditorName" | "originalAmount" | "-originalAmount" | "currentAmount" | "-currentAmount" | "status" | "-status" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not csv or xlsx; a filter or sort outside its values */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description export_too_large: the list selects more than 10 000 records */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One debt (debts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Debt"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Edit a debt (debts.update); fields left out keep their value */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DebtInput"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Debt"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete a debt (debts.delete); the history keeps a delete entry */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A debt's payments, newest first (debts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DebtPayment"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Record a payment (debts.update): the principal lowers the balance (paid at zero), principal + interest leave the account named */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DebtPaymentInput"];
                };
            };
            responses: {
                /** @description recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DebtPayment"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date, principal, interest, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/schedule/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A financing's schedule as a file (debts.read): PDF, CSV or XLSX as the reports write them — each installment with its due date, prestação, juros, amortização (correção and amort. extra when any has them), saldo devedor, situação and what was paid, a total row; the header says the system, the rate and the first and last due dates */
        get: {
            parameters: {
                query: {
                    format: "pdf" | "csv" | "xlsx";
                };
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file, cronograma-{id}-AAAA-MM-DD.{format} */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not pdf, csv or xlsx */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada', or 'Esta dívida não tem cronograma.' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/renegotiations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A debt's renegotiations, the latest first, each with the terms it ended (debts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DebtRenegotiation"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Renegotiate (debts.update): from date on the debt's balance becomes originalAmount under new terms (Price or SAC), status renegotiated; the terms that end are kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RenegotiationInput"];
                };
            };
            responses: {
                /** @description renegotiated */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Debt"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description debt_paid: 'Uma dívida quitada não pode ser renegociada.' */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date, originalAmount, interestRate, system, installments, firstDueDate, graceMonths, graceInterest, fees, notes */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A debt's schedule (debts.read): every installment with its due date, status, what was paid against it and the late charges of the overdue ones; empty for a debt without a schedule */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ScheduledInstallment"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                paymentId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a payment recorded by mistake (debts.delete): its money returns to the account, its principal to the balance (a debt it paid is active again), from the payment's day on */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    paymentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada', or 'Pagamento não encontrado' for a payment id that names no payment of this debt */
                404: components["responses"]["NotFound"];
                /** @description payment_of_ended_terms: a payment dated before a renegotiation, which settled the balance of those terms */
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A debt's history, oldest first (debts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                debtId: number;
                                /** @enum {string} */
                                action: "create" | "update" | "delete";
                                /**
                                 * Format: date
                                 * @description calendar day of the change, America/Sao_Paulo
                                 */
                                date: string;
                                creditorName: string;
                                /** @description null where not applicable */
                                previousAmount: number | null;
                                newAmount: number | null;
                                previousStatus: string | null;
                                newStatus: string | null;
                                user: {
                                    /** @description 0 once the user is deleted */
                                    id: number;
                                    name: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Dívida não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/indices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The six indices kept as series (indices.read): IPCA, IGP-M, INCC, TR, CDI, SELIC, each with how many months it holds */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["IndexSeries"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Keep a month's value typed by hand (indices.update), replacing what the month had */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ipca, igpm, incc, tr, cdi or selic ('Índice inválido') */
                        code: string;
                        /**
                         * @description YYYY-MM ('Mês inválido: use mm/aaaa')
                         * @example 2024-03
                         */
                        month: string;
                        /**
                         * @description the month's change in percent, -100 to 100, up to 6 decimals, a point or a comma ('Valor inválido: use um percentual de -100 a 100, com até 6 casas decimais')
                         * @example 0.56
                         */
                        value: string;
                    };
                };
            };
            responses: {
                /** @description kept */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                month: string;
                                value: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description code, month, value */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/indices/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
            };
            cookie?: never;
        };
        /** An index's values, months in order (indices.read); a month without a value is absent, never invented */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                label: string;
                                values: {
                                    /** @description YYYY-MM */
                                    month: string;
                                    /** @description percent, with a point */
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Índice não encontrado.' */
                404: components["responses"]["NotFound"];
                /** @description from, to */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/indices/{code}/import": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the Banco Central's SGS CSV export of the index (indices.update): a data;valor header, then dd/mm/aaaa;d,dd lines (quoted or not, CRLF, ISO-8859-1 accepted), as the body or as the field file of a multipart form; a month's value replaces what it had; any bad line refuses the whole file */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                    "multipart/form-data": {
                        /** Format: binary */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description imported */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                imported: number;
                                firstMonth: string;
                                lastMonth: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Índice não encontrado.' */
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                /** @description file: 'Linha 7: data inválida "31/02/2024"', 'Linha 9: valor inválido "abc"', 'Linha 3: a série é mensal: use o dia 01 (15/01/2024)', 'O arquivo não é um CSV do SGS: falta a linha de cabeçalho data;valor', 'O arquivo não tem nenhum valor' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/indices/{code}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
                month: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a month's value (indices.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
                    month: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Índice ou mês sem valor.' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/financing/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate a financing (any signed-in role): the Price or SAC schedule of an amount, a rate and a term, in centavos rounded half-up, the last installment taking the remainder; nothing is stored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SimulationInput"];
                };
            };
            responses: {
                /** @description the schedule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Simulation"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description amount, monthlyRate, annualRate, installments, system, fees */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts by name (accounts.read), with today's balances and their total */
        get: {
            parameters: {
                query?: {
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok; meta.summary: count and balanceTotal of every account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Account"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: components["schemas"]["AccountSummary"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Create an account with its opening balance (accounts.create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Account"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description 'Nome da conta é obrigatório', 'Tipo de conta inválido', 'Data do saldo inicial é obrigatória', 'Data não pode ser posterior a hoje', a negative opening balance of an account that may not go negative */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move money from one account to another (accounts.update); both sides are written together or not at all */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TransferInput"];
                };
            };
            responses: {
                /** @description created: the outgoing side, as a line of the origin's statement */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Movement"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada': an account deleted while the transfer ran */
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description 'Conta de origem é obrigatória', 'Conta de destino é obrigatória', 'A conta de destino deve ser diferente da conta de origem', 'Conta não encontrada', 'Valor deve ser maior que zero', 'Data não pode ser posterior a hoje', 'Data não pode ser anterior ao saldo inicial da conta', the origin's balance */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One account with today's balance (accounts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Account"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Edit an account (accounts.update); fields left out keep their value */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountInput"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Account"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description as on create, and 'Data do saldo inicial não pode ser posterior ao primeiro lançamento da conta' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete an account that has no movement but its opening balance (accounts.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                /** @description code account_in_use: 'Esta conta tem lançamentos ou transferências e não pode ser excluída.' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a receita (in) or despesa (out) of an account (accounts.update) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EntryInput"];
                };
            };
            responses: {
                /** @description created: the entry as a line of the statement */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Movement"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description 'Data é obrigatória', 'Data não pode ser posterior a hoje', 'Data não pode ser anterior ao saldo inicial da conta', 'Valor deve ser maior que zero', 'Escolha receita ou despesa', 'Categoria é obrigatória', 'Categoria não corresponde ao tipo do lançamento', 'Escolha uma subconta da conta desta categoria', the account's balance */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** An account's movements over a period, oldest first, with the balance after each (accounts.read) */
        get: {
            parameters: {
                query?: {
                    /** @description first day; left out: from the opening */
                    from?: string;
                    /** @description last day; left out: today */
                    to?: string;
                };
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok; at most 1 000 movements: a longer period lists its latest ones and says truncated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                                /** @description the balance at the end of the day before from (0 before the opening) */
                                balanceBefore: number;
                                /** @description the balance at the end of to */
                                balanceAfter: number;
                                movements: components["schemas"]["Movement"][];
                                truncated: boolean;
                            };
                        };
                    };
                };
                /** @description a from or to that is no date, or from after to (invalid_query) */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** The account's latest 20 imported (or undone) bank statements, newest first (accounts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BankStatement"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Read a bank statement (OFX 1.x or 2.x, or CSV) into the account and answer its preview (accounts.update); nothing of the account changes until the commit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description at most 5 MB and 20 000 lines
                         */
                        file: string;
                        /** @description CSV: JSON {date, description, amount} or {date, description, credit, debit} naming the header's columns; left out: the columns last confirmed for the account, else those the header's words suggest */
                        columns?: string;
                        /** @description CSV: the bank's closing balance in reais (1234.56) */
                        closingBalance?: string;
                        /**
                         * Format: date
                         * @description CSV: the day of closingBalance; left out: the last line's
                         */
                        closingDate?: string;
                    };
                };
            };
            responses: {
                /** @description a CSV whose columns are not all known: preview null, the header in columns, what it lacks in missing ('Escolha a coluna da data.') */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StatementPreview"];
                        };
                    };
                };
                /** @description read: preview has every line with what the commit would do with it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StatementPreview"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada' */
                404: components["responses"]["NotFound"];
                /** @description 'Extrato muito grande: no máximo 5 MB.' */
                413: components["responses"]["TooLarge"];
                /** @description on file: 'Formato não reconhecido…', 'O arquivo está vazio.', 'Extrato OFX ilegível…', 'O extrato não tem lançamentos.', 'Extrato com lançamentos demais…', 'Este extrato é de outra conta…', 'Linha N: …' of a CSV; columns, closingBalance, closingDate */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                /** @description also sheets_busy and statements_busy, with Retry-After */
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statements/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                sid: number;
            };
            cookie?: never;
        };
        /** The reconciliation of an imported statement (accounts.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    sid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Reconciliation"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada', 'Extrato não encontrado.' (also a pending one) */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        /** Undo an imported statement — the movements it created go, its lines are forgotten — or drop a pending one (accounts.update) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    sid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description undone: how many entries and transfers it removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                removed: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada', 'Extrato não encontrado.' */
                404: components["responses"]["NotFound"];
                /** @description code statement_not_pending: 'Este extrato já foi importado ou desfeito.' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description code negative_balance: an account that may not go negative would */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statements/{sid}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                sid: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a pending statement in one transaction with the person's choice for every new line (accounts.update); answers the reconciliation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    sid: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        choices: components["schemas"]["LineChoice"][];
                    };
                };
            };
            responses: {
                /** @description committed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Reconciliation"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta não encontrada', 'Extrato não encontrado.' */
                404: components["responses"]["NotFound"];
                /** @description code statement_not_pending: 'Este extrato já foi importado ou desfeito.' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description on lines.N: 'Linha N+1: Classifique a linha ou escolha ignorá-la.', a category of the other direction, an account that is not another of the company's, a day before an account's opening, a receipt or a payment refused as on its own screen, a debit that is no installment of the debt; code negative_balance */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the receivables of sales in installments (receivables.read): the overdue first, then the open, then the paid, newest sale first */
        get: {
            parameters: {
                query?: {
                    /** @description left out for every status */
                    status?: components["schemas"]["ReceivableStatus"];
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok; meta.summary: count, balance and overdue of every receivable matched */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Receivable"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: components["schemas"]["ReceivablesSummary"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the leases (leases.read): the active first, then the latest started */
        get: {
            parameters: {
                query?: {
                    /** @description the leases of one asset */
                    assetId?: number;
                    /** @description left out for both */
                    status?: "active" | "ended" | "all";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lease"][];
                            meta: components["schemas"]["ListMeta"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Sign a lease of an asset (leases.create): the asset reads 'Alugado' until it ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LeaseInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lease"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description asset_not_rentable, lease_active */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A lease (leases.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lease"];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Contrato de locação não encontrado' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Edit a lease's terms (leases.update); its asset stays; the same checks as a new one's */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LeaseInput"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lease"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description lease_readjusted: the rent, the start, the index, its period or lag changed once the lease has a readjustment */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete a lease entered by mistake (leases.delete); an active one's asset reads 'Ativo' again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an active lease on a day (leases.update): its asset reads 'Ativo' again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description not after today, not before the start
                         */
                        date: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lease"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description 'Este contrato já foi encerrado.' (lease_ended) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases/{id}/readjustments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A lease's readjustments, the first first (leases.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LeaseReadjustment"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Apply the lease's next readjustment (leases.update), the one whose anniversary the preview showed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        effectiveDate: string;
                    };
                };
            };
            responses: {
                /** @description applied */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LeaseReadjustment"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description index_missing ('Falta o IGP-M de 01/2027: cadastre-o em Índices para aplicar o reajuste.'), readjustment_stale, lease_no_index, lease_ended */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases/{id}/readjustments/next": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** The lease's next readjustment as it would be applied now, from the index values kept (leases.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReadjustmentPreview"];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description lease_no_index ('Este contrato não tem reajuste por índice.'), lease_ended */
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leases/{id}/readjustments/{readjustmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                readjustmentId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Undo the lease's last readjustment (leases.delete): the rent before it is in force again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    readjustmentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description undone */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description readjustment_not_last ('Só o último reajuste pode ser desfeito.') */
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A receivable with its installments (receivables.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Receivable"];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta a receber não encontrada' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivables/{id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A receivable's receipts, newest first (receivables.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReceivableReceipt"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Record money received (receivables.update): the receivable falls by it and it enters the account named, on its date (net worth unchanged) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReceiptInput"];
                };
            };
            responses: {
                /** @description recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReceivableReceipt"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date (required, after today, before the sale), amount (> 0, at most the balance), accountId (required, 'Conta não encontrada', before its opening) */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivables/{id}/installments/{number}/pix": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                number: number;
            };
            cookie?: never;
        };
        /** An open installment's static Pix charge (receivables.read): the BR Code ('copia e cola') of what is open of it, built offline from the company's Pix key, and its QR code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    number: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description the EMV BR Code of the Banco Central's manual, its CRC16 (CCITT-FALSE) last */
                                code: string;
                                /** @description the code as a PNG QR code in a data:image/png;base64 URL */
                                qrCode: string;
                                /** @description what is open of the installment (its amount less what the receipts cover of it); the late charges are not in it */
                                amount: number;
                                /** @description R<receivable>P<installment>: names the bill in the receiver's statement */
                                txid: string;
                                /** Format: date */
                                dueDate: string;
                                key: string;
                                name: string;
                                city: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Conta a receber não encontrada', 'Parcela não encontrada' */
                404: components["responses"]["NotFound"];
                /** @description 'Cadastre a chave Pix da empresa em Configurações para gerar o código Pix.' (pix_not_set); 'Esta parcela já foi recebida: não há o que cobrar.' (installment_paid) */
                409: components["responses"]["Conflict"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivables/{id}/receipts/{receiptId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                receiptId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a receipt entered by mistake (receivables.delete): its movement is removed and the amount is to receive again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    receiptId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description amount: the account would go below zero where its kind forbids it */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of assets (assets.read) with the summary of the whole filtered set */
        get: {
            parameters: {
                query?: {
                    /** @description description or type (Imóvel, Outros, Veículo), accent- and case-insensitive */
                    q?: string;
                    type?: "all" | "real_estate" | "other" | "vehicle";
                    status?: "all" | "active" | "inactive" | "rented" | "sold" | "exchanged";
                    /** @description description in pt-BR order; type and status by label; anything else → 400 */
                    sort?: "description" | "-description" | "type" | "-type" | "status" | "-status" | "acquisitionValue" | "-acquisitionValue" | "currentValue" | "-currentValue" | "acquisitionDate" | "-acquisitionDate" | "createdAt" | "-createdAt";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description meta.summary = {count, acquisitionTotal, currentTotal}; list items carry no attachments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: components["schemas"]["AssetSummary"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Create an active asset (assets.create); its creation is recorded in the history */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssetInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description fields description, acquisitionValue, currentValue, acquisitionDate, details.address (real estate), attachments — docs/product.md §5 messages */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered list as a file (assets.read), every page, in the list's order
         * @description Takes the list's own search, filters and sort (q, type, status, sort) and answers every record they select, in order — never more than 10 000 rows (422 export_too_large, 'A lista filtrada tem mais de 10.000 linhas, o máximo de uma exportação. Refine a busca ou os filtros.'). One section, the columns of the screen's table, no total rows, after a header block (company, title, 'Filtros', generation time). `Content-Disposition: attachment; filename="ativos-2026-11-23.csv"; filename*=UTF-8''ativos-2026-11-23.csv` (today, America/Sao_Paulo). CSV and XLSX as the reports write them (UTF-8 with BOM, ';', numbers 1234,56, dates dd/mm/aaaa; XLSX money and date cells typed). Never compressed.
         */
        get: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                    /** @description description or type (Imóvel, Outros, Veículo), accent- and case-insensitive */
                    q?: string;
                    type?: "all" | "real_estate" | "other" | "vehicle";
                    status?: "all" | "active" | "inactive" | "rented" | "sold" | "exchanged";
                    /** @description description in pt-BR order; type and status by label; anything else → 400 */
                    sort?: "description" | "-description" | "type" | "-type" | "status" | "-status" | "acquisitionValue" | "-acquisitionValue" | "currentValue" | "-currentValue" | "acquisitionDate" | "-acquisitionDate" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not csv or xlsx; a filter or sort outside its values */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description export_too_large: the list selects more than 10 000 records */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/improvements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** An asset's improvements (benfeitorias), newest first (assets.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AssetImprovement"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Record an improvement (assets.update): it leaves the account named on its date and adds to the asset's cost; its current value is a valuation's */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssetImprovementInput"];
                };
            };
            responses: {
                /** @description recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AssetImprovement"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date, amount, description, accountId ('Conta não encontrada', before its opening, below zero where its kind forbids it) */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/improvements/{improvementId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                improvementId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an improvement entered by mistake (assets.delete): its movement is removed and the cost is as before it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    improvementId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One asset with attachments and, when sold, the sale (assets.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Ativo não encontrado' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Edit an asset (assets.update); a new currentValue is recorded as valuation_update with previousValue/newValue */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssetInput"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description as create, without the address requirement */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete an asset with its attachments, sale and history (assets.delete; admins only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the status among active, inactive and rented (assets.update) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status?: "active" | "inactive" | "rented";
                    };
                };
            };
            responses: {
                /** @description changed (the same status again changes nothing) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description the asset is sold or exchanged (code asset_final); a status other than rented while a lease is active (code asset_leased) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description sold and exchanged are reached only by …/sell and …/exchange; any other value is 'Status inválido' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        trace?: never;
    };
    "/assets/{id}/transactions": {
        parameters: {
            query?: {
                /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                page?: components["parameters"]["page"];
                /** @description values above 200 are capped */
                pageSize?: components["parameters"]["pageSize"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** The asset's history, newest first (assets.read) */
        get: {
            parameters: {
                query?: {
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: components["schemas"]["ListMeta"];
                            data: components["schemas"]["AssetTransaction"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Assets linked by an exchange (assets.read): for an original, the assets created in its exchange (relation created_in_exchange); for a created one, its original (original) and siblings (related) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok (an empty list for an asset outside any exchange) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: (components["schemas"]["Asset"] & unknown)[];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange (permuta) an active asset for new ones, in one transaction (assets.update) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description not before the acquisition date, not after today
                         */
                        exchangeDate?: string;
                        /** @description ignored; the server records the sum of the new assets' current values */
                        totalValue?: number;
                        notes?: string;
                        newAssets?: {
                            description?: string;
                            type?: components["schemas"]["AssetType"];
                            acquisitionValue?: number;
                            currentValue?: number;
                            /**
                             * Format: date
                             * @description ignored: an asset received in an exchange is acquired on the exchange date
                             */
                            acquisitionDate?: string;
                            details?: components["schemas"]["AssetDetails"];
                        }[];
                    };
                };
            };
            responses: {
                /** @description the exchanged original and the ids of the assets created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                asset: components["schemas"]["Asset"];
                                newAssetIds: number[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description the asset is not active (code asset_not_active) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description exchangeDate, newAssets, newAssets.N.description / acquisitionValue / currentValue */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/valuations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the asset's value on a day (assets.update): a valuation_update dated that day; the current value becomes the latest valuation's */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description not after today, not before the acquisition date
                         */
                        date: string;
                        value: number;
                        notes?: string;
                    };
                };
            };
            responses: {
                /** @description the asset */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description a sold or exchanged asset (asset_final) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date, value, notes */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell an active asset, in one transaction (assets.update) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        saleDate?: string;
                        saleValue?: number;
                        buyerName?: string;
                        /** @description CPF or CNPJ, with or without its mask, optional ('CPF ou CNPJ inválido: confira os dígitos') */
                        buyerDocument?: string;
                        buyerEmail?: string;
                        buyerPhone?: string;
                        /** @default cash */
                        paymentMethod?: components["schemas"]["AssetPaymentMethod"];
                        /** @description only for installments */
                        installments?: number;
                        notes?: string;
                        /** @description the account the sale was received into, on the sale date; 0 when counterpart names where the money went. In installments, the account of the down payment (none without one) */
                        accountId?: number;
                        counterpart?: components["schemas"]["CounterpartKind"];
                        counterpartReason?: string;
                        /** @description installments only: received on the sale day, below saleValue; the rest becomes a receivable split into the installments (equal, the last takes the remainder) */
                        downPayment?: number;
                        /** @description installments only, optional: the rest financed with interest at this % a.m. (0 to 100, two decimals) under system */
                        interestRate?: number;
                        /** @description with interestRate: price or sac ('Escolha Tabela Price ou SAC para a venda com juros') */
                        system?: string;
                        /**
                         * Format: date
                         * @description installments only: the first installment's due date (monthly after it), not before the sale; a month after the sale when left out
                         */
                        firstDueDate?: string;
                    };
                };
            };
            responses: {
                /** @description the sold asset */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description the asset is not active (code asset_not_active) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description saleDate (also after today: 'Data não pode ser posterior a hoje'), saleValue, buyerName, buyerEmail, paymentMethod, installments — docs/product.md §5 messages; accountId ('Conta não encontrada', before its opening, an overdraft its kind forbids) */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of vehicles (assets.read), newest purchase first by default */
        get: {
            parameters: {
                query?: {
                    /** @description make, model or plate (ABC-1234 and ABC1234 both match), accent- and case-insensitive */
                    q?: string;
                    /** @description left out or all: every status */
                    status?: "in_stock" | "reserved" | "sold" | "all";
                    sort?: "purchaseDate" | "-purchaseDate" | "purchasePrice" | "-purchasePrice" | "sellingPrice" | "-sellingPrice" | "year" | "-year" | "make" | "-make" | "model" | "-model" | "soldDate" | "-soldDate" | "createdAt" | "-createdAt";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the page; meta.summary covers the whole filtered set: {total, inStock, purchaseTotal, sellingTotal}, except all, which counts every vehicle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Vehicle"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: components["schemas"]["VehicleSummary"];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Create a vehicle in stock (assets.create); writes its CREATE history entry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VehicleInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Vehicle"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered list as a file (assets.read), every page, in the list's order
         * @description Takes the list's own search, filters and sort (q, status, sort) and answers every record they select, in order — never more than 10 000 rows (422 export_too_large, 'A lista filtrada tem mais de 10.000 linhas, o máximo de uma exportação. Refine a busca ou os filtros.'). One section, the columns of the screen's table, no total rows, after a header block (company, title, 'Filtros', generation time). `Content-Disposition: attachment; filename="veiculos-2026-11-23.csv"; filename*=UTF-8''ve%C3%ADculos-2026-11-23.csv` (today, America/Sao_Paulo). CSV and XLSX as the reports write them (UTF-8 with BOM, ';', numbers 1234,56, dates dd/mm/aaaa; XLSX money and date cells typed). Never compressed.
         */
        get: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                    /** @description make, model or plate (ABC-1234 and ABC1234 both match), accent- and case-insensitive */
                    q?: string;
                    /** @description left out or all: every status */
                    status?: "in_stock" | "reserved" | "sold" | "all";
                    sort?: "purchaseDate" | "-purchaseDate" | "purchasePrice" | "-purchasePrice" | "sellingPrice" | "-sellingPrice" | "year" | "-year" | "make" | "-make" | "model" | "-model" | "soldDate" | "-soldDate" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not csv or xlsx; a filter or sort outside its values */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description export_too_large: the list selects more than 10 000 records */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** One vehicle with its attachments (assets.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Vehicle"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /**
         * Edit a vehicle (assets.update); writes an UPDATE entry with only the changed fields
         * @description The create body, with colour required ('Cor é obrigatória') and any year outside the range reading 'Ano deve estar entre 1900 e {next year}'. status may move between in_stock and reserved and is kept when left out; sold only through /sell (422), and a sold vehicle keeps its status (409). attachments replace the vehicle's list.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VehicleInput"];
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Vehicle"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description plate_taken, vehicle_sold, or sale_in_installments: a vehicle sold in installments keeps its price and sale date */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Delete a vehicle (vehicles.delete); its history is kept, with a DELETE entry */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/fipe/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a FIPE price list (assets.update): CSV as a spreadsheet saves it — a header naming the code ('Código FIPE', 'Código' or 'FIPE') and the value ('Valor' or 'Preço') columns, other columns skipped, ';' between fields, quoted or not, CRLF, ISO-8859-1 accepted — as the body or the field file of a multipart form. Every vehicle not sold with a listed code gets its value (an UPDATE history entry each); any bad line refuses the whole file */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                    "multipart/form-data": {
                        /** Format: binary */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description imported */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description codes listed */
                                prices: number;
                                /** @description vehicles whose value changed */
                                updated: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                /** @description file: 'Linha 3: código FIPE inválido "12345"', 'Linha 4: valor inválido "grátis"', 'Envie o CSV da tabela FIPE com as colunas Código FIPE e Valor', 'O arquivo não tem nenhum valor' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** A vehicle's costs, newest first (assets.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["VehicleCost"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Record a cost of a vehicle (assets.update): it leaves the account named on its date and the vehicle's margin falls by it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VehicleCostInput"];
                };
            };
            responses: {
                /** @description recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["VehicleCost"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date, amount, category ('Escolha o tipo de custo'), description, accountId ('Conta não encontrada', before its opening, below zero where its kind forbids it) */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}/costs/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                costId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a cost entered by mistake (vehicles.delete): its movement is removed and the margin is as before it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                    costId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** The vehicle's history, oldest first (assets.read); answers for a deleted vehicle too */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["VehicleHistoryEntry"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Record the sale (assets.update); the vehicle becomes sold, with a SALE entry */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description > 0: 'Preço de venda é obrigatório e deve ser maior que zero' */
                        sellingPrice?: number;
                        /**
                         * Format: date
                         * @description required ('Data da venda é obrigatória'), not before the purchase date, not after today
                         */
                        soldDate?: string;
                        /** @default cash */
                        paymentMethod?: components["schemas"]["VehiclePaymentMethod"];
                        notes?: string;
                        /** @description optional, at most 200 characters */
                        buyerName?: string;
                        /** @description optional CPF or CNPJ, with or without its mask ('CPF ou CNPJ inválido: confira os dígitos'); stored without punctuation */
                        buyerDocument?: string;
                        /** @description the account the sale was received into, on the sale date; 0 when counterpart names where the money went. In installments, the account of the down payment (none without one) */
                        accountId?: number;
                        counterpart?: components["schemas"]["CounterpartKind"];
                        counterpartReason?: string;
                        /** @description installments only: how many ('Número de parcelas deve ser maior que 1') */
                        installments?: number;
                        /** @description installments only: received on the sale day, below sellingPrice; the rest becomes a receivable */
                        downPayment?: number;
                        /** @description installments only, optional: the rest financed with interest at this % a.m. under system */
                        interestRate?: number;
                        /** @description with interestRate: price or sac */
                        system?: string;
                        /**
                         * Format: date
                         * @description installments only: the first installment's due date (monthly after it); a month after the sale when left out
                         */
                        firstDueDate?: string;
                    };
                };
            };
            responses: {
                /** @description sold */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Vehicle"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description already sold (vehicle_sold) */
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendar ('Agenda', assets.read): what falls due from from to to — debts' and receivables' installments, the properties' IPTU and the vehicles' IPVA and licenciamento — each with its status today, earliest first */
        get: {
            parameters: {
                query: {
                    from: string;
                    /** @description not before from, at most 366 days after it; else 400 'Período inválido: informe from e to (aaaa-mm-dd), com no máximo 366 dias' */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Obligation"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/iptu/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a property's IPTU installment paid (assets.update): the payment leaves the account named on its day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assetId: number;
                        /**
                         * Format: date
                         * @description the installment's due date ('Não há parcela do IPTU deste imóvel nesse dia'; paid already: 'Esta parcela já foi paga')
                         */
                        dueDate: string;
                        /**
                         * Format: date
                         * @description the day it was paid: required, not after today
                         */
                        date: string;
                        /** @description > 0, and at most the installment with a 20 % fine and 1 % interest for each month or part of one after its due date ('Valor maior que a parcela com multa de 20% e juros de 1% ao mês') */
                        amount: number;
                        /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description dueDate, date, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/ipva/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a vehicle's IPVA or licenciamento of a year paid (assets.update): the payment leaves the account named on its day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        vehicleId: number;
                        /**
                         * Format: date
                         * @description the due date its state's table gives ('Pela tabela do estado, este veículo não tem esse vencimento nesse dia'; that year's paid already: 'Esta parcela já foi paga')
                         */
                        dueDate: string;
                        /**
                         * Format: date
                         * @description the day it was paid: required, not after today
                         */
                        date: string;
                        /** @description > 0 */
                        amount: number;
                        /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description dueDate, date, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/licensing/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a vehicle's IPVA or licenciamento of a year paid (assets.update): the payment leaves the account named on its day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        vehicleId: number;
                        /**
                         * Format: date
                         * @description the due date its state's table gives ('Pela tabela do estado, este veículo não tem esse vencimento nesse dia'; that year's paid already: 'Esta parcela já foi paga')
                         */
                        dueDate: string;
                        /**
                         * Format: date
                         * @description the day it was paid: required, not after today
                         */
                        date: string;
                        /** @description > 0 */
                        amount: number;
                        /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description dueDate, date, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/asset_ipva/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the IPVA or licenciamento of a year of a vehicle of the company's own (an asset of type vehicle) paid (assets.update): the payment leaves the account named on its day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description an asset of type vehicle (404 for any other) */
                        assetId: number;
                        /**
                         * Format: date
                         * @description the due date its state's table gives ('Pela tabela do estado, este veículo não tem esse vencimento nesse dia'; that year's paid already: 'Esta parcela já foi paga')
                         */
                        dueDate: string;
                        /**
                         * Format: date
                         * @description the day it was paid: required, not after today
                         */
                        date: string;
                        /** @description > 0 */
                        amount: number;
                        /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description dueDate, date, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/asset_licensing/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the IPVA or licenciamento of a year of a vehicle of the company's own (an asset of type vehicle) paid (assets.update): the payment leaves the account named on its day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description an asset of type vehicle (404 for any other) */
                        assetId: number;
                        /**
                         * Format: date
                         * @description the due date its state's table gives ('Pela tabela do estado, este veículo não tem esse vencimento nesse dia'; that year's paid already: 'Esta parcela já foi paga')
                         */
                        dueDate: string;
                        /**
                         * Format: date
                         * @description the day it was paid: required, not after today
                         */
                        date: string;
                        /** @description > 0 */
                        amount: number;
                        /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
                        accountId: number;
                    };
                };
            };
            responses: {
                /** @description paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description dueDate, date, amount, accountId */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle-tax-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every state's table of the IPVA and licenciamento due dates by the plate's final digit (assets.read); São Paulo's ships with its source */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["VehicleTaxRule"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle-tax-rules/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the UF, in capitals (404 for any other) */
                state: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Type a state's table (settings.update): each kind given replaces its lines; a kind left out keeps them. Answers every state's table */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the UF, in capitals (404 for any other) */
                    state: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description for each kind given, one line per final digit 0 to 9 ('Informe um vencimento para cada final de placa, de 0 a 9') */
                        rules: {
                            /** @enum {string} */
                            kind: "ipva" | "licensing";
                            finalDigit: number;
                            /** @description 1 to 12 ('Mês inválido: de 1 a 12') */
                            month: number;
                            /** @description 1 to 31, or null for the month's last day */
                            day?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["VehicleTaxRule"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description rules */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        /** Remove a state's table (settings.update): its vehicles have no IPVA nor licenciamento in the calendar */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the UF, in capitals (404 for any other) */
                    state: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Undo an IPTU installment's, an IPVA's or a licenciamento's payment recorded by mistake (assets.delete): its movement leaves the account and the installment is open again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard data (resource dashboard: every role), computed from the records and their history
         * @description Net worth is equity: the value on the day of the assets not sold or exchanged + purchase price of the vehicles not sold + the accounts' balances + receivables − the amount of the debts not paid (docs/decisions.md "Net worth as equity"). The monthly evolution holds 12 points: the net worth at the end of each of the 11 months before the day's, rebuilt from the dated history, then the day's. Changes compare the day with the end of the previous month.
         */
        get: {
            parameters: {
                query?: {
                    /** @description answer as of the end of this day (default today; a later day answers today) */
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Dashboard"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports asked for, newest first (reports.read, every role) */
        get: {
            parameters: {
                query?: {
                    type?: "all" | "assets" | "debts" | "cashflow" | "networth";
                    period?: "all" | "monthly" | "quarterly" | "yearly";
                    /** @description anything else → 400 */
                    sort?: "createdAt" | "-createdAt";
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data: reports; meta.summary: {count} over the whole filtered set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Report"][];
                            meta: components["schemas"]["ListMeta"] & {
                                summary: {
                                    count: number;
                                };
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Ask for a report (reports.read); its file is built at each download from the data as it stands */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReportInput"];
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Report"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chart of accounts (plano de contas) in code order (reports.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerAccount"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/opening-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The books' opening date (reports.read): the last day of what the company owned and owed before it began using the product; an event of that day or before recorded with no counterpart counts as 'Saldo de abertura', one after it as 'Ajuste sem contrapartida' */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OpeningDateBody"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        /** Move the books' opening date (settings.update, administrators): the journal is posted again in the same transaction; no figure of the net worth moves, only the causes of the bridge */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                    };
                };
            };
            responses: {
                /** @description saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OpeningDateBody"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date: 'Informe a data de abertura dos livros'; 'A data de abertura não pode ser posterior a hoje'; a day before an event recorded as 'Saldo de abertura': 'Há um lançamento com contrapartida 'Saldo de abertura' em dd/mm/aaaa: a data de abertura não pode ser anterior a ele' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/subaccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's sub-accounts (reports.read), in code order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerSubaccount"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Add a sub-account under an equity or result account of the chart (settings.update, administrators); adjustments may post to it, and the trial balance shows it under its account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parent: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerSubaccount"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description parent: 'Escolha uma conta de patrimônio líquido, de receita ou de despesa'; name: 'Nome da subconta é obrigatório', 'Nome da subconta deve ter no máximo 100 caracteres', 'Já existe uma subconta com esse nome nesta conta' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/subaccounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sub-account nothing was posted to (settings.update) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description code subaccount_in_use: 'Esta subconta já tem lançamentos e não pode ser excluída.' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The administrators' adjustments (reports.read), latest day first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerAdjustment"][];
                        };
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        /** Post an adjustment with its reason (settings.update, administrators): the amount to the debit of one equity or result account (or sub-account) and to the credit of another, on its day. It moves the causes of the net worth's change (the bridge), never the net worth; its entry's document is AJU-id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                        /** @description an account's code, or a sub-account's */
                        debit: string;
                        credit: string;
                        amount: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description posted */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerAdjustment"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description date: 'Data é obrigatória', 'Data não pode ser posterior a hoje'; debit: 'Escolha a conta a débito'; credit: 'Escolha a conta a crédito', 'A conta a crédito deve ser diferente da conta a débito'; debit or credit: 'Ajustes movem só contas de patrimônio líquido, de receita ou de despesa', 'Subconta inexistente nesta conta'; amount: 'Valor deve ser maior que zero'; reason: 'Informe o motivo do ajuste', 'Motivo deve ter no máximo 500 caracteres' */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/adjustments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an adjustment (settings.update): the journal posts the reversal of its entry */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/bridge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The net-worth bridge (reports.read): the net worth at the end of the day before from, each cause of its change over from…to, and at the end of to */
        get: {
            parameters: {
                query?: {
                    /** @description first day; left out: the first of January of to's year */
                    from?: string;
                    /** @description last day; left out: today */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Bridge"];
                        };
                    };
                };
                /** @description a from or to that is no date, or from after to: 'Período inválido: a data inicial é posterior à final.' */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trial balance at the end of a day (reports.read): every account with a balance, as a debit or a credit; the result accounts over the day's year, earlier years in retained earnings */
        get: {
            parameters: {
                query?: {
                    /** @description left out: today */
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TrialBalance"];
                        };
                    };
                };
                /** @description a date that is no date */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/trial-balance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trial balance as a file (reports.read): PDF, CSV or XLSX as the reports write them */
        get: {
            parameters: {
                query: {
                    /** @description left out: today */
                    date?: string;
                    format: components["schemas"]["ReportFormat"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file, balancete-AAAA-MM-DD.{format} */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not pdf, csv or xlsx; a date that is no date */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the journal (livro diário) between two days, oldest first, each entry with its lines (reports.read) */
        get: {
            parameters: {
                query?: {
                    /** @description only the entries that move the net worth through this cause of the bridge (the entries behind one of its bars), each with its effect */
                    cause?: "valuation" | "sales" | "interest" | "debt_relief" | "costs" | "income_expense" | "contributions" | "withdrawals" | "adjustments" | "opening" | "unexplained";
                    /** @description first day; left out: the first of January of to's year */
                    from?: string;
                    /** @description last day; left out: today */
                    to?: string;
                    /** @description past the data: an empty page with the total; above 1 000 000: 400 */
                    page?: components["parameters"]["page"];
                    /** @description values above 200 are capped */
                    pageSize?: components["parameters"]["pageSize"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalEntry"][];
                            meta: components["schemas"]["ListMeta"];
                        };
                    };
                };
                /** @description a from or to that is no date, from after to, a page out of range */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/journal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The journal of a period in the layout accountants import (reports.read): one row per debit and credit pair — Data, Conta débito, Conta crédito, Valor, Histórico, Documento — with no header block; at most 10 000 entries */
        get: {
            parameters: {
                query: {
                    from?: string;
                    to?: string;
                    format: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file, diario-AAAA-MM-DD.{format} */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not csv or xlsx; a from or to that is no date, or from after to */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description export_too_large: 'O período tem mais de 10.000 lançamentos, o máximo de uma exportação. Escolha um período menor.' */
                422: components["responses"]["Invalid"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/cash-flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cash flow between two days by the direct method (reports.read): what came into and went out of the cash and bank accounts, in sections, against the account of its other side; opening plus net is closing */
        get: {
            parameters: {
                query?: {
                    /** @description first day; left out: the first of January of to's year */
                    from?: string;
                    /** @description last day; left out: today */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CashFlowStatement"];
                        };
                    };
                };
                /** @description a from or to that is no date, or from after to */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{id}/download": {
        parameters: {
            query: {
                format: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /**
         * The report's file (reports.read), built now
         * @description `Content-Disposition: attachment; filename="relatorio-dividas-2026-T4.pdf"; filename*=UTF-8''relat%C3%B3rio-d%C3%ADvidas-2026-T4.pdf`: each name whole in one spelling, plain ASCII in `filename` (types ativos, dividas, fluxo-de-caixa, patrimonio-liquido) and pt-BR with every accent in `filename*` (ativos, dívidas, fluxo-de-caixa, patrimônio-líquido); a quarter is written T1–T4 (trimestre), a month 2026-10, a year 2026. Never compressed (PDF and XLSX are compressed already). CSV: UTF-8 with BOM, ';', CRLF, numbers 1234,56, dates dd/mm/aaaa. XLSX: one sheet 'Relatório' with number cells in a currency format and date cells. PDF: A4 with the company's name, logo (PNG/JPEG) and colours, page numbers.
         */
        get: {
            parameters: {
                query: {
                    format: components["schemas"]["ReportFormat"];
                };
                header?: never;
                path: {
                    id: components["parameters"]["id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                        "text/csv": unknown;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                /** @description format missing or not pdf, csv or xlsx */
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Relatório não encontrado' */
                404: components["responses"]["NotFound"];
                431: components["responses"]["HeadersTooLarge"];
                500: components["responses"]["ServerError"];
                503: components["responses"]["Unavailable"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description message for a person, in pt-BR */
            error: string;
            /** @description stable machine code */
            code: string;
            /** @description field → pt-BR message; on 422 (and 409 plate_taken) */
            fields?: {
                [key: string]: string;
            };
            /** @description only on 500 */
            requestId?: string;
        };
        User: {
            id: number;
            name: string;
            /** Format: idn-email */
            email: string;
            /** @enum {string} */
            role: "admin" | "user" | "viewer";
            /** @enum {string} */
            status: "active" | "inactive";
            active: boolean;
            /** @description '' or /uploads/<name> */
            avatar: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ImportBatch: {
            id: number;
            kind: string;
            /** @description the rows under the header */
            rows: number;
            /** @description the rows without errors */
            valid: number;
            errors: {
                /** @description the row's line in the spreadsheet (the header is line 1) */
                row: number;
                field: string;
                /** @description the column the field was read from */
                column?: string;
                message: string;
            }[];
            /** @description up to 20 rows without errors as they will be stored, in the fields of the kind's form */
            preview: ({
                row: number;
                description: string;
                type: string;
                acquisitionValue: number;
                currentValue: number;
                /** Format: date */
                acquisitionDate: string;
                address?: string;
                notes?: string;
            } | {
                row: number;
                make: string;
                model: string;
                year: number;
                licensePlate: string;
                color: string;
                purchasePrice: number;
                sellingPrice: number;
                /** Format: date */
                purchaseDate: string;
            } | {
                row: number;
                creditorName: string;
                description?: string;
                originalAmount: number;
                currentAmount: number;
                /** @description % a.m., with a point */
                interestRate: string;
                /** Format: date */
                dueDate: string;
                status: string;
                category: string;
                installments: number;
                currentInstallment: number;
            } | {
                row: number;
                name: string;
                kind: string;
                bankName?: string;
                agency?: string;
                number?: string;
                openingBalance: number;
                /** Format: date */
                openingDate: string;
            } | {
                row: number;
                /**
                 * @description the index's code
                 * @enum {string}
                 */
                index: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
                month: string;
                /** @description the month's change in %, with a point */
                value: string;
            })[];
            columns: string[];
            /** @description field → the column it reads; '' for none */
            mapping: {
                [key: string]: string;
            };
        };
        /** @description every field is in a response; a PUT sends only those it changes */
        Settings: {
            companyName?: string;
            /** @description the company's CNPJ (the alphanumeric one of July 2026 too) or an owner's CPF, answered without punctuation; sent with or without its mask, '' to remove it ('CPF ou CNPJ inválido: confira os dígitos') */
            companyDocument?: string;
            /** @description '' or /uploads/<name> of a stored image */
            logoUrl?: string;
            primaryColor?: string;
            secondaryColor?: string;
            /** @enum {string} */
            language?: "pt-BR";
            /** @enum {string} */
            currency?: "BRL";
            /** @enum {string} */
            theme?: "light" | "dark";
            notifications?: boolean;
            emailNotifications?: boolean;
            /** @description admins must set up two-factor sign-in before anything else; switched on only by an admin who has it on */
            requireTwoFactorForAdmins?: boolean;
            /**
             * @description the type of the company's Pix key; '' with pixKey '' when it has none ('Escolha o tipo da chave Pix')
             * @enum {string}
             */
            pixKeyType?: "" | "cnpj" | "cpf" | "email" | "phone" | "random";
            /** @description the company's Pix key, answered as the Pix directory writes it (a CPF or CNPJ without punctuation, an e-mail in lowercase, +55 with DDD and number, a random key's UUID in lowercase); sent as typed; each type's rule refuses it in pt-BR ('Chave Pix inválida: confira os dígitos do CPF', …) */
            pixKey?: string;
            /** @description the receiver's name every payer's app shows; required with a key ('Informe o nome de quem recebe o Pix, com até 25 caracteres') */
            pixName?: string;
            /** @description the receiver's city; required with a key ('Informe a cidade de quem recebe o Pix, com até 15 caracteres') */
            pixCity?: string;
            /** @description answers only (a PUT that sends it answers 400 unknown_field): the server has an SMTP server (PATRIMONIO_SMTP_HOST), so 'Esqueci minha senha' works and emailNotifications can be switched on */
            readonly emailConfigured?: boolean;
        };
        /** @description the signed-in user (User's fields) with the state of their two-factor sign-in */
        Me: {
            id: number;
            name: string;
            /** Format: idn-email */
            email: string;
            /** @enum {string} */
            role: "admin" | "user" | "viewer";
            /** @enum {string} */
            status: "active" | "inactive";
            active: boolean;
            /** @description '' or /uploads/<name> */
            avatar: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description two-factor sign-in (TOTP) is on for this user */
            twoFactorEnabled: boolean;
            /** @description an admin who must set two-factor up before anything else (see requireTwoFactorForAdmins) */
            twoFactorSetupRequired: boolean;
        };
        Session: {
            id: number;
            /** @description the browser and system in plain words: 'Chrome no Linux', 'Safari no iPhone', 'Navegador desconhecido' */
            device: string;
            /** @description the User-Agent at sign-in (control characters removed, at most 512 bytes) */
            userAgent: string;
            /** @description the client address at sign-in (the X-Forwarded-For one with PATRIMONIO_TRUST_PROXY) */
            address: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description updated at most once a minute
             */
            lastUsedAt: string;
            /** @description the session of this request */
            current: boolean;
        };
        ListMeta: {
            /** @description records in the whole filtered set */
            total: number;
            page: number;
            pageSize: number;
            /** @description the aggregates of the whole filtered set; each list names its own */
            summary?: Record<string, never>;
        };
        UploadedFile: {
            originalName: string;
            filename: string;
            /** @description /uploads/<filename>; fetch it at /api/uploads/<filename> */
            url: string;
            size: number;
            mimetype: string;
            category: components["schemas"]["AttachmentCategory"];
            /** @enum {string} */
            type: "image" | "document";
        };
        Debt: {
            id: number;
            creditorName: string;
            /** @description the creditor's CNPJ or CPF without punctuation; '' when not given */
            creditorDocument: string;
            description: string;
            /** @description reais with at most 2 decimals, > 0 */
            originalAmount: number;
            /** @description reais, ≥ 0; on create 0 or absent → originalAmount, unless status is paid (then 0) */
            currentAmount: number;
            /** @description effective % a.m., at most 6 decimals */
            interestRate: number;
            /** Format: date */
            dueDate: string;
            /** @description as reported: an active debt due before today (America/Sao_Paulo) reads overdue */
            status: components["schemas"]["DebtStatus"];
            category: components["schemas"]["DebtCategory"];
            paymentMethod: string;
            /** @description the contract's; a financing's schedule is made from them */
            installments: number;
            /** @description the installments a financing's schedule has now: installments less those an extraordinary amortization that reduced the term ('Reduzir prazo') took away; installments for a debt without a schedule */
            scheduledInstallments: number;
            /** @description at most scheduledInstallments */
            currentInstallment: number;
            /**
             * Format: date
             * @description the day the debt was taken: it counts from then (null: from the day it was registered)
             */
            contractDate: string | null;
            /** @description detail only, when a loan's money entered an account: the account (its movement is dated on the contract date) */
            disbursementAccountId?: number;
            /** @description detail only, when no account received the debt's money: its other side */
            counterpart?: components["schemas"]["Counterpart"];
            /**
             * @description none: no schedule; price or sac: a financing whose installments (GET /debts/{id}/schedule) come from originalAmount, interestRate (effective a.m.) and installments, and whose currentInstallment and dueDate follow the first installment not paid
             * @enum {string}
             */
            system: "none" | "price" | "sac";
            /**
             * Format: date
             * @description the first installment's due date (null without a schedule); one a month after it
             */
            firstDueDate: string | null;
            /** @description months of grace ('carência') before the amortizing installments, numbered first in the schedule; 0 without a schedule */
            graceMonths: number;
            /**
             * @description the grace months pay their interest, or add it to the balance and pay nothing
             * @enum {string}
             */
            graceInterest: "paid" | "capitalized";
            /** @description IOF and tariffs kept from the amount financed, in reais: they make the CET */
            fees: number;
            /**
             * @description the index correcting a financing's balance month by month (GET /indices/{code}); none: no correction
             * @enum {string}
             */
            index: "none" | "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
            /** @description installment k is corrected by the index of its due month less this many months */
            indexLag: number;
            /**
             * Format: date
             * @description the day a renegotiation's terms began (null: the contract's); payments before it belong to the terms that ended
             */
            termsSince: string | null;
            /** @description a financing's custo efetivo total (detail, create and edit answers only): the rate at which its installments are worth originalAmount − fees, monthly and annual, percent */
            cet?: {
                monthly: number;
                annual: number;
            };
            createdBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            } | null;
            updatedBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description create: creditorName, originalAmount and dueDate required; defaults status active, category other, installments 1, currentInstallment 1. Edit: fields left out keep their value. */
        DebtInput: {
            creditorName?: string;
            /** @description CNPJ or CPF, with or without its mask ('CPF ou CNPJ inválido: confira os dígitos'); '' removes it */
            creditorDocument?: string;
            description?: string;
            originalAmount?: number;
            currentAmount?: number;
            /** @description effective % a.m., 0 to 100 with at most 6 decimals */
            interestRate?: number;
            /** @description instead of interestRate ('Informe a taxa ao mês ou ao ano, não as duas'): the effective % a.a., 0 to 1000, kept as the monthly rate with the same effect, (1 + a)^(1/12) − 1 rounded to 6 decimals (12 → 0.948879) */
            annualRate?: number;
            /** Format: date */
            dueDate?: string;
            status?: components["schemas"]["DebtStatus"];
            category?: components["schemas"]["DebtCategory"];
            paymentMethod?: string;
            installments?: number;
            currentInstallment?: number;
            /** @description YYYY-MM-DD, not after today ('Data não pode ser posterior a hoje'), not after a payment; "" removes it */
            contractDate?: string;
            /** @description the account a loan's money entered on the contract date (which it needs); 0 when counterpart names the other side (an opening balance, an expense to pay, an adjustment). Required on create, one or the other; left out of an edit with counterpart, both kept */
            disbursementAccountId?: number;
            counterpart?: components["schemas"]["CounterpartKind"];
            /** @description the reason of an adjustment ('Informe o motivo do ajuste') */
            counterpartReason?: string;
            /**
             * @description when an edit changes currentAmount: what changed it ('Informe o motivo da mudança do saldo: …'); forgiveness only lowers it, charges only raise it
             * @enum {string}
             */
            balanceCounterpart?: "" | "forgiveness" | "charges" | "adjustment";
            /** @description the reason of an adjustment of the balance */
            balanceReason?: string;
            /** @description none (default), price or sac ('Sistema de amortização inválido') */
            system?: string;
            /**
             * Format: date
             * @description needed with price or sac ('Informe o vencimento da primeira parcela'), not before the contract date; with price or sac, at least R$ 10,00 of originalAmount per installment
             */
            firstDueDate?: string;
            /** @description 0 to 120 ('Carência deve ser de 0 a 120 meses'), only with price or sac ('Carência só vale para financiamentos com cronograma'); grace plus installments at most 600 */
            graceMonths?: number;
            /** @description paid (default) or capitalized ('Escolha se os juros da carência são pagos ou incorporados ao saldo') */
            graceInterest?: string;
            /** @description ≥ 0 and less than originalAmount ('Tarifas e IOF devem ser de zero até menos que o valor financiado') */
            fees?: number;
            /** @description none (default), ipca, igpm, incc, tr, cdi or selic ('Índice inválido'); only with price or sac ('Correção por índice só vale para financiamentos com cronograma') */
            index?: string;
            /** @description 0 to 12 ('Defasagem deve ser de 0 a 12 meses') */
            indexLag?: number;
        };
        DebtPayment: {
            id: number;
            debtId: number;
            /** Format: date */
            date: string;
            /** @description principal + interest */
            amount: number;
            /** @description lowers the debt's balance */
            principal: number;
            /** @description a cost of the period */
            interest: number;
            /** @description the account it was paid from */
            accountId: number | null;
            /** @description who paid when no account did (the owners: contribution) */
            counterpart?: components["schemas"]["Counterpart"];
            /** @description the installment of the schedule it pays */
            installmentNumber: number | null;
            /**
             * @description present on an extraordinary amortization: what it reduced
             * @enum {string}
             */
            prepaymentMode?: "reduce_term" | "reduce_payment";
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        IndexSeries: {
            /** @enum {string} */
            code: "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
            /** @example IPCA */
            label: string;
            /** @description how many months hold a value */
            months: number;
            /** @description YYYY-MM; null when none */
            firstMonth: string | null;
            lastMonth: string | null;
        };
        DebtTerms: {
            originalAmount: number;
            interestRate: number;
            installments: number;
            /** @enum {string} */
            system: "none" | "price" | "sac";
            /** Format: date */
            firstDueDate: string | null;
            graceMonths: number;
            /** @enum {string} */
            graceInterest: "paid" | "capitalized";
            fees: number;
            /** @enum {string} */
            index: "none" | "ipca" | "igpm" | "incc" | "tr" | "cdi" | "selic";
            indexLag: number;
        };
        DebtRenegotiation: {
            id: number;
            debtId: number;
            /** Format: date */
            date: string;
            /** @description the balance the ended terms left that day */
            previousBalance: number;
            /** @description what it became under the new terms */
            newAmount: number;
            previous: components["schemas"]["DebtTerms"];
            /**
             * Format: date
             * @description when the ended terms began (null: the contract)
             */
            previousSince: string | null;
            notes: string;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        RenegotiationInput: {
            /**
             * Format: date
             * @description required ('Informe a data da renegociação'), not after today, not before the current terms began ('Data da renegociação não pode ser anterior ao início do contrato atual') nor before a payment ('Data da renegociação não pode ser anterior a um pagamento já registrado')
             */
            date: string;
            /** @description the new amount, > 0 ('Novo valor deve ser maior que zero'): the balance with what the renegotiation adds or forgives */
            originalAmount: number;
            /** @description effective % a.m., as a debt's */
            interestRate?: number;
            /** @description instead of interestRate: the effective % a.a., as a debt's */
            annualRate?: number;
            /** @description price or sac ('A renegociação gera um novo cronograma: escolha Tabela Price ou SAC') */
            system: string;
            installments: number;
            /**
             * Format: date
             * @description not before date ('O primeiro vencimento não pode ser anterior à data da renegociação')
             */
            firstDueDate: string;
            graceMonths?: number;
            graceInterest?: string;
            fees?: number;
            index?: string;
            indexLag?: number;
            notes?: string;
        };
        DebtPaymentInput: {
            /**
             * Format: date
             * @description not after today, not before the debt's contract date
             */
            date: string;
            /** @description optional; when given, principal + interest ('Valor deve ser a soma do principal e dos juros') */
            amount?: number;
            /** @description ≥ 0, at most the balance ('Principal não pode ser maior que o saldo devedor') */
            principal?: number;
            /** @description ≥ 0; principal and interest not both 0 */
            interest?: number;
            /** @description paid from; 0 when counterpart names who paid (the owners: contribution; or an adjustment) */
            accountId?: number;
            counterpart?: components["schemas"]["CounterpartKind"];
            /** @description the reason of an adjustment ('Informe o motivo do ajuste') */
            counterpartReason?: string;
            /** @description the installment of the debt's schedule it pays ('Parcela inexistente no cronograma desta dívida' when the debt has no such one) */
            installmentNumber?: number;
            /** @description reduce_term or reduce_payment ('Escolha reduzir prazo ou reduzir parcela'): an extraordinary amortization of a financing ('Amortização extraordinária só vale para financiamentos com cronograma'), all principal ('Amortização extraordinária é só principal: deixe os juros em zero'), naming no installment; the schedule is made again from the installments due by its date */
            prepaymentMode?: string;
        };
        ScheduledInstallment: {
            number: number;
            /** @description what the contract's index added to the balance before it (negative for a deflation) */
            correction: number;
            /** @description the extraordinary amortizations paid after it, before the next */
            extraAmortization: number;
            /** @description a month of the grace period: it pays its interest, or nothing when the interest is capitalised */
            grace: boolean;
            /** @description the index has no value kept for its month: no correction applied */
            indexMissing: boolean;
            /**
             * Format: date
             * @description the first due date plus number − 1 months (the month's last day when shorter)
             */
            dueDate: string;
            /**
             * @description paid: its payments reach its amount; overdue: not, and due before today
             * @enum {string}
             */
            status: "paid" | "open" | "overdue";
            /** @description prestação: interest + amortization */
            payment: number;
            interest: number;
            amortization: number;
            /** @description saldo devedor after it */
            balance: number;
            /** @description what the payments naming it add up to */
            paid: number;
            /** @description overdue: multa of 2 % on what is still owed */
            lateFine: number;
            /** @description overdue: juros de mora of 1 % a.m. pro rata die on what is still owed, until today */
            lateInterest: number;
        };
        Simulation: {
            /** @enum {string} */
            system: "price" | "sac";
            totalInterest: number;
            /** @description 0: a simulation has no index */
            totalCorrection: number;
            /** @description the amount financed plus the interest */
            totalPaid: number;
            /** @description the effective monthly rate used, in percent (the annual one converted when that was sent) */
            monthlyRate: number;
            /** @description the effective annual rate of monthlyRate, (1 + m)^12 − 1, in percent */
            annualRate: number;
            /** @description custo efetivo total a.m., in percent: the monthly equivalent of cetAnnual */
            cetMonthly: number;
            /** @description custo efetivo total a.a. by the Banco Central's formula (Res. CMN 4.881/2020): the annual rate at which the installments, each discounted over its calendar days from contractDate / 365, are worth the amount less the fees */
            cetAnnual: number;
            installments: {
                number: number;
                correction: number;
                extraAmortization: number;
                grace: boolean;
                indexMissing: boolean;
                /** @description interest + amortization */
                payment: number;
                interest: number;
                amortization: number;
                /** @description what is left after this installment; 0 after the last */
                balance: number;
            }[];
        };
        SimulationInput: {
            /** @description the amount financed, > 0, at least R$ 10,00 per installment */
            amount: number;
            /** @description effective monthly rate in percent, 0 to 100, up to 6 decimals (1.5 is 1,5 % a.m.) */
            monthlyRate?: number;
            /** @description or the effective annual rate in percent, 0 to 1000: converted as (1 + a)^(1/12) − 1; not both */
            annualRate?: number;
            /** @description 1 to 600, one a month */
            installments: number;
            /** @description price or sac */
            system: string;
            /** @description IOF and tariffs kept from the amount, for the CET; 0 or left out for none */
            fees?: number;
            /**
             * Format: date
             * @description the release of the money; today when left out
             */
            contractDate?: string | null;
            /**
             * Format: date
             * @description the first installment's due date, not before contractDate ('O primeiro vencimento não pode ser anterior à data do contrato'); a month after it when left out. Its interest is pro rata die for the whole months and calendar days between them, (1+i)^(months + days/30) − 1
             */
            firstDueDate?: string | null;
        };
        Report: {
            id: number;
            type: components["schemas"]["ReportType"];
            period: components["schemas"]["ReportPeriod"];
            /** @description 2026-10, 2026-Q3 or 2026 */
            reference: string;
            /** @description Relatório de Ativos — outubro de 2026 */
            title: string;
            description: string;
            createdBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        Asset: {
            id: number;
            description: string;
            type: components["schemas"]["AssetType"];
            status: components["schemas"]["AssetStatus"];
            /** @example 1234567.89 */
            acquisitionValue: number;
            currentValue: number;
            /** Format: date */
            acquisitionDate: string;
            /** @description the sum of its improvements (benfeitorias, GET /assets/{id}/improvements): with the acquisition value, its cost */
            improvements: number;
            /** @description the part of a property's acquisition value that is land (terreno), never depreciated; 0 when the cost is not split */
            landValue: number;
            irpfCode: components["schemas"]["IRPFCode"];
            /** @description the code chosen for the asset; '' when it follows its type's */
            irpfCodeChosen: string;
            depreciationKind: components["schemas"]["DepreciationKind"];
            /** @description % a year in force: the one typed, else its kind's (the Receita Federal's) */
            depreciationRate: number;
            /** @description the rate typed for the asset; null: its kind's */
            depreciationRateTyped: number | null;
            /** @description a property's IPTU of a year; null: none kept */
            iptuAmount: number | null;
            /** @description 1 (cota única) to 12 monthly installments */
            iptuInstallments: number;
            /** @description the day of each year the first installment falls due, MM-DD; '' when none */
            iptuFirstDue: string;
            /** @description a vehicle's state of registration (UF); '' when none. With its plate (details.licensePlate) and its state's table, its IPVA and licenciamento in the 'Agenda' */
            registrationState: string;
            /** @description a vehicle's IPVA of a year; null: not kept */
            ipvaAmount: number | null;
            /** @description a vehicle's licenciamento of a year; null: not kept */
            licensingAmount: number | null;
            /** @description a vehicle exempt from IPVA: only its licenciamento falls due */
            ipvaExempt: boolean;
            /** @description detail only: 'Valor contábil', its cost (acquisition plus improvements) less what has been depreciated by today (of the acquisition, only what is not land), by whole months from each one's day; 0 once sold or exchanged */
            bookValue?: number;
            /** @description the original asset of the exchange that created this one */
            parentAssetId: number | null;
            details: components["schemas"]["AssetDetails"];
            /** @description detail only */
            attachments?: components["schemas"]["AssetAttachment"][];
            /** @description detail of a sold asset only */
            sale?: components["schemas"]["AssetSale"];
            /** @description detail only, when the acquisition was paid from an account */
            accountId?: number;
            /** @description detail only, when no account paid the acquisition: its other side */
            counterpart?: components["schemas"]["Counterpart"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description only in …/related
             * @enum {string}
             */
            relation?: "created_in_exchange" | "original" | "related";
        };
        Vehicle: {
            id: number;
            make: string;
            model: string;
            year: number;
            color: string;
            /** @description upper case, no dash */
            licensePlate: string;
            /** @description 11 digits; '' when not given */
            renavam: string;
            /** @description the VIN in capitals; '' when not given */
            chassis: string;
            /** @description quilometragem; null when not given */
            mileage: number | null;
            manufactureYear: number | null;
            modelYear: number | null;
            /** @description NNNNNN-D; '' when not given */
            fipeCode: string;
            /** @description the FIPE table's reference value; null when not given */
            fipeValue: number | null;
            ipvaStatus: components["schemas"]["VehicleIpvaStatus"];
            licensingStatus: components["schemas"]["VehicleLicensingStatus"];
            /** @description the UF it is registered in; '' when not given */
            registrationState: string;
            /** @description the year's IPVA; null when not given */
            ipvaAmount: number | null;
            /** @description the year's licenciamento fee; null when not given */
            licensingAmount: number | null;
            notes: string;
            status: components["schemas"]["VehicleStatus"];
            purchasePrice: number;
            /** @description the asking price, or the sale price once sold */
            sellingPrice: number;
            /** @description what was spent on it (GET /vehicles/{id}/costs) */
            costs: number;
            /** @description sellingPrice − purchasePrice − costs */
            margin: number;
            /** Format: date */
            purchaseDate: string;
            /** Format: date */
            soldDate: string | null;
            /** @enum {string} */
            salePaymentMethod: "" | "cash" | "financing" | "exchange" | "installments";
            saleNotes: string;
            /** @description once sold: who bought it ('' when not given) */
            saleBuyerName: string;
            /** @description once sold: the buyer's CPF or CNPJ without punctuation ('' when not given) */
            saleBuyerDocument: string;
            /** @description the account the purchase was paid from (on the detail and after a write; null on lists) */
            accountId: number | null;
            /** @description on the detail, when no account paid the purchase: its other side */
            counterpart?: components["schemas"]["Counterpart"];
            /** @description the account the sale was received into (on the detail and after a write; null on lists) */
            saleAccountId: number | null;
            /** @description the receivable of a sale in installments (on the detail and after a write; null on lists) */
            receivableId: number | null;
            /** @description left out when the vehicle has none */
            attachments?: components["schemas"]["VehicleAttachment"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Pago, Em aberto, Isento; '' unknown
         * @enum {string}
         */
        VehicleIpvaStatus: "" | "paid" | "open" | "exempt";
        /**
         * @description Em dia, Pendente; '' unknown
         * @enum {string}
         */
        VehicleLicensingStatus: "" | "valid" | "pending";
        VehicleCost: {
            id: number;
            vehicleId: number;
            /** Format: date */
            date: string;
            amount: number;
            category: components["schemas"]["VehicleCostCategory"];
            description: string;
            /** @description the account it was paid from (0 once that account is gone) */
            accountId: number;
            accountName: string;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description Funilaria, Mecânica, Documentação, Comissão, Outros
         * @enum {string}
         */
        VehicleCostCategory: "bodywork" | "mechanics" | "documentation" | "commission" | "other";
        VehicleCostInput: {
            /**
             * Format: date
             * @description required ('Data do custo é obrigatória'), not after today, not before the purchase ('Data do custo não pode ser anterior à compra do veículo')
             */
            date: string;
            /** @description > 0 ('Valor deve ser maior que zero') */
            amount: number;
            category: components["schemas"]["VehicleCostCategory"];
            /** @description at most 2000 characters */
            description?: string;
            /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
            accountId: number;
        };
        /** @enum {string} */
        AssetType: "real_estate" | "other" | "vehicle";
        /** @enum {string} */
        AssetStatus: "active" | "inactive" | "rented" | "sold" | "exchanged";
        /** @enum {string} */
        AssetPaymentMethod: "cash" | "financing" | "installments";
        /** @enum {string} */
        AttachmentCategory: "contrato" | "escritura" | "projeto_engenharia" | "projeto_arquitetura" | "outros";
        /** @description the fields of the asset's type; every one may be left out */
        AssetDetails: {
            address?: string;
            area?: number;
            /** @description the matrícula */
            registrationNumber?: string;
            rooms?: number;
            bathrooms?: number;
            garage?: boolean;
            furnished?: boolean;
            /** @description CEP: 8 digits, typed with or without its dash ('CEP inválido: use 8 dígitos, como 01310-100'), kept as the digits */
            zipCode?: string;
            city?: string;
            /** @description UF, one of the 27 ('UF inválida: use a sigla do estado, como SP'), kept in capitals */
            state?: string;
            /** @description inscrição imobiliária (IPTU) */
            propertyTaxId?: string;
            /** @description the cartório where it is registered */
            registryOffice?: string;
            /**
             * Format: date
             * @description the day of the registration ('Data do registro inválida: use dd/mm/aaaa')
             */
            registrationDate?: string;
            brand?: string;
            make?: string;
            model?: string;
            year?: number;
            licensePlate?: string;
            color?: string;
            mileage?: number;
            notes?: string;
        };
        AssetAttachment: {
            id: number;
            name: string;
            originalName: string;
            filename: string;
            /** @description /uploads/<filename> */
            url: string;
            size: number;
            mimetype: string;
            /** @enum {string} */
            type: "image" | "document";
            category: components["schemas"]["AttachmentCategory"];
        };
        AssetSale: {
            /** Format: date */
            saleDate: string;
            saleValue: number;
            buyerName: string;
            /** @description the buyer's CPF or CNPJ without punctuation; '' when not given */
            buyerDocument: string;
            buyerEmail: string;
            buyerPhone: string;
            paymentMethod: components["schemas"]["AssetPaymentMethod"];
            /** @description only for installments */
            installments: number | null;
            notes: string;
            /** @description the account the sale was received into */
            accountId: number | null;
            /** @description the receivable of a sale in installments */
            receivableId: number | null;
        };
        AssetSummary: {
            count: number;
            acquisitionTotal: number;
            currentTotal: number;
        };
        AssetTransaction: {
            id: number;
            /** @enum {string} */
            type: "sale" | "exchange" | "valuation_update" | "status_change" | "other";
            description: string;
            /**
             * Format: date
             * @description the calendar day of the event
             */
            date: string;
            amount: number;
            details: {
                previousValue: number | null;
                newValue: number | null;
                previousStatus?: string;
                newStatus?: string;
                reason: string;
            };
            user: {
                /** @description null once the user is deleted */
                id: number | null;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description a stored upload named by url (/uploads/…) or filename, with a category (default outros); other fields are accepted and ignored */
        AttachmentRef: {
            url?: string;
            filename?: string;
            name?: string;
            category?: components["schemas"]["AttachmentCategory"];
        };
        Obligation: {
            /**
             * @description asset_ipva and asset_licensing: of a vehicle of the company's own (an asset)
             * @enum {string}
             */
            kind: "debt" | "receivable" | "iptu" | "ipva" | "licensing" | "asset_ipva" | "asset_licensing";
            /** @description the debt, the receivable, the asset (iptu, asset_ipva, asset_licensing) or the stock's vehicle */
            recordId: number;
            /** @description the creditor, the sale, 'IPTU 2026: <property>', 'IPVA 2026: <make> <model> <plate>' (an asset's: '<description> <plate>') or 'Licenciamento 2026: …' */
            description: string;
            /** @description its number (0 for a debt in one payment) */
            installment: number;
            installments: number;
            /** Format: date */
            dueDate: string;
            /** @description what is still open of it (an IPTU installment: its amount; a debt without a schedule: its balance; an IPVA or licenciamento: the vehicle's, 0 when not given) */
            amount: number;
            /** @description false for a debt without a schedule */
            scheduled: boolean;
            /**
             * @description on today (São Paulo)
             * @enum {string}
             */
            status: "open" | "overdue" | "paid";
            /** @description the payment of a paid IPTU installment, IPVA or licenciamento (DELETE /obligations/payments/{id}); 0 otherwise (also for this year's IPVA or licenciamento the vehicle says was paid) */
            paymentId: number;
        };
        VehicleTaxRule: {
            /** @description the UF */
            state: string;
            /** @enum {string} */
            kind: "ipva" | "licensing";
            /** @description the plate's last digit */
            finalDigit: number;
            month: number;
            /** @description null: the month's last day; past the month's end, its last day */
            day: number | null;
            /** @description where the line came from ('' for a line typed) */
            source: string;
        };
        /**
         * @description Edificações 4 %, Veículos 20 %, Máquinas e equipamentos 10 %, Móveis e utensílios 10 %, Computadores e periféricos 20 % a year (the Receita Federal's rates); Terrenos and Não depreciado 0
         * @enum {string}
         */
        DepreciationKind: "buildings" | "vehicles" | "machinery" | "furniture" | "computers" | "land" | "none";
        /**
         * @description group and code of the Receita Federal's 'Bens e Direitos' table; the default of the asset's type is 01-19 (real estate), 02-01 (vehicle), 99-99 (other)
         * @enum {string}
         */
        IRPFCode: "01-01" | "01-02" | "01-03" | "01-11" | "01-12" | "01-13" | "01-14" | "01-15" | "01-16" | "01-17" | "01-18" | "01-19" | "02-01" | "02-02" | "02-03" | "02-04" | "02-05" | "02-99" | "03-01" | "03-02" | "03-99" | "99-99";
        AssetImprovement: {
            id: number;
            assetId: number;
            /** Format: date */
            date: string;
            amount: number;
            description: string;
            /** @description the account it was paid from (0 once that account is gone) */
            accountId: number;
            accountName: string;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        AssetImprovementInput: {
            /**
             * Format: date
             * @description required ('Data da benfeitoria é obrigatória'), not after today, not before the acquisition ('Data da benfeitoria não pode ser anterior à aquisição do ativo')
             */
            date: string;
            /** @description > 0 ('Valor deve ser maior que zero') */
            amount: number;
            /** @description what was done, required ('Descreva a benfeitoria'), at most 200 characters */
            description: string;
            /** @description the account it was paid from ('Informe a conta de onde o valor saiu') */
            accountId: number;
        };
        AssetInput: {
            description?: string;
            /** @default real_estate */
            type: components["schemas"]["AssetType"];
            acquisitionValue?: number;
            currentValue?: number;
            /**
             * Format: date
             * @description not after today ('Data não pode ser posterior a hoje'); on an edit of a sold or exchanged asset, not after that day
             */
            acquisitionDate?: string;
            details?: components["schemas"]["AssetDetails"];
            /** @description its 'Bens e Direitos' group and code (IRPFCode); '' or left out: its type's ('Código de Bens e Direitos inválido') */
            irpfCode?: string;
            /** @description a property's land (terreno), part of the acquisition value, never depreciated; 0 or left out: not split ('Valor do terreno deve estar entre zero e o valor de aquisição'; another type: 'Só um imóvel tem valor de terreno') */
            landValue?: number;
            /** @description DepreciationKind; '' or left out: its type's (real estate buildings, vehicle vehicles, other none) ('Espécie de depreciação inválida') */
            depreciationKind?: string;
            /** @description % a year with two decimals, 0 to 100; null or left out: its kind's ('Taxa de depreciação deve estar entre 0% e 100% ao ano') */
            depreciationRate?: number | null;
            /** @description the IPTU of a year, > 0 ('IPTU anual deve ser maior que zero'); null: none */
            iptuAmount?: number | null;
            /** @description 1 (cota única, the default) to 12 ('Parcelas do IPTU: de 1 (cota única) a 12') */
            iptuInstallments?: number;
            /** @description MM-DD, required with an amount ('Informe o dia do primeiro vencimento do IPTU, como 10/02') */
            iptuFirstDue?: string;
            /** @description a vehicle's state of registration (UF, 'UF inválida: use a sigla do estado, como SP'); with it, details.licensePlate is required and a valid plate; '' or left out: none. Any of the four on another type: 'Só um veículo tem UF de registro, IPVA e licenciamento' */
            registrationState?: string;
            /** @description a vehicle's IPVA of a year, > 0 ('O valor deve ser maior que zero'); null: not kept */
            ipvaAmount?: number | null;
            /** @description a vehicle's licenciamento of a year, > 0; null: not kept */
            licensingAmount?: number | null;
            /** @description a vehicle exempt from IPVA */
            ipvaExempt?: boolean;
            /** @description the account the acquisition was paid from, on its acquisition date; 0 when counterpart names its other side. Required on create, one or the other; left out of an edit with counterpart, both kept */
            accountId?: number;
            counterpart?: components["schemas"]["CounterpartKind"];
            /** @description the reason of an adjustment ('Informe o motivo do ajuste') */
            counterpartReason?: string;
            /** @description On PUT the list is the new set: existing kept, new added, missing dropped; left out, nothing changes */
            attachments?: components["schemas"]["AttachmentRef"][];
        };
        /** @enum {string} */
        VehicleStatus: "in_stock" | "reserved" | "sold";
        /** @enum {string} */
        VehiclePaymentMethod: "cash" | "financing" | "exchange" | "installments";
        VehicleAttachment: {
            id?: number;
            name: string;
            originalName: string;
            filename: string;
            /** @description /uploads/<filename> */
            url: string;
            category: string;
            mimetype: string;
            size: number;
            /** @enum {string} */
            type: "image" | "document";
        };
        VehicleSummary: {
            /** @description every vehicle, whatever the filter */
            all: number;
            total: number;
            inStock: number;
            purchaseTotal: number;
            sellingTotal: number;
        };
        VehicleHistoryEntry: {
            id: number;
            vehicleId: number;
            /** @enum {string} */
            action: "CREATE" | "UPDATE" | "SALE" | "DELETE";
            /**
             * Format: date
             * @description the event's calendar day: purchase date (CREATE), sold date (SALE), the day of the change (UPDATE, DELETE)
             */
            date: string;
            /** @description what the vehicle counted in the net worth before (purchase price while unsold) */
            oldValue: number;
            /** @description what it counts after (0 once sold or deleted) */
            newValue: number;
            /** @description cash of the event: purchase price (CREATE), sale price (SALE) */
            amount: number | null;
            /** @description CREATE/DELETE {vehicleData: {make, model, year, licensePlate, purchasePrice}}; UPDATE {oldData, newData} with only the changed fields; SALE {saleData: {sellingPrice, soldDate, paymentMethod, notes, buyerName?, buyerDocument?}} (the buyer since issue 16) */
            details: {
                vehicleData?: {
                    [key: string]: unknown;
                };
                oldData?: {
                    [key: string]: unknown;
                };
                newData?: {
                    [key: string]: unknown;
                };
                saleData?: {
                    sellingPrice: number;
                    /** Format: date */
                    soldDate: string;
                    paymentMethod: components["schemas"]["VehiclePaymentMethod"];
                    notes: string;
                    buyerName?: string;
                    buyerDocument?: string;
                };
            };
            userId: number;
            /** @description the author's name when the entry was written */
            userName: string;
            /** Format: date-time */
            createdAt: string;
        };
        VehicleInput: {
            /** @description required: 'Marca é obrigatória' */
            make?: string;
            /** @description required: 'Modelo é obrigatório' */
            model?: string;
            /** @description 1900 to next year: 'Ano é obrigatório e deve ser válido' when missing or before 1900, 'Ano deve estar entre 1900 e {next year}' after */
            year?: number;
            /** @description ABC1234 or Mercosul ABC1D23, dash and case free ('abc-1234' is stored 'ABC1234'); unique among unsold vehicles (409 plate_taken) */
            licensePlate?: string;
            /** @description optional, with or without punctuation, a 9-digit one padded to 11; its check digit verified ('RENAVAM inválido: confira os dígitos') */
            renavam?: string;
            /** @description optional: the VIN, 17 letters and digits without I, O and Q ('Chassi inválido: 17 letras e números, sem I, O e Q'), stored in capitals */
            chassis?: string;
            /** @description optional, 0 to 9 999 999 km ('Quilometragem deve ser um número inteiro de 0 a 9.999.999') */
            mileage?: number | null;
            /** @description optional, 1900 to next year */
            manufactureYear?: number | null;
            /** @description optional, 1900 to next year; the manufacture year or the next ('Ano do modelo deve ser o de fabricação ou o seguinte') */
            modelYear?: number | null;
            /** @description optional: 7 digits, dash and dots free, stored NNNNNN-D ('Código FIPE inválido: use 6 dígitos, traço e 1 dígito, como 005340-6') */
            fipeCode?: string;
            /** @description optional, not negative */
            fipeValue?: number | null;
            ipvaStatus?: components["schemas"]["VehicleIpvaStatus"];
            licensingStatus?: components["schemas"]["VehicleLicensingStatus"];
            /** @description optional: the UF it is registered in, whose table gives its IPVA and licenciamento in the calendar ('UF inválida: use a sigla do estado, como SP') */
            registrationState?: string;
            /** @description optional: the year's IPVA, > 0 ('O valor deve ser maior que zero') */
            ipvaAmount?: number | null;
            /** @description optional: the year's licenciamento fee, > 0 */
            licensingAmount?: number | null;
            /** @description optional on create, required on edit ('Cor é obrigatória') */
            color?: string;
            notes?: string;
            /** @description > 0: 'Valor de aquisição deve ser maior que zero' */
            purchasePrice?: number;
            /** @description > 0: 'Valor de venda deve ser maior que zero' */
            sellingPrice?: number;
            /**
             * Format: date
             * @description required: 'Data de aquisição é obrigatória'; not after today; a sold vehicle's not after its sale
             */
            purchaseDate?: string;
            /** @description the account the purchase was paid from; 0 when counterpart names its other side. Required on create, one or the other; left out of an edit with counterpart, both kept */
            accountId?: number;
            counterpart?: components["schemas"]["CounterpartKind"];
            /** @description the reason of an adjustment ('Informe o motivo do ajuste') */
            counterpartReason?: string;
            /**
             * @default in_stock
             * @enum {string}
             */
            status: "in_stock" | "reserved";
            attachments?: {
                url?: string;
                filename?: string;
                name?: string;
                /** @default outros */
                category: components["schemas"]["AttachmentCategory"];
                mimetype?: string;
                size?: number;
                type?: string;
                id?: number;
            }[];
        };
        /** @enum {string} */
        DebtStatus: "active" | "paid" | "overdue" | "renegotiated";
        /** @enum {string} */
        DebtCategory: "loan" | "financing" | "account_payable" | "other";
        DebtSummary: {
            /** @description every debt, whatever the filter */
            all: number;
            count: number;
            originalTotal: number;
            activeTotal: number;
            overdueTotal: number;
            paidCount: number;
        };
        /**
         * @description Caixa, Conta corrente, Poupança, Aplicação
         * @enum {string}
         */
        AccountKind: "cash" | "checking" | "savings" | "investment";
        Account: {
            id: number;
            name: string;
            kind: components["schemas"]["AccountKind"];
            bankName: string;
            agency: string;
            number: string;
            /** @description reais; negative only for a checking account */
            openingBalance: number;
            /**
             * Format: date
             * @description not after today
             */
            openingDate: string;
            /** @description read-only: the opening balance plus every movement dated up to today */
            balance: number;
            /** @description on the detail and after a write: where the opening balance came from */
            openingCounterpart?: components["schemas"]["Counterpart"];
            /**
             * Format: date
             * @description 'Conciliada até': the closing day of the latest imported statement of the bank whose closing balance the account has on that day; null when none has
             */
            reconciledUntil: string | null;
            createdBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            } | null;
            updatedBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BankStatement: {
            id: number;
            accountId: number;
            /**
             * @description pending: read, waiting for its commit (an hour at most)
             * @enum {string}
             */
            status: "pending" | "committed" | "undone";
            /** @enum {string} */
            format: "ofx" | "csv";
            fileName: string;
            /**
             * Format: date
             * @description the period the statement covers (an OFX's DTSTART, else its first line's day)
             */
            start: string;
            /** Format: date */
            end: string;
            /** @description the bank's closing balance: an OFX's LEDGERBAL, or typed for a CSV; null when not given */
            closing: number | null;
            /** Format: date */
            closingDate: string | null;
            /** @description lines in the file */
            lines: number;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            committedAt: string | null;
            /** Format: date-time */
            undoneAt: string | null;
            /** @description committed, with a closing balance: the account's balance in the product at the end of closingDate */
            balance: number | null;
            /** @description balance equals closing */
            reconciled: boolean;
        };
        LineChoice: {
            /** @description the line's index in the statement (0 first) */
            line: number;
            /**
             * @description receipt: of a sale in installments (a credit); debt_payment: of a debt (a debit) — its schedule's first installment not paid, the amortization as principal and the rest as interest, or all principal of a debt without interest and schedule
             * @enum {string}
             */
            action: "entry" | "transfer" | "receipt" | "debt_payment" | "ignore";
            /** @description entry: a receita's for a credit, a despesa's for a debit */
            category?: components["schemas"]["EntryCategory"];
            /** @description entry: one of the company's sub-accounts under the category's account (0 or left out: none) */
            subaccountId?: number;
            /** @description transfer: the company's other account (money out of this account for a debit, into it for a credit) */
            accountId?: number;
            /** @description receipt: the receivable */
            receivableId?: number;
            /** @description debt_payment: the debt */
            debtId?: number;
        };
        MovementRef: {
            id: number;
            /** Format: date */
            date: string;
            /** @description signed: negative out of the account */
            amount: number;
            /** @enum {string} */
            kind: "transfer" | "entry" | "record";
            description: string;
            /** @description as a Movement's */
            sourceKind: string | null;
        };
        StatementLine: {
            index: number;
            /** Format: date */
            date: string;
            /** @description signed: negative out of the account */
            amount: number;
            description: string;
            /**
             * @description preview: imported (an earlier statement has it), matched (a movement of the same amount at most 3 days away) or new; committed: matched, created or ignored
             * @enum {string}
             */
            status: "imported" | "matched" | "new" | "created" | "ignored";
            /** @description the movement the line stands for (null once it is deleted) */
            movement: components["schemas"]["MovementRef"] | null;
            /** @description a new line of a preview: the choice remembered for its description's words */
            suggestion: components["schemas"]["LineChoice"] | null;
        };
        StatementCounts: {
            imported: number;
            matched: number;
            new: number;
            created: number;
            ignored: number;
        };
        StatementPreview: {
            preview: null | {
                statement: components["schemas"]["BankStatement"];
                counts: components["schemas"]["StatementCounts"];
                lines: components["schemas"]["StatementLine"][];
            };
            /** @description a CSV's header ([] for an OFX) */
            columns: string[];
            /** @description a CSV's columns as read (null for an OFX) */
            mapping: null | {
                date: string;
                description: string;
                amount?: string;
                credit?: string;
                debit?: string;
            };
            /** @description what the CSV's columns lack ('' when the preview is whole) */
            missing: string;
        };
        Reconciliation: {
            statement: components["schemas"]["BankStatement"];
            /** @description the bank's closing balance less the product's on that day; null without a closing balance */
            difference: number | null;
            counts: components["schemas"]["StatementCounts"];
            lines: components["schemas"]["StatementLine"][];
            /** @description 'Não encontrado no extrato': the account's movements in the statement's period that no statement's line stands for */
            missing: components["schemas"]["MovementRef"][];
        };
        /** @description create: name, kind and openingDate required, openingBalance 0 when left out. Edit: fields left out keep their value. */
        AccountInput: {
            name?: string;
            kind?: components["schemas"]["AccountKind"];
            bankName?: string;
            agency?: string;
            number?: string;
            openingBalance?: number;
            /** Format: date */
            openingDate?: string;
            /** @description where an opening balance other than zero came from: opening, contribution or adjustment (required then; on an edit, when the balance or its day changes and none was kept) */
            counterpart?: components["schemas"]["CounterpartKind"];
            counterpartReason?: string;
        };
        /**
         * @description em aberto, vencido (an installment due before today is not wholly received), quitado
         * @enum {string}
         */
        ReceivableStatus: "open" | "overdue" | "paid";
        Installment: {
            number: number;
            /** Format: date */
            dueDate: string;
            amount: number;
            /** @description the interest part of amount, of a sale financed with interest (0 otherwise) */
            interest: number;
            /** @description the part of it the receipts cover (they pay the installments in order) */
            received: number;
            status: components["schemas"]["ReceivableStatus"];
            /** @description overdue: multa of 2 % on what is still open of it */
            lateFine: number;
            /** @description overdue: juros de mora of 1 % a.m. pro rata die on what is still open, until today */
            lateInterest: number;
        };
        Receivable: {
            id: number;
            /** @description the asset sold (or null) */
            assetId: number | null;
            /** @description the vehicle sold (or null) */
            vehicleId: number | null;
            /** @description 'Venda de ativo: …' or 'Venda de veículo: …' */
            description: string;
            /** @description the buyer ('' for a vehicle) */
            debtorName: string;
            /** Format: date */
            saleDate: string;
            saleValue: number;
            /** @description received on the sale day (0 for none) */
            downPayment: number;
            /** @description saleValue − downPayment: the principal financed */
            amount: number;
            /** @description % a.m. of a sale financed with interest; 0 for equal installments without interest */
            interestRate: number;
            /** @enum {string} */
            system: "none" | "price" | "sac";
            /** @description the schedule's total interest: the installments add up to amount + interest */
            interest: number;
            /** @description the receipts so far */
            received: number;
            /** @description still to receive: amount + interest − received; the net worth counts only the principal left (a receipt pays each installment's interest first) */
            balance: number;
            status: components["schemas"]["ReceivableStatus"];
            /**
             * Format: date
             * @description of the first installment not wholly received
             */
            nextDueDate: string | null;
            installmentCount: number;
            /** @description detail only */
            installments?: components["schemas"]["Installment"][];
            /** Format: date-time */
            createdAt: string;
        };
        ReceivablesSummary: {
            count: number;
            /** @description what the receivables listed still have to receive */
            balance: number;
            /** @description the part of it already due */
            overdue: number;
        };
        ReceivableReceipt: {
            id: number;
            receivableId: number;
            /** Format: date */
            date: string;
            amount: number;
            /** @description the installment it pays; null: it pays the installments in order */
            installmentNumber: number | null;
            /** @description the account it entered (0 once that account is gone) */
            accountId: number;
            accountName: string;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        ReceiptInput: {
            /**
             * Format: date
             * @description not after today, not before the sale ('Data do recebimento não pode ser anterior à data da venda')
             */
            date: string;
            /** @description > 0, at most the balance ('Valor maior que o saldo a receber') */
            amount: number;
            /** @description the account it entered ('Informe a conta em que o valor entrou') */
            accountId: number;
            /** @description the installment it pays, one the sale has ('Parcela inexistente nesta venda'): it pays that one first, though an earlier one is open; left out, the receipt pays the installments in order */
            installmentNumber?: number;
        };
        /** @description a lease of one of the company's assets; active until it is ended (past its term it goes on for an indefinite time); while active its asset reads 'Alugado' */
        Lease: {
            id: number;
            assetId: number;
            assetDescription: string;
            tenantName: string;
            /** @description CPF or CNPJ without punctuation; '' when not given */
            tenantDocument: string;
            tenantEmail: string;
            tenantPhone: string;
            /** Format: date */
            startDate: string;
            termMonths: number;
            /**
             * Format: date
             * @description the term's last day: the day before the start's day, termMonths later (or that month's last day)
             */
            termEnd: string;
            rent: number;
            /** @description a month without the day falls due on its last day */
            dueDay: number;
            index: components["schemas"]["LeaseIndex"];
            /** @description the rent is readjusted every so many months from the start */
            readjustMonths: number;
            /** @description the index's months end this many months before the anniversary's month */
            indexLag: number;
            /** @description a negative accumulated index lowers the rent */
            lowerOnDeflation: boolean;
            guarantee: components["schemas"]["Guarantee"];
            /** @description the caução's money, or the título de capitalização's value; 0 otherwise */
            guaranteeAmount: number;
            guarantorName: string;
            guarantorDocument: string;
            /** @description multa on what is paid late, in percent */
            lateFine: number;
            /** @description juros de mora, in percent a month, pro rata by day */
            lateInterest: number;
            notes: string;
            /** Format: date */
            endedOn: string | null;
            endReason: string;
            /** @enum {string} */
            status: "active" | "ended";
            /** @description the rent in force today: the last readjustment's from its effective date on, rent before the first */
            currentRent: number;
            /**
             * Format: date
             * @description the next anniversary the rent is readjusted on; null without an index or once ended
             */
            nextReadjustment: string | null;
            /** @description the next rent to fall due, today or later; null once ended. A month's rent (a calendar month, a first or last month by its days, each day at the rent in force on it) falls due on dueDay of the month after (Lei do Inquilinato, art. 20) */
            nextBill: null | {
                number: number;
                /** Format: date */
                periodStart: string;
                /** Format: date */
                periodEnd: string;
                /** Format: date */
                dueDate: string;
                amount: number;
            };
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LeaseReadjustment: {
            /** @description 0 in a preview */
            id: number;
            leaseId: number;
            /**
             * Format: date
             * @description the anniversary: the rent in force from that day
             */
            effectiveDate: string;
            /** @enum {string} */
            index: "igpm" | "ipca";
            firstMonth: string;
            /** @description indexLag months before the anniversary's month */
            lastMonth: string;
            /** @description the product of (1 + each month's change) less one, in percent with six decimals */
            accumulated: number;
            rentBefore: number;
            /** @description rentBefore × (1 + accumulated), to the centavo (a half up); rentBefore when the index fell and the lease does not lower the rent */
            rentAfter: number;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        ReadjustmentPreview: {
            /**
             * Format: date
             * @description the next anniversary
             */
            effectiveDate: string;
            /** @enum {string} */
            index: "igpm" | "ipca";
            firstMonth: string;
            lastMonth: string;
            months: {
                month: string;
                /** @description the month's change in percent; null when not kept */
                value: number | null;
            }[];
            /** @description the months (YYYY-MM) not kept yet: the readjustment waits for them */
            missing: string[];
            /** @description no month is missing: it may be applied */
            ready: boolean;
            /** @description the rent in force before it */
            rentBefore: number;
            /** @description null until ready */
            accumulated: number | null;
            /** @description null until ready */
            rentAfter: number | null;
        };
        /** @enum {string} */
        LeaseIndex: "igpm" | "ipca" | "none";
        /** @enum {string} */
        Guarantee: "none" | "deposit" | "guarantor" | "insurance" | "capitalization";
        LeaseInput: {
            /** @description the asset rented (on a new lease; a lease keeps its asset): not sold or exchanged ('Um ativo vendido ou permutado não pode ser alugado.'), without an active lease ('Este imóvel já tem um contrato de locação ativo: encerre-o antes de registrar outro.') */
            assetId?: number;
            tenantName: string;
            /** @description CPF or CNPJ, with or without its mask; optional */
            tenantDocument?: string;
            tenantEmail?: string;
            /** @description DDD and number */
            tenantPhone?: string;
            /**
             * Format: date
             * @description not before the asset's acquisition; no other lease of the asset may cover a day from it ('Este imóvel já estava alugado nesse período por outro contrato')
             */
            startDate: string;
            termMonths: number;
            /** @description > 0 ('Valor do aluguel deve ser maior que zero') */
            rent: number;
            dueDay: number;
            /** @description left out: none */
            index?: components["schemas"]["LeaseIndex"];
            /** @default 12 */
            readjustMonths: number;
            /** @default 1 */
            indexLag: number;
            /** @default false */
            lowerOnDeflation: boolean;
            /** @description left out: none */
            guarantee?: components["schemas"]["Guarantee"];
            /** @description a caução's money, required with it and at most 3 rents ('A caução não pode passar de 3 aluguéis (Lei do Inquilinato, art. 38)') */
            guaranteeAmount?: number;
            /** @description required with a fiador */
            guarantorName?: string;
            /** @description the fiador's CPF or CNPJ, required with one */
            guarantorDocument?: string;
            /** @default 10 */
            lateFine: number;
            /** @default 1 */
            lateInterest: number;
            notes?: string;
        };
        AccountSummary: {
            count: number;
            /** @description today's balances of every account together */
            balanceTotal: number;
        };
        /**
         * @description receitas (in): rent_income … other_income; despesas (out): bank_fees … other_expense
         * @enum {string}
         */
        EntryCategory: "rent_income" | "services" | "sales" | "yield" | "other_income" | "bank_fees" | "taxes" | "maintenance" | "payroll" | "utilities" | "suppliers" | "other_expense";
        Movement: {
            /** @description also the order of recording: movements of one day are listed by it, the opening first */
            id: number;
            accountId: number;
            /** Format: date */
            date: string;
            /**
             * @description record: a money event of another record, named by sourceKind and sourceId
             * @enum {string}
             */
            kind: "opening" | "transfer" | "entry" | "record";
            /** @enum {string} */
            direction: "in" | "out";
            /** @description reais, without sign: direction says which way */
            amount: number;
            /** @description an EntryCategory for entries, empty otherwise */
            category: string;
            description: string;
            /** @description shared by both sides of a transfer */
            transferId: number | null;
            /** @description the other account of a transfer */
            counterpart: {
                id: number;
                name: string;
            } | null;
            /** @description the kind of record a money event comes from: asset_purchase, asset_sale, asset_improvement, vehicle_purchase, vehicle_sale, vehicle_cost, debt_disbursement, debt_payment, receivable_receipt, obligation_payment; null for the others */
            sourceKind: string | null;
            sourceId: number | null;
            /** @description the account's balance right after this movement */
            balance: number;
            createdBy: {
                /** @description 0 once the user is deleted */
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        EntryInput: {
            /**
             * Format: date
             * @description not after today, not before the account's opening
             */
            date: string;
            /** @description > 0 */
            amount: number;
            /** @enum {string} */
            direction: "in" | "out";
            category: components["schemas"]["EntryCategory"];
            description?: string;
            /** @description one of the company's sub-accounts under the category's account of the chart (GET /api/ledger/subaccounts; entryAccounts in the vocabulary), 0 or left out for none; another: 'Escolha uma subconta da conta desta categoria' */
            subaccountId?: number;
        };
        TransferInput: {
            fromAccountId: number;
            toAccountId: number;
            /** @description > 0 */
            amount: number;
            /**
             * Format: date
             * @description not after today, not before either account's opening
             */
            date: string;
            description?: string;
        };
        /**
         * @description The other side of a money event when no cash or bank account moved (docs/design.md §10): contribution ('Aporte dos sócios'), withdrawal ('Retirada dos sócios'), opening ('Saldo de abertura', only for what the company had by the opening date), forgiveness ('Perdão de dívida'), charges ('Juros e encargos'), expense ('Despesa a pagar'), adjustment ('Ajuste (com justificativa)', with counterpartReason). Each event takes some of them: an acquisition or a purchase contribution, opening, adjustment; a sale's price withdrawal, adjustment; a new debt opening, expense, adjustment; a payment contribution, adjustment; a balance changed by an edit forgiveness, charges, adjustment; an account's opening balance opening, contribution, adjustment. An event names an account or a counterpart, never both ('Escolha uma conta ou uma contrapartida, não as duas'), and one of them where it must ('Escolha a conta ou a contrapartida deste valor'); "" is none.
         * @enum {string}
         */
        CounterpartKind: "" | "contribution" | "withdrawal" | "opening" | "forgiveness" | "charges" | "expense" | "adjustment";
        Counterpart: {
            kind: components["schemas"]["CounterpartKind"];
            reason: string;
        };
        LedgerAccount: {
            /** @description the chart's code, e.g. 1.2.01 */
            code: string;
            name: string;
            /** @enum {string} */
            nature: "asset" | "liability" | "equity" | "revenue" | "expense";
            level: number;
            /** @description a group sums its accounts and takes no lines */
            group: boolean;
            /** @description the bridge's line of an equity or result account ('' for the balance sheet's assets and liabilities and for retained earnings) */
            cause: string;
        };
        Bridge: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description the net worth at the end of the day before from */
            opening: number;
            /** @description the net worth at the end of to: opening plus the lines, to the centavo */
            closing: number;
            /** @description the causes of the change that are not zero, in the bridge's order */
            lines: {
                /** @enum {string} */
                cause: "valuation" | "sales" | "interest" | "debt_relief" | "costs" | "income_expense" | "contributions" | "withdrawals" | "adjustments" | "opening" | "unexplained";
                /** @description pt-BR: 'Valorização e desvalorização', 'Resultado nas vendas', 'Juros e encargos', 'Perdão e descontos de dívidas', 'Custos de veículos e impostos dos bens', 'Receitas e despesas das contas', 'Aportes dos sócios', 'Retiradas dos sócios', 'Ajustes com justificativa', 'Saldos de abertura', 'Ajuste sem contrapartida' */
                label: string;
                amount: number;
            }[];
        };
        TrialBalance: {
            /** Format: date */
            date: string;
            debits: number;
            /** @description equal to debits */
            credits: number;
            lines: {
                /** @description an account's code, or a sub-account's: the code, a dot and the cash account's or the debt's id (1.1.01.0003) */
                code: string;
                name: string;
                /** @enum {string} */
                nature: "asset" | "liability" | "equity" | "revenue" | "expense";
                level: number;
                group: boolean;
                debit: number;
                credit: number;
            }[];
        };
        JournalEntry: {
            id: number;
            /** Format: date */
            date: string;
            /** @description the history text (histórico); a reversal's begins 'Estorno: ' */
            memo: string;
            /** @description the record it comes from: ATV-12 (asset), VEI-3 (vehicle), DIV-7 (debt), CTA-2 (an account's opening), LAN-55 (a manual entry or a transfer) */
            document: string;
            /** @description the entry a reversal undoes */
            reverses: number | null;
            /** @description with ?cause=: what the entry moved the net worth by through that cause */
            effect?: number;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            lines: {
                code: string;
                account: string;
                debit: number;
                credit: number;
            }[];
        };
        LedgerSubaccount: {
            id: number;
            /** @description the parent's code, a dot and the id in four digits: 5.3.08.0003 */
            code: string;
            /** @description the chart's account it is under (an equity or result account) */
            parent: string;
            parentName: string;
            name: string;
        };
        LedgerAdjustment: {
            id: number;
            /** Format: date */
            date: string;
            debitCode: string;
            debitName: string;
            creditCode: string;
            creditName: string;
            amount: number;
            reason: string;
            createdBy: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        OpeningDateBody: {
            data: {
                /**
                 * Format: date
                 * @description null only before the journal was first posted
                 */
                date: string | null;
            };
        };
        CashFlowStatement: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description the accounts' total at the end of the day before from */
            opening: number;
            /** @description the accounts' total at the end of to: opening plus net, to the centavo */
            closing: number;
            /** @description the sum of the sections' totals */
            net: number;
            sections: {
                /** @enum {string} */
                flow: "operating" | "investing" | "financing" | "opening";
                label: string;
                total: number;
                lines: {
                    /** @description the account of the other side */
                    code: string;
                    label: string;
                    /** @description positive: money in; negative: money out */
                    amount: number;
                }[];
            }[];
        };
        /**
         * @description bridge: the net-worth bridge over the period (Variação do Patrimônio Líquido); yearend: the position on 31/12 (Bens e Direitos); depreciation: the year's depreciation and the book values on 31/12; both yearly only ('Este relatório é anual: escolha o período Anual')
         * @enum {string}
         */
        ReportType: "assets" | "debts" | "cashflow" | "networth" | "yearend" | "depreciation" | "bridge";
        /** @enum {string} */
        ReportPeriod: "monthly" | "quarterly" | "yearly";
        /** @enum {string} */
        ReportFormat: "pdf" | "csv" | "xlsx";
        ReportInput: {
            /** @description else 'Tipo de relatório inválido' */
            type?: components["schemas"]["ReportType"];
            /** @description else 'Período inválido' */
            period?: components["schemas"]["ReportPeriod"];
            /** @description monthly 2026-10, quarterly 2026-Q3, yearly 2026 (years from 1900). Messages: 'Referência é obrigatória', 'Referência inválida: …' naming the format, 'A referência não pode estar no futuro' (a period that begins after today, America/Sao_Paulo) */
            reference?: string;
        };
        Dashboard: {
            /**
             * Format: date
             * @description the day it answers for: ?date=, or today
             */
            date: string;
            /** @description reais: assets held at their value that day + vehicles in stock + account balances + receivables − debts owed */
            netWorth: number;
            /** @description the balances of the cash and bank accounts at the end of the day */
            cashTotal: number;
            /** @description amounts to receive from sales in installments */
            receivablesTotal: number;
            /** @description assets held (not sold or exchanged) */
            totalAssets: number;
            /** @description vehicles not sold */
            totalVehicles: number;
            /** @description debts not paid */
            totalDebts: number;
            /** @description always the six kinds, in this order, each an account of the chart under its name (the same figure under the same name in every report) */
            assetsByType: {
                /**
                 * @description Outros bens = assets of type other; Veículos da empresa = assets of type vehicle; Veículos em estoque = the vehicles held for sale; Caixa e bancos = the accounts' balances; Recebíveis = what is left to receive of sales in installments
                 * @enum {string}
                 */
                type: "Imóveis" | "Outros bens" | "Veículos da empresa" | "Veículos em estoque" | "Caixa e bancos" | "Recebíveis";
                value: number;
            }[];
            monthlyEvolution: {
                /** @example 2025-12 */
                month: string;
                /** @example dez/25 */
                label: string;
                /**
                 * Format: date
                 * @description the month's last day, or today for the current month
                 */
                date: string;
                netWorth: number;
            }[];
            /** @description since the end of the previous month; changeType positive, negative or neutral (more debts is negative) */
            changes: {
                /** Format: date */
                since: string;
                netWorth: components["schemas"]["DashboardChange"];
                totalAssets: components["schemas"]["DashboardChange"];
                totalVehicles: components["schemas"]["DashboardChange"];
                totalDebts: components["schemas"]["DashboardChange"];
            };
            /** @description the 10 latest events that moved cash, dated up to today, newest first */
            recentTransactions: {
                /** @example asset-12 */
                id: string;
                /** @enum {string} */
                type: "asset" | "vehicle" | "debt" | "account";
                /** @description the asset, vehicle or debt; the account of a manual entry */
                recordId: number;
                /** @example Venda de ativo: Sala comercial */
                description: string;
                /** Format: date */
                date: string;
                /** @description signed: sale and new debt +, acquisition, purchase and debt payment − */
                amount: number;
            }[];
            /** @description 'Próximos vencimentos': the installments still open and due from today (São Paulo) to 30 days after it — debts, receivables and the properties' IPTU (GET /obligations) —, earliest first, at most 10, whatever the date asked for */
            upcoming: {
                /** @enum {string} */
                kind: "debt" | "receivable" | "iptu" | "ipva" | "licensing" | "asset_ipva" | "asset_licensing";
                /** @description the debt, the receivable, the asset (iptu, asset_ipva, asset_licensing) or the stock's vehicle */
                id: number;
                /** @description the creditor of a debt, the sale of a receivable */
                description: string;
                /** @description its number (0 for a debt in one payment) */
                installment: number;
                installments: number;
                /** Format: date */
                dueDate: string;
                /** @description what is still open of it; for a debt without a schedule (scheduled false), its balance */
                amount: number;
                scheduled: boolean;
            }[];
            /** @description debts overdue today (active, past their due date) plus receivables with an installment overdue */
            overdueCount: number;
        };
        /** @description a card's change; value is reais for the net worth and a count for the others */
        DashboardChange: {
            value: number;
            /** @enum {string} */
            changeType: "positive" | "negative" | "neutral";
        };
        Readiness: {
            /** @enum {unknown} */
            status: "ok" | "unavailable";
            checks: {
                /** @enum {unknown} */
                database: "ok" | "unavailable";
                /** @enum {unknown} */
                migrations: "ok" | "pending" | "unavailable";
                /** @enum {unknown} */
                storage: "ok" | "unavailable";
            };
        };
    };
    responses: {
        /** @description malformed request: a body that is not one JSON object of the known fields (malformed_json, unknown_field, empty_body, invalid_value), or a bad query parameter (invalid_query) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description not signed in, or the token is unknown, expired or revoked (unauthenticated) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description signed in but not allowed (forbidden) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description no such record (not_found); an id that is not a positive integer reads the same; any unknown path under /api answers the same shape */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description conflict (email in use, last admin, own account) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the body is over the limit (body_too_large) */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the body is not application/json (unsupported_media_type) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description validation failed (validation_failed), with field messages (a date outside 1900-01-01…2100-12-31: 'Data fora do intervalo permitido (01/01/1900 a 31/12/2100)') */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description internal_error: a generic pt-BR message and the requestId; the detail goes to the log only */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description code rate_limited: too many password checks (docs/decisions.md, "Login limiter"). Per account and client address 5, per address 20 (all accounts), in a sliding 15 minutes; from an account's 5th failure, an address that has failed on it waits 30 s, 1 min, 2 min, … up to 15 min after its latest attempt. An attempt in progress counts. Sign-in: 'Muitas tentativas de login. Tente novamente em alguns minutos.'; password change (current password, per user and address): 'Muitas tentativas com a senha atual. Tente novamente em alguns minutos.' */
        LoginLimited: {
            headers: {
                /** @description seconds until an attempt is allowed */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description code server_busy: every password-hashing slot stayed busy for 2 seconds, or this client address's earlier password check did not end within them (one at a time per address); 'Servidor ocupado. Tente novamente em alguns segundos.' A sign-in answered so is not counted as a failure. Or, as on every operation, code database_unavailable: the database stopped answering ('Banco de dados indisponível. Tente novamente em instantes.'). */
        Busy: {
            headers: {
                /** @description seconds */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description request line and headers over 32 KB (code headers_too_large); beyond 256 KB the server itself refuses them */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the database stopped answering (code database_unavailable, with Retry-After): 'Banco de dados indisponível. Tente novamente em instantes.' — a call that waited on it for a few seconds, or any call while it is known not to answer; or the bucket of the files could not be reached after the client's retries (code storage_unavailable): 'Armazenamento de arquivos indisponível. Tente novamente em instantes.' Nothing was changed. */
        Unavailable: {
            headers: {
                /** @description seconds */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the server's disk is full (code insufficient_storage, with a requestId): 'Espaço em disco insuficiente no servidor. Nada foi salvo: avise o administrador do sistema e tente novamente mais tarde.' Nothing was stored. */
        InsufficientStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description signed in but not allowed: a role without the permission (code forbidden), or an admin who must set up two-factor sign-in first (code two_factor_setup_required, 'Administradores precisam ativar a verificação em duas etapas. Configure-a em Meu Perfil.') */
        TwoFactorSetupRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        id: number;
        /** @description past the data: an empty page with the total; above 1 000 000: 400 */
        page: number;
        /** @description values above 200 are capped */
        pageSize: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
