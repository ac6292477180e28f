// Generated from the service's OpenAPI document by `npm run api-types`. Do not edit by hand.
/* biome-ignore-all lint: generated code */
export interface paths {
    "/api/v1/access_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account’s access tokens
         * @description Newest first; never the token itself. Console sessions only (admins and viewers).
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_tokens: components["schemas"]["AccessToken"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an access token
         * @description Returns the token once: only its SHA-256 is stored. Keep it secret: not in e-mails, chat messages, client-side code or public sites. Admins only.
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: components["schemas"]["AccessToken"];
                            token: string;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/access_tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an access token
         * @description It stops working on its next request, on every instance. Idempotent. Admins only.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: components["schemas"]["AccessToken"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account and its settings
         * @description Console sessions only (admins and viewers); access tokens get 403.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: components["schemas"]["Account"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account’s settings
         * @description Admins only. requires_qa makes completion need a second officer’s QA (four eyes); require_review_marks makes QA and decisions wait until every review tab is marked reviewed; require_mfa makes every user set up two-factor authentication (at their next sign-in when they have not); retention_years is how long a case’s personal data is kept after offboarding (cases already offboarded follow the new period). high_risk_jurisdictions replaces the list of jurisdictions the account marks as high risk: a corporate shareholder in one is a warning of the ownership structure. screening_threshold (0.5–1, null for the default) is the score a screening hit needs; screening_monitoring_months is how long after its decision a case is still rescreened on list updates.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Jurisdiction codes (GB, KY, us_de) whose corporate shareholders are a warning */
                        high_risk_jurisdictions?: string[];
                        name?: string;
                        require_mfa?: boolean;
                        require_review_marks?: boolean;
                        requires_qa?: boolean;
                        retention_years?: number;
                        screening_monitoring_months?: number;
                        screening_threshold?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: components["schemas"]["Account"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/account/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s single sign-on
         * @description Admins only. null when none is set up. The client secret is never returned.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The redirect URI to register at the provider (also before set-up) */
                            redirect_uri: string;
                            /** @description null when none is set up */
                            sso: {
                                client_id: string;
                                /**
                                 * @description The secret is stored encrypted and never returned
                                 * @enum {boolean}
                                 */
                                client_secret_set: true;
                                /** Format: date-time */
                                created_at: string;
                                /** @description E-mail domains whose people sign in through this provider */
                                email_domains: string[];
                                /** @description Passwords are refused for the account’s users (sign-in, set-password links) */
                                enforced: boolean;
                                /** @description The provider’s issuer (its discovery document is at /.well-known/openid-configuration) */
                                issuer_url: string;
                                /** @description Create an unknown user of an allowed domain at their first sign-in */
                                jit_provisioning: boolean;
                                /** @description The role of users created so */
                                jit_role: "admin" | "officer" | "viewer";
                                /** @description The redirect URI to register at the provider */
                                redirect_uri: string;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Set up single sign-on (OpenID Connect)
         * @description Admins only. The issuer must be https with public addresses (as webhook URLs); its discovery document is fetched before saving. client_secret is write-only. A domain another account uses is 409. enforced refuses passwords for the account’s users: the operator lifts it with `dossier accounts configure ID --sso-enforced no` when the provider is down.
         */
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
                        client_id: string;
                        /** @description Required the first time; absent or empty keeps the stored one */
                        client_secret?: string;
                        email_domains: string[];
                        /** @description Off when absent */
                        enforced?: boolean;
                        issuer_url: string;
                        /** @description Off when absent */
                        jit_provisioning?: boolean;
                        /** @description viewer when absent */
                        jit_role?: "admin" | "officer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The redirect URI to register at the provider (also before set-up) */
                            redirect_uri: string;
                            /** @description null when none is set up */
                            sso: {
                                client_id: string;
                                /**
                                 * @description The secret is stored encrypted and never returned
                                 * @enum {boolean}
                                 */
                                client_secret_set: true;
                                /** Format: date-time */
                                created_at: string;
                                /** @description E-mail domains whose people sign in through this provider */
                                email_domains: string[];
                                /** @description Passwords are refused for the account’s users (sign-in, set-password links) */
                                enforced: boolean;
                                /** @description The provider’s issuer (its discovery document is at /.well-known/openid-configuration) */
                                issuer_url: string;
                                /** @description Create an unknown user of an allowed domain at their first sign-in */
                                jit_provisioning: boolean;
                                /** @description The role of users created so */
                                jit_role: "admin" | "officer" | "viewer";
                                /** @description The redirect URI to register at the provider */
                                redirect_uri: string;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove single sign-on
         * @description Admins only. The account’s users sign in with passwords again. 204 also when none was set up.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attachments/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment
         * @description rest is the text after the last slash of an attachment url (thumb, medium or original). Supports Range and If-None-Match.
         */
        get: {
            parameters: {
                query: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                header?: never;
                path: {
                    /** @description the last path segment of an attachment url */
                    rest: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description the requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description not modified (If-None-Match matched the ETag) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description the range cannot be satisfied */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s companies checks, newest first
         * @description Without their issues; GET one for them.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks_company: {
                                /** @description always `standard` */
                                check_type: string;
                                company_name: string;
                                company_number: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                jurisdiction_code: string | null;
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            }[];
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Check a company against the sanctions and PEP lists
         * @description Screens a company (company_name, optional jurisdiction_code and company_number) against the account’s lists now, at the account’s threshold; the answer carries the hits as `issues`. Accepts application/json, a urlencoded form and multipart/form-data (an empty field is “not given”). Kept in the account’s history of checks.
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
                        company_name: string;
                        company_number?: string | null;
                        jurisdiction_code?: string | null;
                    };
                    "application/x-www-form-urlencoded": {
                        company_name: string;
                        company_number?: string | null;
                        jurisdiction_code?: string | null;
                    };
                    "multipart/form-data": {
                        company_name: string;
                        company_number?: string | null;
                        jurisdiction_code?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_company: {
                                /** @description always `standard` */
                                check_type: string;
                                company_name: string;
                                company_number: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                jurisdiction_code: string | null;
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company check with its issues */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_company: {
                                /** @description always `standard` */
                                check_type: string;
                                company_name: string;
                                company_number: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                jurisdiction_code: string | null;
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/crypto_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s crypto_address checks, newest first
         * @description Without their issues; GET one for them.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks_crypto_address: {
                                address: string;
                                address_type: string;
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            }[];
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Check a crypto address against the sanctions and PEP lists
         * @description Screens a crypto address (address, address_type: the network, e.g. BTC, ETH); exact match on the lists’ addresses against the account’s lists now, at the account’s threshold; the answer carries the hits as `issues`. Accepts application/json, a urlencoded form and multipart/form-data (an empty field is “not given”). Kept in the account’s history of checks.
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
                        address: string;
                        address_type: string;
                    };
                    "application/x-www-form-urlencoded": {
                        address: string;
                        address_type: string;
                    };
                    "multipart/form-data": {
                        address: string;
                        address_type: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_crypto_address: {
                                address: string;
                                address_type: string;
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/crypto_address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One crypto address check with its issues */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_crypto_address: {
                                address: string;
                                address_type: string;
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                /** @enum {string} */
                                state: "completed";
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s entities checks, newest first
         * @description Checks of people and companies together; each says which with `type`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks_entity: {
                                /** @description always `standard` */
                                check_type: string;
                                company_name: string | null;
                                company_number: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                date_of_birth: string | null;
                                given_names: string | null;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                jurisdiction_code: string | null;
                                nationality: string | null;
                                /** @enum {string} */
                                state: "completed";
                                surname: string | null;
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            }[];
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/individuals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s individuals checks, newest first
         * @description Without their issues; GET one for them.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks_individual: {
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                date_of_birth: string | null;
                                given_names: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                nationality: string | null;
                                /** @enum {string} */
                                state: "completed";
                                surname: string;
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            }[];
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Check a person against the sanctions and PEP lists
         * @description Screens a person (given_names, surname, optional date_of_birth YYYY-MM-DD and nationality ISO 3166-1 alpha-2) against the account’s lists now, at the account’s threshold; the answer carries the hits as `issues`. Accepts application/json, a urlencoded form and multipart/form-data (an empty field is “not given”). Kept in the account’s history of checks.
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
                        date_of_birth?: string | null;
                        given_names: string;
                        nationality?: string | null;
                        surname: string;
                    };
                    "application/x-www-form-urlencoded": {
                        date_of_birth?: string | null;
                        given_names: string;
                        nationality?: string | null;
                        surname: string;
                    };
                    "multipart/form-data": {
                        date_of_birth?: string | null;
                        given_names: string;
                        nationality?: string | null;
                        surname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_individual: {
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                date_of_birth: string | null;
                                given_names: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                nationality: string | null;
                                /** @enum {string} */
                                state: "completed";
                                surname: string;
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/checks/individuals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One individual check with its issues */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            check_individual: {
                                /** @description always `standard` */
                                check_type: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                date_of_birth: string | null;
                                given_names: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                issues: components["schemas"]["ScreeningIssue"][];
                                nationality: string | null;
                                /** @enum {string} */
                                state: "completed";
                                surname: string;
                                /** @enum {string} */
                                type: "individual" | "company" | "crypto_address";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/companies/{jurisdiction_code}/{company_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company as the account’s latest decided case of it holds it
         * @description The source system’s company lookup, for one account: the company under review of the latest completed or rejected case with that jurisdiction and number, and that case’s id. 404 when there is none.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `true`: the company also carries the case’s `directors`, `ultimate_beneficial_owners`, `company_documents` and `authorized_representatives` (always `[]`), as the source’s full data */
                    full_data?: boolean;
                    /** @description Accepted, no effect: the company is always a stored case’s, with its id (the source saves a registry lookup; Dossier looks nothing up) */
                    save?: boolean;
                    /** @description Accepted, no effect: Dossier never overwrites a case’s company from a lookup (the source refreshes that company from the registry) */
                    update_company_id?: string;
                };
                header?: never;
                path: {
                    company_number: string;
                    /** @example gb */
                    jurisdiction_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: (components["schemas"]["CompanyDetail"] & {
                                /** @description Always empty: Dossier records no representatives apart from the directors */
                                authorized_representatives: unknown[];
                                company_documents: components["schemas"]["DocumentRecord"][];
                                directors: components["schemas"]["Director"][];
                                ultimate_beneficial_owners: components["schemas"]["Ubo"][];
                            }) | components["schemas"]["CompanyDetail"];
                            /**
                             * Format: uuid
                             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                             */
                            verification_id: string;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/completeness_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the onboarding (completeness) profiles of the account */
        get: {
            parameters: {
                query?: {
                    include_archived?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profiles: components["schemas"]["CompletenessProfile"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an onboarding profile
         * @description Names the sections, fields per entity (company, director, person) and document types a customer must provide. Choosing it in request_data_update asks the customer for what the case still lacks.
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
                        description?: string;
                        name: string;
                        requirements: {
                            document_types?: {
                                /** @description document types the company must provide */
                                company?: string[];
                                /** @description document types every director must provide */
                                person?: string[];
                            };
                            fields?: {
                                /** @description company detail fields the customer must fill */
                                company?: string[];
                                /** @description director fields (position) */
                                director?: string[];
                                /** @description person fields of every director */
                                person?: string[];
                            };
                            /** @description company_details, bank_accounts, crypto_addresses, directors, company_documents, director_documents, ownership */
                            sections?: string[];
                            /** @description Percent of shares or voting rights that makes a person a beneficial owner (UBO); default 25 */
                            ubo_threshold?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profile: components["schemas"]["CompletenessProfile"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/completeness_profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an onboarding profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profile: components["schemas"]["CompletenessProfile"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an onboarding profile
         * @description Changes the name, description or requirements of a profile that is not archived; fields left out keep their value. Requirements are replaced whole. An archived profile answers 409.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name?: string;
                        requirements?: {
                            document_types?: {
                                /** @description document types the company must provide */
                                company?: string[];
                                /** @description document types every director must provide */
                                person?: string[];
                            };
                            fields?: {
                                /** @description company detail fields the customer must fill */
                                company?: string[];
                                /** @description director fields (position) */
                                director?: string[];
                                /** @description person fields of every director */
                                person?: string[];
                            };
                            /** @description company_details, bank_accounts, crypto_addresses, directors, company_documents, director_documents, ownership */
                            sections?: string[];
                            /** @description Percent of shares or voting rights that makes a person a beneficial owner (UBO); default 25 */
                            ubo_threshold?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profile: components["schemas"]["CompletenessProfile"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/completeness_profiles/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an onboarding profile
         * @description It can no longer be chosen; cases that use it keep it. Idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profile: components["schemas"]["CompletenessProfile"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/contexts/{context_id}/completeness_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the onboarding profiles of a context (the source system’s names)
         * @description A context is the account: `context_id` is its id (Settings → Company information) or `current`. The active profiles, as GET /completeness_profiles lists them; `type` is accepted (the account has one kind).
         */
        get: {
            parameters: {
                query?: {
                    /** @example main */
                    type?: string;
                };
                header?: never;
                path: {
                    /** @example current */
                    context_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness_profiles: components["schemas"]["CompletenessProfile"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description Newest first. `url` is always null here.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description the last id of the page before */
                    starting_after?: string;
                    status?: "pending" | "opened" | "submitted" | "expired" | "revoked";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            has_more: boolean;
                            invitations: components["schemas"]["Invitation"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite a company to the portal
         * @description Creates a link (256 random bits, valid 14 days by default) that opens the portal on this one application, and e-mails it unless `send_email` is false. The answer is the only place the link appears: only its SHA-256 is stored.
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
                        /**
                         * Format: uuid
                         * @description The onboarding profile whose requirements make the application’s steps
                         */
                        completeness_profile_id: string;
                        /** @description Your own reference */
                        customer_id?: string;
                        /**
                         * Format: email
                         * @description Where the link is sent
                         */
                        email: string;
                        /** @description What the company finds already filled in */
                        prefill?: {
                            company_number?: string;
                            formal_name?: string;
                            /** @description ISO 3166-1 alpha-2 */
                            jurisdiction_code?: string;
                        };
                        /**
                         * @description false: you pass the url on yourself
                         * @default true
                         */
                        send_email?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an invitation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a fresh link
         * @description A new link, valid for the full period, e-mailed unless `send_email` is false; older links keep working until they expire. 409 for a revoked invitation. Only an access token receives the link (`url`): a console session gets `url: null`, and 403 `link_email_only` with `send_email: false`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            /** @description optional: a POST without a body sends the e-mail */
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        send_email?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an invitation
         * @description Every link stops working and every portal session of it ends at once. Idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invites/corporates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations (the source system’s names)
         * @description Newest first, in pages over the newest 10 000. `personal_verifications` is the list’s name in the source system’s document.
         */
        get: {
            parameters: {
                query?: {
                    customer_id?: string;
                    /** @description Accepted; the order is newest first */
                    order_by?: string;
                    page?: number;
                    per_page?: number;
                    /**
                     * @description comma-separated states
                     * @example invited,completed
                     */
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                            personal_verifications: {
                                /** @description The prefilled company name, when given */
                                company_name: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                completed_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                customer_id: string | null;
                                display_name: string | null;
                                email: string;
                                /** @description An individual’s own verification: none here */
                                external_verification_state: null;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                invitation_type: "corporate";
                                /** @description Only its hash is stored: the link is in the create and resend answers */
                                invitation_url: null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_failure: string | null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_success: string | null;
                                /** @enum {string} */
                                state: "invited" | "in_progress" | "completed" | "expired" | "revoked";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite companies to the portal (the source system’s names)
         * @description One Dossier invitation per recipient, e-mailed unless send_notification is false. Every recipient is checked before any is invited.
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
                        recipients: {
                            /** @description The source’s company_data: company_details.company’s formal_name, company_number and jurisdiction (code) prefill the application; the rest is not kept */
                            company_data?: unknown;
                            /**
                             * Format: uuid
                             * @description Required by Dossier: the onboarding profile
                             */
                            completeness_profile_id?: string;
                            customer_id?: string;
                            /** Format: email */
                            email: string;
                            /** @description Accepted, not kept */
                            redirect_url_failure?: string;
                            /** @description Accepted, not kept */
                            redirect_url_success?: string;
                        }[];
                        /** @default true */
                        send_notification?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invites: {
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                completeness_profile_id: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                customer_id: string | null;
                                email: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @description The portal link, to an access token only (Dossier’s invitation `url`) */
                                invitation_url: string | null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_failure: string | null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_success: string | null;
                                /** @enum {string} */
                                state: "invited" | "in_progress" | "completed" | "expired" | "revoked";
                                /** @enum {string} */
                                type: "Invite::CorporateKYC";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invites/corporates/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation with the KYB the account already has (the source system’s names)
         * @description Opens the invitation’s case from the account’s latest completed case of the prefilled company (jurisdiction_code and company_number, as GET /companies/{jurisdiction_code}/{company_number} finds it): its company, addresses, directors and ownership structure, with previous_verification_id linking it; the invitation becomes completed (submitted) with its verification_id, and application_received is sent. 409 invite_not_acceptable when the invitation names no company, the account completed no case of it, or the invitation is already submitted, revoked or expired.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            /** @description none needed */
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: {
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                completeness_profile_id: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                customer_id: string | null;
                                email: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @description The portal link, to an access token only (Dossier’s invitation `url`) */
                                invitation_url: string | null;
                                invited_by: {
                                    /** @description The console user who created the invitation; null for a token or the operator */
                                    email: string | null;
                                };
                                /** @description The context: the reviewing company account (its id is the source’s context_id) */
                                invited_by_context: {
                                    /** @description Always empty: an account has no description */
                                    description: string;
                                    /** @description Always empty */
                                    documents_note_from_verifier: string;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    name: string;
                                    /** @description Dossier has no referral programme */
                                    referral: null;
                                    /** @description Dossier has no referral programme */
                                    referral_code: null;
                                    /** @description Dossier has no referral programme */
                                    referral_url: null;
                                };
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_failure: string | null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_success: string | null;
                                /** @enum {string} */
                                state: "invited" | "in_progress" | "completed" | "expired" | "revoked";
                                /** @enum {string} */
                                type: "Invite::CorporateKYC";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string | null;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/invites/corporates/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a fresh link (the source system’s names)
         * @description Dossier’s resend, by e-mail. 409 for a revoked invitation.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            /** @description none needed */
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: {
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                completeness_profile_id: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                customer_id: string | null;
                                email: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @description The portal link, to an access token only (Dossier’s invitation `url`) */
                                invitation_url: string | null;
                                invited_by: {
                                    /** @description The console user who created the invitation; null for a token or the operator */
                                    email: string | null;
                                };
                                /** @description The context: the reviewing company account (its id is the source’s context_id) */
                                invited_by_context: {
                                    /** @description Always empty: an account has no description */
                                    description: string;
                                    /** @description Always empty */
                                    documents_note_from_verifier: string;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    name: string;
                                    /** @description Dossier has no referral programme */
                                    referral: null;
                                    /** @description Dossier has no referral programme */
                                    referral_code: null;
                                    /** @description Dossier has no referral programme */
                                    referral_url: null;
                                };
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_failure: string | null;
                                /** @description Not kept: the portal ends on its own page (always null) */
                                redirect_url_success: string | null;
                                /** @enum {string} */
                                state: "invited" | "in_progress" | "completed" | "expired" | "revoked";
                                /** @enum {string} */
                                type: "Invite::CorporateKYC";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string | null;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/password_links/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a set-password link
         * @description Whose link it is and until when it works; 404 when it is unknown, used or expired.
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
                        /** @description The text after #token= in the set-password link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            password_link: {
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/password_links/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time link
         * @description The password needs at least 12 characters. The link works once; every session of the user ends. Then sign in with POST /api/v1/session.
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
                        password: string;
                        /** @description The text after #token= in the set-password link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/people/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a person’s personal data (subject access)
         * @description A ZIP of everything the account holds about a person, across its cases: `manifest.json` (who asked, when, which person records and cases, and every other entry with its size and SHA-256), `persons/{id}.json` for each record of the person (with the case id and the company’s name, roles and documents’ metadata), `files/{person_id}/…` the original uploads as stored, `revisions.json` and `drafts.json` (the parts of case revisions and portal drafts about the person), `mail.json` (mail sent to the person’s e-mail) and `audit-log.json` (entries about the person). `id` is a person id (a director’s `person.id`); the same person’s records in the account’s other cases are those with the same normalized full name and date of birth. Streamed. Admins and access tokens only; recorded in the audit log of each case it draws on (`person.exported`). Another account’s person is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the ZIP file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/review_calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s review calendar and service levels */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            review_calendar: {
                                /** @description who gets a recurring review case: `unassigned` (default), or `previous_assignee` (whoever had the customer’s previous case, else its decider, when still an active officer or admin) */
                                recurring_assignment: "unassigned" | "previous_assignee";
                                review_due_notice_days: number;
                                /** @description months from completion to the next review, per level */
                                review_intervals: {
                                    high: number;
                                    low: number;
                                    medium: number;
                                };
                                /** @description working days allowed per open state, e.g. {"new": 2, "qa": 1}; a state not listed has no deadline */
                                service_levels: {
                                    [key: string]: number;
                                };
                                /** @description IANA time zone of working days and due dates */
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change the review calendar and service levels
         * @description Console admins only. New intervals apply from the next completion, new service levels and time zone from the next entry into a state. Audit-logged `review_calendar.changed`.
         */
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
                        /** @description who gets a recurring review case: `unassigned` (default), or `previous_assignee` (whoever had the customer’s previous case, else its decider, when still an active officer or admin) */
                        recurring_assignment?: "unassigned" | "previous_assignee";
                        review_due_notice_days: number;
                        /** @description months from completion to the next review, per level */
                        review_intervals: {
                            high: number;
                            low: number;
                            medium: number;
                        };
                        /** @description working days allowed per open state, e.g. {"new": 2, "qa": 1}; a state not listed has no deadline */
                        service_levels: {
                            [key: string]: number;
                        };
                        /** @description IANA time zone of working days and due dates */
                        time_zone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            review_calendar: {
                                /** @description who gets a recurring review case: `unassigned` (default), or `previous_assignee` (whoever had the customer’s previous case, else its decider, when still an active officer or admin) */
                                recurring_assignment: "unassigned" | "previous_assignee";
                                review_due_notice_days: number;
                                /** @description months from completion to the next review, per level */
                                review_intervals: {
                                    high: number;
                                    low: number;
                                    medium: number;
                                };
                                /** @description working days allowed per open state, e.g. {"new": 2, "qa": 1}; a state not listed has no deadline */
                                service_levels: {
                                    [key: string]: number;
                                };
                                /** @description IANA time zone of working days and due dates */
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review_calendar/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Completed customers coming up for periodic review, counted per month
         * @description The console queue’s "Calendar": months (YYYY-MM) with the number of completed cases whose next_review_at falls in them, from this month to `months` ahead; a review whose day passed but whose case is not opened yet counts in this month.
         */
        get: {
            parameters: {
                query?: {
                    months?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            months: {
                                month: string;
                                reviews: number;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/reviewers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s reviewers
         * @description Active admins and officers, by name: who may be assigned a case or named its QA reviewer (what the case records already show as assignee). Any caller: officers, who cannot list users, and tokens.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviewers: {
                                email: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "admin" | "officer";
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/risk_model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s risk model (current version) and the reference data it reads */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            risk_model: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                model: {
                                    company_age: {
                                        points: number;
                                        under_months: number;
                                    }[];
                                    crypto: {
                                        present: number;
                                        unverified: number;
                                    };
                                    external_score: {
                                        high: number;
                                        low: number;
                                        medium: number;
                                    };
                                    incomplete_onboarding: number;
                                    industry: {
                                        divisions: {
                                            [key: string]: "high" | "medium" | "low";
                                        };
                                        high: number;
                                        medium: number;
                                    };
                                    jurisdiction: {
                                        countries: {
                                            [key: string]: "high" | "medium" | "low";
                                        };
                                        high: number;
                                        medium: number;
                                    };
                                    ownership: {
                                        circular: number;
                                        layers_allowed: number;
                                        other_control: number;
                                        per_extra_layer: number;
                                        traced_below_75: number;
                                    };
                                    pep: number;
                                    thresholds: {
                                        high: number;
                                        medium: number;
                                        prohibited: number | null;
                                    };
                                    volume: {
                                        over: number;
                                        points: number;
                                    }[];
                                };
                                reference: {
                                    country_lists: {
                                        /** Format: date */
                                        as_of: string;
                                        countries: string[];
                                        key: string;
                                        source: string;
                                        source_url: string;
                                        title: string;
                                    }[];
                                    industry_tiers: {
                                        /** Format: date */
                                        as_of: string;
                                        default_tier: string;
                                        divisions: {
                                            [key: string]: string;
                                        };
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change the risk model (a new version)
         * @description Admins in the console only (access tokens read the model, never change it). A change makes a new version; the same values again change nothing. Undecided cases are assessed again under it; decided cases keep the assessment they were decided on. Audit-logged `risk_model.changed`.
         */
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
                        company_age: {
                            points: number;
                            under_months: number;
                        }[];
                        crypto: {
                            present: number;
                            unverified: number;
                        };
                        external_score: {
                            high: number;
                            low: number;
                            medium: number;
                        };
                        incomplete_onboarding: number;
                        industry: {
                            divisions: {
                                [key: string]: "high" | "medium" | "low";
                            };
                            high: number;
                            medium: number;
                        };
                        jurisdiction: {
                            countries: {
                                [key: string]: "high" | "medium" | "low";
                            };
                            high: number;
                            medium: number;
                        };
                        ownership: {
                            circular: number;
                            layers_allowed: number;
                            other_control: number;
                            per_extra_layer: number;
                            traced_below_75: number;
                        };
                        pep: number;
                        thresholds: {
                            high: number;
                            medium: number;
                            prohibited: number | null;
                        };
                        volume: {
                            over: number;
                            points: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reassessed: number;
                            risk_model: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                model: {
                                    company_age: {
                                        points: number;
                                        under_months: number;
                                    }[];
                                    crypto: {
                                        present: number;
                                        unverified: number;
                                    };
                                    external_score: {
                                        high: number;
                                        low: number;
                                        medium: number;
                                    };
                                    incomplete_onboarding: number;
                                    industry: {
                                        divisions: {
                                            [key: string]: "high" | "medium" | "low";
                                        };
                                        high: number;
                                        medium: number;
                                    };
                                    jurisdiction: {
                                        countries: {
                                            [key: string]: "high" | "medium" | "low";
                                        };
                                        high: number;
                                        medium: number;
                                    };
                                    ownership: {
                                        circular: number;
                                        layers_allowed: number;
                                        other_control: number;
                                        per_extra_layer: number;
                                        traced_below_75: number;
                                    };
                                    pep: number;
                                    thresholds: {
                                        high: number;
                                        medium: number;
                                        prohibited: number | null;
                                    };
                                    volume: {
                                        over: number;
                                        points: number;
                                    }[];
                                };
                                reference: {
                                    country_lists: {
                                        /** Format: date */
                                        as_of: string;
                                        countries: string[];
                                        key: string;
                                        source: string;
                                        source_url: string;
                                        title: string;
                                    }[];
                                    industry_tiers: {
                                        /** Format: date */
                                        as_of: string;
                                        default_tier: string;
                                        divisions: {
                                            [key: string]: string;
                                        };
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screening/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the screening lists and their versions
         * @description Each source (OFAC SDN, the UN consolidated list, OpenSanctions) with its current version and its history: when each version was imported, its content hash, its entry count and what it changed. Versions are imported by the operator (`dossier screening import` or `update`). Tokens and sessions.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lists: {
                                current_version: {
                                    /** @description entries new in this version */
                                    added: number;
                                    /** @description entries whose content changed since the previous version */
                                    changed: number;
                                    /** @description SHA-256 of the imported files */
                                    content_hash: string;
                                    entry_count: number;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    imported_at: string;
                                    /** @description entries of the previous version no longer listed */
                                    removed: number;
                                    /** @description the version’s number within its source, from 1 */
                                    seq: number;
                                } | null;
                                /** @description ofac-sdn, un, eu-fsf or opensanctions */
                                source: string;
                                /** @description every version, newest first */
                                versions: {
                                    /** @description entries new in this version */
                                    added: number;
                                    /** @description entries whose content changed since the previous version */
                                    changed: number;
                                    /** @description SHA-256 of the imported files */
                                    content_hash: string;
                                    entry_count: number;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    imported_at: string;
                                    /** @description entries of the previous version no longer listed */
                                    removed: number;
                                    /** @description the version’s number within its source, from 1 */
                                    seq: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current console session
         * @description Who is signed in, to which account, the CSRF token, and when the session ends.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                account: components["schemas"]["Account"];
                                /** @description Send it as X-CSRF-Token on every write made with this session */
                                csrf_token: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the session ends unless another request comes (30 minutes idle)
                                 */
                                idle_expires_at: string;
                                /** @description The account requires two-factor authentication and this user has not set it up: until they do, other routes answer 403 mfa_setup_required */
                                mfa_setup_required: boolean;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Sign in to the console
         * @description Sets the dossier_session cookie (HttpOnly, SameSite=Lax) and returns the session with its csrf_token. A wrong e-mail or password is 401 with one message. Five failed attempts for one e-mail from one client address within 15 minutes lock sign-ins for that e-mail from that address for 15 minutes (429 with Retry-After), whatever the password. While locked, a user with an authenticator app signs in by sending `code` (or `recovery_code`) with the password: only both right sign in (200, no second step); anything else gets the same 429 as any locked attempt, and each (e-mail, address) gets 5 such attempts per 15 minutes. Each client address also has a sign-in rate limit (429). A user with two-factor authentication gets 202 mfa_required instead, and the dossier_mfa cookie for POST /session/mfa (5 minutes, one use): no session yet.
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
                        /** @description Only read while sign-ins for this e-mail from this address are locked: the 6-digit code of the authenticator app, given with the password to sign in past the lock (as in POST /session/mfa) */
                        code?: string;
                        email: string;
                        password: string;
                        /** @description Instead of `code`, while locked: one of the 10 one-time recovery codes */
                        recovery_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                account: components["schemas"]["Account"];
                                /** @description Send it as X-CSRF-Token on every write made with this session */
                                csrf_token: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the session ends unless another request comes (30 minutes idle)
                                 */
                                idle_expires_at: string;
                                /** @description The account requires two-factor authentication and this user has not set it up: until they do, other routes answer 403 mfa_setup_required */
                                mfa_setup_required: boolean;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description When this sign-in must be finished by
                             */
                            expires_at: string;
                            /** @description The second factors the user has: an authenticator app (`totp`, with recovery codes), a passkey */
                            methods: ("totp" | "passkey")[];
                            /** @enum {boolean} */
                            mfa_required: true;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Sign out
         * @description Ends this session at once and clears the cookie.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/end_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description Ends every session of the signed-in user, on every device, this one included.
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
                /** @description Every session ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: the second factor
         * @description After 202 mfa_required, with its dossier_mfa cookie: either `code` (the app’s 6-digit code; now or one 30-second step either side, never a code already used), `recovery_code` (each works once) or `passkey` (the answer to POST /session/mfa/passkey_challenge, from one of the user’s own passkeys). Sets the session cookie as POST /session does. A wrong code is 401; the fifth ends this sign-in, and ten wrong codes within 15 minutes make the user’s next sign-ins wait (429).
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
                        /** @description The 6-digit code of the authenticator app */
                        code?: string;
                        /** @description A passkey’s answer to the challenge of POST /session/mfa/passkey_challenge */
                        passkey?: {
                            authenticatorAttachment?: string;
                            clientExtensionResults: {
                                [key: string]: unknown;
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description One of the 10 one-time recovery codes */
                        recovery_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                account: components["schemas"]["Account"];
                                /** @description Send it as X-CSRF-Token on every write made with this session */
                                csrf_token: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the session ends unless another request comes (30 minutes idle)
                                 */
                                idle_expires_at: string;
                                /** @description The account requires two-factor authentication and this user has not set it up: until they do, other routes answer 403 mfa_setup_required */
                                mfa_setup_required: boolean;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/mfa_setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Two-factor authentication of the signed-in user
         * @description Whether it is set up, since when, and how many recovery codes are still unused.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            enabled_at: string | null;
                            recovery_codes_left: number;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Start setting up two-factor authentication
         * @description A new TOTP secret (SHA-1, 6 digits, 30 s), as text, as an otpauth:// URI and as a QR code (PNG data URL). It takes effect only when confirmed with a code; starting again replaces it. 409 when already set up.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            otpauth_uri: string;
                            /** @description data:image/png;base64,… */
                            qr_code: string;
                            /** @description Base32, for typing into an app that cannot scan */
                            secret: string;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/mfa_setup/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm two-factor authentication
         * @description A code from the new secret turns two-factor authentication on and answers 10 one-time recovery codes, once: only their hashes are kept. A wrong code is 400 with the field `code`.
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
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recovery_codes: string[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/mfa/passkey_challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: start the second factor with a passkey
         * @description After 202 mfa_required (methods include `passkey`), with its dossier_mfa cookie: the options for navigator.credentials.get(), listing only this user’s passkeys. The challenge is bound to this sign-in, kept for 5 minutes and answers once; send the answer as `passkey` to POST /session/mfa.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3) */
                            options: {
                                challenge: string;
                                rpId?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The browser’s answer to POST /session/passkey/challenge. Sets the session cookie as POST /session does. Any failure (unknown passkey, challenge expired or already answered, signature, origin, a signature counter that went backwards, a deactivated user) is the one 401. The password lockout of POST /session does not apply: it is about passwords.
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
                        /** @description The browser’s answer to navigator.credentials.get(), as JSON */
                        credential: {
                            authenticatorAttachment?: string;
                            clientExtensionResults: {
                                [key: string]: unknown;
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                account: components["schemas"]["Account"];
                                /** @description Send it as X-CSRF-Token on every write made with this session */
                                csrf_token: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the session ends unless another request comes (30 minutes idle)
                                 */
                                idle_expires_at: string;
                                /** @description The account requires two-factor authentication and this user has not set it up: until they do, other routes answer 403 mfa_setup_required */
                                mfa_setup_required: boolean;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/passkey/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passwordless sign-in with a passkey
         * @description The options for navigator.credentials.get() (or @simplewebauthn/browser’s startAuthentication): no e-mail and no list of credentials, so the browser offers the passkeys it holds for this site; user verification required. The challenge is kept on the server for 5 minutes and answers once.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3) */
                            options: {
                                challenge: string;
                                rpId?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s passkeys
         * @description Oldest first: name, when added and last used. Never the key itself.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkeys: {
                                /** @description Synced by a platform or password manager, as the authenticator says */
                                backed_up: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                last_used_at: string | null;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a passkey
         * @description The browser’s answer to the challenge of POST /session/passkeys/challenge, and a name for the passkey. A challenge that is unknown, expired, already answered or another session’s is 400 (field `credential`); an answer that does not verify (origin, RP ID, signature) is 400 too; a passkey already registered is 409. Audit-logged (user.passkey_added).
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
                        /** @description The browser’s answer to navigator.credentials.create(), as JSON */
                        credential: {
                            authenticatorAttachment?: string;
                            clientExtensionResults: {
                                [key: string]: unknown;
                            };
                            id: string;
                            rawId: string;
                            response: {
                                attestationObject: string;
                                clientDataJSON: string;
                                transports?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        };
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkey: {
                                /** @description Synced by a platform or password manager, as the authenticator says */
                                backed_up: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                last_used_at: string | null;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/session/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description It no longer signs in. Another user’s passkey answers 404, as one that does not exist. Audit-logged (user.passkey_removed).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/passkeys/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description The options for navigator.credentials.create() (or @simplewebauthn/browser’s startRegistration): a discoverable credential for the relying party of DOSSIER_PUBLIC_URL, excluding the user’s existing passkeys. Its challenge is kept on the server for 5 minutes, bound to this session, and answers once.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3) */
                            options: {
                                challenge: string;
                                rp: {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s sessions
         * @description Every open session of the signed-in user (never another user’s), newest first, the current one marked. Device, address and last seen, never the session’s secret (only its hash is stored).
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                /** @description The client address at sign-in */
                                client_address: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /** @description The session making this request */
                                current: boolean;
                                /** @description The browser and system, read from the User-Agent ("Firefox on Windows") */
                                device: string;
                                /** Format: uuid */
                                id: string;
                                /**
                                 * Format: date-time
                                 * @description When it ends unless another request comes
                                 */
                                idle_expires_at: string;
                                /**
                                 * Format: date-time
                                 * @description The last request (recorded at most once a minute)
                                 */
                                last_seen_at: string;
                                /** @description The User-Agent at sign-in (printable ASCII, at most 512 characters); null when none was sent */
                                user_agent: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the signed-in user’s sessions
         * @description Its next request is refused (401) and the console sends it to sign in. Ending the current session signs out here (the cookie is cleared). Another user’s session answers 404, as one that does not exist.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Session ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with SSO: the provider’s return
         * @description The redirect URI to register at the provider. Checks the dossier_sso cookie, state, the code (with the PKCE verifier), the ID token (signature, issuer, audience, nonce), a verified e-mail of an allowed domain and the user. Success: sets the session cookie and redirects (303) to the console. Refusal: redirects to /console/sign-in?sso_error=REASON, signing nobody in.
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
                /** @description To the console, or to the sign-in page with the reason */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/v1/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with SSO: start
         * @description Finds the identity provider set up for the e-mail’s domain and answers the address to send the browser to (authorization code flow with PKCE S256, state and nonce, kept server-side). Sets the dossier_sso cookie (HttpOnly, SameSite=Lax, 10 minutes, sent only to the callback). 404 when no account signs this domain in with SSO; 503 when its provider cannot be reached.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The provider’s authorization endpoint, with the request */
                            authorization_url: string;
                            /**
                             * Format: date-time
                             * @description When this sign-in must be finished by
                             */
                            expires_at: string;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account’s users */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: components["schemas"]["User"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite a user
         * @description Creates the user and a one-time set-password link, valid 24 hours, e-mailed to the user (through the mail outbox) and answered here once. An e-mail already used in this account is 409. One used by a user of another account is answered as an invitation that went out, but nothing is created or mailed (an e-mail is one user in the whole service; the answer does not reveal where).
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
                        name: string;
                        /** @enum {string} */
                        role: "admin" | "officer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             * @example 2026-05-01T10:20:30.123Z
                             */
                            set_password_expires_at: string;
                            /**
                             * Format: uri
                             * @description A one-time link to set a password (valid 24 hours; earlier links of the user stop working)
                             */
                            set_password_url: string;
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user’s name or role
         * @description The account always keeps one active admin: demoting the last one is 409.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @enum {string} */
                        role?: "admin" | "officer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a user
         * @description The user can no longer sign in, and its sessions end at once. The last active admin is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/users/{id}/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Reset a user’s two-factor authentication
         * @description For a user who lost their authenticator and recovery codes: removes the secret, the recovery codes and any sign-in waiting for a code. Audit-logged (user.mfa_reset). Admins only.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new set-password link
         * @description Valid 24 hours; the user’s earlier links stop working. The current password works until used.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             * @example 2026-05-01T10:20:30.123Z
                             */
                            set_password_expires_at: string;
                            /**
                             * Format: uri
                             * @description A one-time link to set a password (valid 24 hours; earlier links of the user stop working)
                             */
                            set_password_url: string;
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verifications
         * @description Newest first. Keyset pagination: pass next_cursor as cursor to get the following page. Takes the source system’s parameters too (outgoing_only, incoming_only, assessment_status, created_at, updated_at, company_id, company_name, order_by): each narrows the list with Dossier’s own filters; `sort` wins over `order_by`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description start after this case in the order `sort` (the console’s "Next case"); the case need not match the filters. Not with `cursor`. */
                    after_id?: string;
                    /**
                     * @description comma-separated: `approved` (completed cases), `rejected` (rejected cases)
                     * @example approved,rejected
                     */
                    assessment_status?: string;
                    /** @description a user id, `me` (the signed-in user; console sessions only) or `unassigned` */
                    assigned_to?: string;
                    /** @description the cases of the company a company id names (a case’s company under review, as its companies list it first): every case with that company’s jurisdiction and number */
                    company_id?: string;
                    /** @description text the company’s name contains, in any case */
                    company_name?: string;
                    /** @description cases created on that day (UTC), YYYY-MM-DD */
                    created_at?: string;
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    created_from?: string;
                    /** @description exclusive upper bound; a bare date (YYYY-MM-DD) includes that whole day (UTC) */
                    created_to?: string;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    customer_id?: string;
                    /** @description The source’s verifications of the account itself by others: Dossier has none, so `true` lists none */
                    incoming_only?: boolean;
                    /** @description the company's jurisdiction code, e.g. gb, or several comma-separated (any of them), e.g. gb,pl */
                    jurisdiction?: string;
                    limit?: number;
                    /**
                     * @description `created_at,desc` (sort=created), `created_at,asc` (sort=oldest), `last_data_update,desc` (sort=last_data_update), `updated_at,desc` (sort=updated); `sort` wins when both are given
                     * @example updated_at,desc
                     */
                    order_by?: string;
                    /** @description The source’s cases the account reviews: every Dossier case is one, so no effect */
                    outgoing_only?: boolean;
                    /** @description `true`: only cases whose current state is past its due_at (service levels) */
                    overdue?: boolean;
                    /** @description text the company name, company number or customer id contains, in any case (a prefix too) */
                    q?: string;
                    /** @description the QA reviewer named on "Send to QA": a user id or `me` (console sessions only) */
                    qa_reviewer?: string;
                    /** @description completed cases whose next_review_at falls within this many days from today (or before) */
                    review_due_within_days?: number;
                    /** @description the latest external risk level */
                    risk?: "low" | "medium" | "high" | "none";
                    /** @description Dossier’s own risk level that stands on the case (override or computed), or `not_assessed` */
                    risk_assessment?: "low" | "medium" | "high" | "prohibited" | "not_assessed";
                    /** @description `open`: cases with a screening hit waiting for a decision; `alerts`: cases with such a hit that arrived after the case was decided */
                    screening?: "open" | "alerts";
                    /** @description `created`: newest first (default); `oldest`: oldest first; `last_data_update`: the latest update of the customer’s data first; `waiting`: the longest waiting in its current state first; `updated`: the latest change of the record first; `risk`: the highest risk level first (prohibited, high, medium, low, then not assessed; newest first within a level); `due`: the soonest due_at first (overdue cases lead), cases without one (decided) last */
                    sort?: "created" | "oldest" | "last_data_update" | "waiting" | "updated" | "risk" | "due";
                    /** @description comma-separated statuses, e.g. new,in_progress */
                    status?: string;
                    /** @description cases whose record last changed on that day (UTC), YYYY-MM-DD */
                    updated_at?: string;
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    updated_since?: string;
                    verification_type?: "primary" | "recurring";
                    /** @description cases that entered their current state more than this many days (of 24 hours) ago */
                    waiting_more_than_days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            has_more: boolean;
                            next_cursor: string | null;
                            verifications: components["schemas"]["Verification"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Open a verification
         * @description Creates a case from the company data, related companies and directors given.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A new case: the company under review, related companies and directors. */
            requestBody: {
                content: {
                    "application/json": {
                        company: {
                            activity_description?: string | null;
                            aml_contact_email?: string;
                            aml_contact_person?: string;
                            aml_contact_phone_number?: string;
                            bank_accounts?: {
                                account_holder: string;
                                address?: string;
                                /** @description true when number is an IBAN */
                                iban?: boolean;
                                /** @description the bank name */
                                name: string;
                                number: string;
                            }[];
                            brand_name?: string | null;
                            business_activity_countries?: string[];
                            business_description?: string;
                            company_number: string;
                            company_type?: string | null;
                            company_type_id?: string | null;
                            crypto_addresses?: {
                                address: string;
                                /** @description network code, e.g. BTC, ETH */
                                address_type: string;
                                comment?: string | null;
                                /** @description the wallet’s signature of signature_message: Dossier checks it (EIP-191, BIP-137, ed25519) and sets signature_verification to verified or failed */
                                signature?: string;
                                /** @description the message signed; when absent, Dossier makes one (account, address, nonce, date) */
                                signature_message?: string;
                                /**
                                 * @description what you checked yourself, when you send no signature; ignored when a signature is given
                                 * @enum {string}
                                 */
                                signature_verification?: "not_provided" | "verified" | "failed" | "unsupported_network" | "accepted" | "rejected" | "not_required";
                            }[];
                            date_of_incorporation?: string | null;
                            /** @description Dossier’s addition: the explanation of each declaration answered true */
                            declaration_explanations?: {
                                investigations?: string;
                                license_required?: string;
                                prosecutions?: string;
                                ubo_criminal_records?: string;
                            };
                            documents_note_from_verifier?: string | null;
                            email?: string;
                            /** @example 11-50 */
                            employees_count?: string;
                            expected_monthly_transactions_volume?: string | null;
                            formal_name: string;
                            funds_sources?: string;
                            inactive?: boolean | null;
                            industry?: {
                                additional_keys?: number[];
                                description?: string;
                                key?: number;
                            };
                            investigations?: boolean;
                            /** @description ISO 3166-1 alpha-2 code */
                            jurisdiction_code: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            license_date_of_expiry?: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            license_date_of_issue?: string;
                            license_issuing_authority?: string;
                            license_number?: string;
                            license_required?: boolean;
                            office_address?: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 code */
                                country: string;
                                line1: string;
                                line2?: string | null;
                                line3?: string | null;
                                postal_code?: string | null;
                                region?: string | null;
                            } | null;
                            opencorporates_url?: string | null;
                            phone_number?: string;
                            products_description?: string;
                            prosecutions?: boolean;
                            public_stock_exchange?: boolean | null;
                            purpose_for_asset10?: string | null;
                            registered_address?: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 code */
                                country: string;
                                line1: string;
                                line2?: string | null;
                                line3?: string | null;
                                postal_code?: string | null;
                                region?: string | null;
                            } | null;
                            registration_authority?: string;
                            /**
                             * @description the source system’s keys for where the funds come from
                             * @example [
                             *       "investments",
                             *       "other"
                             *     ]
                             */
                            sources_of_funds?: string[];
                            sources_of_funds_other?: string | null;
                            tax_number?: string;
                            ubo_criminal_records?: boolean;
                            website?: string;
                            websites_for_asset10?: string | null;
                        };
                        /** Format: uuid */
                        completeness_profile_id?: string;
                        /** @description your own reference for the customer */
                        customer_id?: string;
                        directors?: {
                            person: {
                                address_of_residence?: {
                                    city: string;
                                    /** @description ISO 3166-1 alpha-2 code */
                                    country: string;
                                    line1: string;
                                    line2?: string | null;
                                    line3?: string | null;
                                    postal_code?: string | null;
                                    region?: string | null;
                                } | null;
                                date_of_birth?: string | null;
                                email?: string | null;
                                family_name?: string | null;
                                funds_sources?: string | null;
                                given_names: string;
                                nationality?: string | null;
                                parents_given_names?: string | null;
                                /** @description politically exposed person */
                                pep?: boolean;
                                pep_description?: string | null;
                                personal_number?: string | null;
                                phone?: string | null;
                                place_of_birth?: string | null;
                                sex?: ("male" | "female" | "other") | null;
                                surname: string;
                                title_position?: string | null;
                            };
                            /** @example director */
                            position: string;
                        }[];
                        related_companies?: {
                            activity_description?: string | null;
                            aml_contact_email?: string;
                            aml_contact_person?: string;
                            aml_contact_phone_number?: string;
                            bank_accounts?: {
                                account_holder: string;
                                address?: string;
                                /** @description true when number is an IBAN */
                                iban?: boolean;
                                /** @description the bank name */
                                name: string;
                                number: string;
                            }[];
                            brand_name?: string | null;
                            business_activity_countries?: string[];
                            business_description?: string;
                            company_number: string;
                            company_type?: string | null;
                            company_type_id?: string | null;
                            crypto_addresses?: {
                                address: string;
                                /** @description network code, e.g. BTC, ETH */
                                address_type: string;
                                comment?: string | null;
                                /** @description the wallet’s signature of signature_message: Dossier checks it (EIP-191, BIP-137, ed25519) and sets signature_verification to verified or failed */
                                signature?: string;
                                /** @description the message signed; when absent, Dossier makes one (account, address, nonce, date) */
                                signature_message?: string;
                                /**
                                 * @description what you checked yourself, when you send no signature; ignored when a signature is given
                                 * @enum {string}
                                 */
                                signature_verification?: "not_provided" | "verified" | "failed" | "unsupported_network" | "accepted" | "rejected" | "not_required";
                            }[];
                            date_of_incorporation?: string | null;
                            /** @description Dossier’s addition: the explanation of each declaration answered true */
                            declaration_explanations?: {
                                investigations?: string;
                                license_required?: string;
                                prosecutions?: string;
                                ubo_criminal_records?: string;
                            };
                            documents_note_from_verifier?: string | null;
                            email?: string;
                            /** @example 11-50 */
                            employees_count?: string;
                            expected_monthly_transactions_volume?: string | null;
                            formal_name: string;
                            funds_sources?: string;
                            inactive?: boolean | null;
                            industry?: {
                                additional_keys?: number[];
                                description?: string;
                                key?: number;
                            };
                            investigations?: boolean;
                            /** @description ISO 3166-1 alpha-2 code */
                            jurisdiction_code: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            license_date_of_expiry?: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            license_date_of_issue?: string;
                            license_issuing_authority?: string;
                            license_number?: string;
                            license_required?: boolean;
                            office_address?: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 code */
                                country: string;
                                line1: string;
                                line2?: string | null;
                                line3?: string | null;
                                postal_code?: string | null;
                                region?: string | null;
                            } | null;
                            opencorporates_url?: string | null;
                            phone_number?: string;
                            products_description?: string;
                            prosecutions?: boolean;
                            public_stock_exchange?: boolean | null;
                            purpose_for_asset10?: string | null;
                            registered_address?: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 code */
                                country: string;
                                line1: string;
                                line2?: string | null;
                                line3?: string | null;
                                postal_code?: string | null;
                                region?: string | null;
                            } | null;
                            registration_authority?: string;
                            /**
                             * @description the source system’s keys for where the funds come from
                             * @example [
                             *       "investments",
                             *       "other"
                             *     ]
                             */
                            sources_of_funds?: string[];
                            sources_of_funds_other?: string | null;
                            tax_number?: string;
                            ubo_criminal_records?: boolean;
                            website?: string;
                            websites_for_asset10?: string | null;
                        }[];
                        /** @enum {string} */
                        verification_type?: "primary" | "recurring";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export verifications as CSV
         * @description Every case matching the list’s filters (the same query parameters, without paging), in the order `sort`, as CSV (UTF-8 with a BOM, CRLF lines, RFC 4180 quoting; cells a spreadsheet would run as a formula are prefixed with '). Columns: Company, Number, Jurisdiction, Customer ID, Status, Risk, Assignee, Review, Waiting, Created, Last data update, Case ID. Streamed: memory stays flat.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a user id, `me` (the signed-in user; console sessions only) or `unassigned` */
                    assigned_to?: string;
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    created_from?: string;
                    /** @description exclusive upper bound; a bare date (YYYY-MM-DD) includes that whole day (UTC) */
                    created_to?: string;
                    customer_id?: string;
                    /** @description the company's jurisdiction code, e.g. gb, or several comma-separated (any of them), e.g. gb,pl */
                    jurisdiction?: string;
                    /** @description `true`: only cases whose current state is past its due_at (service levels) */
                    overdue?: boolean;
                    /** @description text the company name, company number or customer id contains, in any case (a prefix too) */
                    q?: string;
                    /** @description the QA reviewer named on "Send to QA": a user id or `me` (console sessions only) */
                    qa_reviewer?: string;
                    /** @description completed cases whose next_review_at falls within this many days from today (or before) */
                    review_due_within_days?: number;
                    /** @description the latest external risk level */
                    risk?: "low" | "medium" | "high" | "none";
                    /** @description Dossier’s own risk level that stands on the case (override or computed), or `not_assessed` */
                    risk_assessment?: "low" | "medium" | "high" | "prohibited" | "not_assessed";
                    /** @description `open`: cases with a screening hit waiting for a decision; `alerts`: cases with such a hit that arrived after the case was decided */
                    screening?: "open" | "alerts";
                    /** @description as in the list */
                    sort?: "created" | "oldest" | "last_data_update" | "waiting" | "updated" | "risk" | "due";
                    /** @description comma-separated statuses, e.g. new,in_progress */
                    status?: string;
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    updated_since?: string;
                    verification_type?: "primary" | "recurring";
                    /** @description cases that entered their current state more than this many days (of 24 hours) ago */
                    waiting_more_than_days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a verification
         * @description `?timestamp=` serves the record as the latest revision at or before that time left it: the company under review’s name, number, jurisdiction and e-mail (with the `entity_*` members) and `revision_timestamps` are the revision’s; the workflow (status, assessment, comments, assignment, risk, schedule, retention, erasure) is the case’s now.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every address of a case
         * @description The companies’ registered and office addresses and the people’s residences.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addresses: components["schemas"]["Address"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One address of a case */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a verification
         * @description To a user of the account who may review (admin or officer); `me` is the signed-in user. Audit-logged.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description a user id, or `me` with a console session */
                        user_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of a verification
         * @description Every change to the case, oldest first: who, when, from which state to which, and why.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audit_log: {
                                /** @example state.start */
                                action: string;
                                /** @description Who did it, named: user:<id> with their name and e-mail, a token with its name */
                                actor: {
                                    /** @description A user's e-mail */
                                    email: string | null;
                                    id: string | null;
                                    /** @description A user's name or an access token's name */
                                    name: string | null;
                                    /** @example user */
                                    type: string;
                                };
                                actor_id: string | null;
                                /**
                                 * @example token
                                 * @example cli
                                 * @example customer
                                 * @example user
                                 */
                                actor_type: string;
                                comment: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                from_state: string | null;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                to_state: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed since the last submission
         * @description The latest revision against the one before it, field by field and document by document; null when the customer has not submitted through the portal. With one revision, everything shows as added.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changes: {
                                documents: {
                                    /** @enum {string} */
                                    change: "added" | "removed" | "changed";
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    document_id: string;
                                    document_type: string;
                                    filenames: string[];
                                    subject: string;
                                }[];
                                fields: {
                                    after: unknown;
                                    before: unknown;
                                    /** @enum {string} */
                                    change: "added" | "removed" | "changed";
                                    /** @description null when a whole item was added or removed */
                                    field: string | null;
                                    /**
                                     * @description holding and control: the ownership structure (a holding’s subject is "holder in held")
                                     * @enum {string}
                                     */
                                    section: "company" | "bank_account" | "crypto_address" | "director" | "person" | "holding" | "control";
                                    /** @description Whose field: the company’s name, a director’s name, a bank account */
                                    subject: string;
                                }[];
                                from: number | null;
                                to: number;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the companies of a verification
         * @description The company under review first (`role` root), then related companies, then every corporate shareholder of its ownership structure (`role` corporate_shareholder, with `listed_on`). Members that are unknown are null. `?revision=n` reads them as the case’s revision n recorded them.
         */
        get: {
            parameters: {
                query?: {
                    revision?: number;
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companies: components["schemas"]["StructureCompany"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company with its details, bank accounts and crypto addresses
         * @description The company under review, a related company, or a corporate shareholder of the ownership structure, each with its `role` as the companies list shows it. A corporate shareholder holds what its structure declares (name, number, jurisdiction, `listed_on`); the rest is empty. `?revision=n` or `timestamp` read it as that revision recorded it.
         */
        get: {
            parameters: {
                query?: {
                    revision?: number;
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: components["schemas"]["CaseCompanyDetail"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/company_details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company under review with its addresses and the documents proving them
         * @description The source system’s company details. 404 when the case has no company.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: components["schemas"]["CompanyDetail"];
                            office_address: components["schemas"]["Address"] | null;
                            /** @description Company documents proving its details: certificate of incorporation, registry extract, articles of association, shareholder and director registers */
                            proof_of_incorporation_details: components["schemas"]["DocumentRecord"][];
                            /** @description Company documents of type proof_of_address */
                            proof_of_office_address: components["schemas"]["DocumentRecord"][];
                            registered_address: components["schemas"]["Address"] | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/company_documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the documents of the companies of a verification
         * @description Certificates, registry extracts and other company documents, with download links.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_documents: components["schemas"]["DocumentRecord"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/company_documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document of the companies of a verification */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_document: components["schemas"]["DocumentRecord"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/completeness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the onboarding profile still misses
         * @description The case’s onboarding profile’s requirements minus what the case holds now; null when the case has no profile. The same rule builds requested_data when a data update is requested.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeness: {
                                comment: string | null;
                                /** @description true when the case already holds everything the profile requires */
                                complete: boolean;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                completeness_profile_id: string | null;
                                missing: {
                                    company_document_types: string[];
                                    company_fields: string[];
                                    director_fields: {
                                        /**
                                         * Format: uuid
                                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                         */
                                        director_id: string;
                                        fields: string[];
                                    }[];
                                    /** @description one missing UBO: companies of the ownership structure (the company under review, a corporate shareholder) of which the customer is asked to add a shareholder */
                                    ownership_owners?: {
                                        /**
                                         * Format: uuid
                                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                         */
                                        company_id: string;
                                        /** @description its shareholders when asked: the answer adds another */
                                        holder_ids: string[];
                                        name: string;
                                        /** @description true for the company under review */
                                        root: boolean;
                                    }[];
                                    person_document_types: {
                                        document_types: string[];
                                        /**
                                         * Format: uuid
                                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                         */
                                        person_id: string;
                                    }[];
                                    person_fields: {
                                        fields: string[];
                                        /**
                                         * Format: uuid
                                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                         */
                                        person_id: string;
                                    }[];
                                    sections: string[];
                                };
                                /** @description Sections the customer answered "Not applicable", with the reasons: counted as complete (not in missing) until a data update request asks for them again */
                                not_applicable: {
                                    reason: string;
                                    section: string;
                                }[];
                                profile_name: string;
                                /** @description true for a recurring review: the customer confirms ("Nothing has changed") or updates each section listed */
                                review?: boolean;
                                sections: string[];
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/customer_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the case stands with its customer
         * @description How the customer hears of a data update request (channel email: a portal link to the invitation's address; webhook: the case came through the API and only the state_change webhook tells the integration), since when the case waits for the customer (while data_update_requested), what became of the request's e-mail, and when the customer opened the portal since the request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer_request: {
                                /**
                                 * @description email: the case has an invitation and its address gets a link; webhook: only the integration is told
                                 * @enum {string}
                                 */
                                channel: "email" | "webhook";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                escalated_at: string | null;
                                invitation: {
                                    email: string;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    /** @enum {string} */
                                    status: "pending" | "opened" | "submitted" | "expired" | "revoked";
                                } | null;
                                /** @description The latest data update request's e-mail while the case waits; null when none was written */
                                mail: {
                                    attempts: number;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    created_at: string;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    last_error: string | null;
                                    recipient: string;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    sent_at: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "sent" | "failed" | "cancelled";
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                opened_at: string | null;
                                /** @description Reminders of the current wait: the customer after the service level’s days (default 7) and twice that; for a recurring review, the escalation to the officer after 30 days */
                                reminders: {
                                    /** @enum {string} */
                                    kind: "reminder_1" | "reminder_2" | "escalation";
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    sent_at: string;
                                }[];
                                /** @description The customer’s latest answer to a recurring review: per section, confirmed unchanged ("Nothing has changed") or changed */
                                review_answer: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    answered_at: string;
                                    sections: {
                                        /** @enum {string} */
                                        answer: "unchanged" | "changed";
                                        /** @enum {string} */
                                        section: "company_details" | "directors" | "ownership";
                                    }[];
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                waiting_since: string | null;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/directors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the directors of a verification
         * @description Each director with the person behind the role and that person’s identity documents.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            directors: components["schemas"]["Director"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/directors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a director */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s `revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now
                     * @example 1687508655
                     */
                    timestamp?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            director: components["schemas"]["Director"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document
         * @description multipart/form-data: the document fields below as text parts (purposes may repeat), then one or more `file` parts (PDF, PNG, JPEG, GIF, WebP or TIFF). Without company_id or person_id the document belongs to the company under review. Images get thumb (≤ 200 px) and medium (≤ 800 px) variants.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: components["schemas"]["DocumentRecord"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/download/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment (the source system’s path)
         * @description The same download as /api/v1/attachments/{rest}, under the source system’s path: rest is the text after the last slash of an attachment url.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the last path segment of an attachment url */
                    rest: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description the requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description not modified (If-None-Match matched the ETag) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description the range cannot be satisfied */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase the personal data of a verification
         * @description Admins and access tokens. Erases the case’s personal data everywhere (persons, documents and their files, drafts, uploads, revisions, notes, mail, webhook payloads) and leaves a tombstone: the case, its states and decision, who erased it, when and why, and hashes of what was erased. Inside the retention period (not offboarded, or before retain_until) it needs `legal_basis` (409 retention_period_running otherwise); after it, `legal_basis` is ignored. A legal hold refuses it (409 legal_hold). Afterwards the case’s personal resources answer 410 erased, and the `verification_erased` webhook is sent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        legal_basis?: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/external_risk_scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of external risk scores of a verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            external_risk_scores: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                risk_score_detailed: {
                                    reasons: string[];
                                    score: string | null;
                                };
                                /** @enum {string|null} */
                                risk_score_simple: "low" | "medium" | "high" | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers’ own files of a case */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: components["schemas"]["DocumentRecord"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach an officer’s own file to a case
         * @description "Additional files": internal, like notes. They are listed here and in the console, never among the case’s documents, never shown to the customer. Same multipart form and checks as a document upload; document_type defaults to `other`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            file: components["schemas"]["DocumentRecord"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ownership graph of a verification
         * @description Vertices for the company under review (`labels.root`), corporate shareholders and persons; edges with `types` (`corporate_shareholder`, `individual_shareholder`, `ubo`, `director`) and `shares`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            graph: components["schemas"]["OwnershipGraph"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identified issues (screening hits) of a verification
         * @description Every hit of the case’s company, directors, bank account holders and crypto addresses against the sanctions and PEP lists, newest first, with the matched entry, the score and its explanation, and the decision (`relevant`, null until an officer decides). `screening_failure` says when the case’s last screening could not run because the screening provider (yente) did not answer: its hits are not known yet, and the worker screens it again until it does.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues: components["schemas"]["ScreeningIssue"][];
                            /** @description the screening waits for the provider: the worker tries again every quarter of an hour, and the hits appear here once it answers; null when the last screening ran */
                            screening_failure: {
                                /** @description screenings of the case that failed in a row */
                                attempts: number;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                failed_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                first_failed_at: string;
                                /** @description the provider’s error, e.g. yente at … could not be reached */
                                reason: string;
                                /** @description subjects waiting to be screened */
                                subjects: number;
                                /** @description what asked for the screening: intake, submission, data_change, retry… */
                                trigger: string;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/issues/{issue_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One identified issue of a verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    issue_id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issue: components["schemas"]["ScreeningIssue"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/issues/{issue_id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an identified issue: true match or false positive
         * @description `relevant: true` marks a true match, `false` a false positive; `comment` is required. Audit-logged. A decision sticks: a dismissed hit returns on a rescreen only when the list entry or the subject’s data changed (then `changed_since_dismissed`); a decided hit answers 409 to a second decision. With four eyes on (the account requires QA), dismissing a sanction hit needs two officers: the first decision is kept as `pending_dismissal`, a second officer’s confirms it (the proposer gets 403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    issue_id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: string;
                        /** @description true: "True match"; false: "False positive" */
                        relevant: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issue: components["schemas"]["ScreeningIssue"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/legal_hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place or lift a legal hold
         * @description Admins and access tokens. A reason places the hold: nothing erases the case while it stands (the daily job skips it, an erasure request answers 409 legal_hold). `{"reason": null}` lifts it. Audit-logged.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Internal notes of a verification
         * @description Officers’ notes, oldest first. Internal: never shown to the customer nor sent in webhooks.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notes: {
                                author: {
                                    email: string | null;
                                    id: string | null;
                                    name: string | null;
                                    /** @example user */
                                    type: string;
                                };
                                body: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an internal note
         * @description Also written to the audit log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            note: {
                                author: {
                                    email: string | null;
                                    id: string | null;
                                    name: string | null;
                                    /** @example user */
                                    type: string;
                                };
                                body: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/offboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offboard a verification (the business relationship ended)
         * @description Starts the retention clock: the personal data is kept until `retention.retain_until` (today plus the account’s retention_years), then the daily job erases it. Once per case (409 otherwise). Audit-logged.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the people of a verification with their roles
         * @description Every person of the case once (directors, individual shareholders, controllers), each with `roles`: `director`, `shareholder`, `ubo` (computed), `controller`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            people: components["schemas"]["CasePersonWithRoles"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a person of a verification with their roles */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            person: components["schemas"]["CasePersonWithRoles"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Other cases of the same company
         * @description Cases with the same company number in the same jurisdiction, newest first (at most 50).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verifications: components["schemas"]["Verification"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case report (PDF)
         * @description The case as reviewed: company data, directors, documents with thumbnails, risk history, requested data, the decision with its comments and the whole audit log, with when and by whom it was produced. Producing it is recorded in the audit log.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review progress of a verification
         * @description Whether each review tab (company, directors, structure, documents, risk, screening) is marked reviewed. A mark lapses when the tab's data changes after it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            review: {
                                reviewed: number;
                                tabs: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    marked_at: string | null;
                                    /** @description user:<id> or token:<id> */
                                    marked_by: string | null;
                                    marked_by_name: string | null;
                                    reviewed: boolean;
                                    /** @description true when a mark was cleared by a change of the tab’s data after it */
                                    stale: boolean;
                                    /** @enum {string} */
                                    tab: "company" | "directors" | "structure" | "documents" | "risk" | "screening";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/review/{tab}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a review tab reviewed */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tab: "company" | "directors" | "structure" | "documents" | "risk" | "screening";
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            review: {
                                reviewed: number;
                                tabs: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    marked_at: string | null;
                                    /** @description user:<id> or token:<id> */
                                    marked_by: string | null;
                                    marked_by_name: string | null;
                                    reviewed: boolean;
                                    /** @description true when a mark was cleared by a change of the tab’s data after it */
                                    stale: boolean;
                                    /** @enum {string} */
                                    tab: "company" | "directors" | "structure" | "documents" | "risk" | "screening";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Clear a review tab’s mark */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tab: "company" | "directors" | "structure" | "documents" | "risk" | "screening";
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            review: {
                                reviewed: number;
                                tabs: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    marked_at: string | null;
                                    /** @description user:<id> or token:<id> */
                                    marked_by: string | null;
                                    marked_by_name: string | null;
                                    reviewed: boolean;
                                    /** @description true when a mark was cleared by a change of the tab’s data after it */
                                    stale: boolean;
                                    /** @enum {string} */
                                    tab: "company" | "directors" | "structure" | "documents" | "risk" | "screening";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verifications/{verification_id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the revisions of a case’s data
         * @description One per submission from the portal: the application, then each answer to a data update request. Oldest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revisions: {
                                /** @description Who submitted: customer:<invitation id> from the portal */
                                actor: {
                                    /** @description A user's e-mail, or the address the customer's invitation went to */
                                    email: string | null;
                                    id: string | null;
                                    name: string | null;
                                    /** @example customer */
                                    type: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /** @enum {string} */
                                kind: "application" | "data_update";
                                number: number;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/revisions/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one revision of a case’s data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    number: number;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revision: {
                                /** @description Who submitted: customer:<invitation id> from the portal */
                                actor: {
                                    /** @description A user's e-mail, or the address the customer's invitation went to */
                                    email: string | null;
                                    id: string | null;
                                    name: string | null;
                                    /** @example customer */
                                    type: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /** @description The case’s data as it was at this submission */
                                data: {
                                    /** @description The spec’s company detail of each company */
                                    companies: {
                                        [key: string]: unknown;
                                    }[];
                                    /** @description The spec’s director shape, without document links */
                                    directors: {
                                        [key: string]: unknown;
                                    }[];
                                    /** @description {id, owner: {type, id}, document_type, name, number, country_of_issue, expiration_date, attachments: [{id, filename, filesize, mime, sha256}]} */
                                    documents: {
                                        [key: string]: unknown;
                                    }[];
                                    /** @description The sections the customer answered "Not applicable" as of this submission, with the reasons */
                                    not_applicable: {
                                        reason: string;
                                        /** @example crypto_addresses */
                                        section: string;
                                    }[];
                                };
                                /** @enum {string} */
                                kind: "application" | "data_update";
                                number: number;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/risk_assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A verification’s risk assessment and its history (assessments and overrides, newest first) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Dossier’s own risk assessment of the case; null until assessed */
                            risk_assessment: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                assessed_at: string;
                                /** @enum {string} */
                                computed_level: "low" | "medium" | "high" | "prohibited";
                                factors: {
                                    /** @description jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, … */
                                    key: string;
                                    points: number;
                                    /** @description the data behind it, e.g. "a director (CEO) declared PEP: +30" */
                                    reason: string;
                                }[];
                                /**
                                 * @description the level that stands: the override, else computed
                                 * @enum {string}
                                 */
                                level: "low" | "medium" | "high" | "prohibited";
                                model_version: number;
                                override: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    at: string;
                                    /** @description who overrode, as an actor key (user:<id>, token:<id>) */
                                    by: string;
                                    /** @enum {string} */
                                    level: "low" | "medium" | "high" | "prohibited";
                                    reason: string;
                                } | null;
                                score: number;
                            } | null;
                            risk_assessments: {
                                /** @description false: the case was decided, so this assessment raised an alert and changed nothing */
                                applied: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                assessed_at: string;
                                /** @enum {string} */
                                computed_level: "low" | "medium" | "high" | "prohibited";
                                factors: {
                                    /** @description jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, … */
                                    key: string;
                                    points: number;
                                    /** @description the data behind it, e.g. "a director (CEO) declared PEP: +30" */
                                    reason: string;
                                }[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                kind: "computed" | "override";
                                /** @enum {string} */
                                level: "low" | "medium" | "high" | "prohibited";
                                model_version: number;
                                override: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    at: string;
                                    by: string;
                                    /** @enum {string|null} */
                                    level: "low" | "medium" | "high" | "prohibited" | null;
                                    reason: string;
                                } | null;
                                score: number;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/risk_override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Override the risk level with a reason, or remove the override
         * @description `{"level": "low|medium|high|prohibited", "reason"}` overrides; `{"level": null, "reason"}` removes it. Undecided cases only. With four eyes on, lowering the level is refused while the case is in QA (the QA reviewer confirms an override made before). Audit-logged; webhook `risk_level_changed` when the level that stands changes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        level: "low" | "medium" | "high" | "prohibited" | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Dossier’s own risk assessment of the case; null until assessed */
                            risk_assessment: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                assessed_at: string;
                                /** @enum {string} */
                                computed_level: "low" | "medium" | "high" | "prohibited";
                                factors: {
                                    /** @description jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, … */
                                    key: string;
                                    points: number;
                                    /** @description the data behind it, e.g. "a director (CEO) declared PEP: +30" */
                                    reason: string;
                                }[];
                                /**
                                 * @description the level that stands: the override, else computed
                                 * @enum {string}
                                 */
                                level: "low" | "medium" | "high" | "prohibited";
                                model_version: number;
                                override: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    at: string;
                                    /** @description who overrode, as an actor key (user:<id>, token:<id>) */
                                    by: string;
                                    /** @enum {string} */
                                    level: "low" | "medium" | "high" | "prohibited";
                                    reason: string;
                                } | null;
                                score: number;
                            } | null;
                            risk_assessments: {
                                /** @description false: the case was decided, so this assessment raised an alert and changed nothing */
                                applied: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                assessed_at: string;
                                /** @enum {string} */
                                computed_level: "low" | "medium" | "high" | "prohibited";
                                factors: {
                                    /** @description jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, … */
                                    key: string;
                                    points: number;
                                    /** @description the data behind it, e.g. "a director (CEO) declared PEP: +30" */
                                    reason: string;
                                }[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                kind: "computed" | "override";
                                /** @enum {string} */
                                level: "low" | "medium" | "high" | "prohibited";
                                model_version: number;
                                override: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    at: string;
                                    by: string;
                                    /** @enum {string|null} */
                                    level: "low" | "medium" | "high" | "prohibited" | null;
                                    reason: string;
                                } | null;
                                score: number;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/state/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a verification through its life cycle
         * @description Events: start (new→in_progress), request_data_update (in_progress→data_update_requested; optional completeness_profile_id switches the profile, requested picks specific items, comment tells the customer what to do, customer_email invites an address when the case has no invitation; a request with none of comment, profile or picked items is 422 data_update_request_empty), cancel_data_update, request_risk_score_update, cancel_risk_score_update, qa (assessment and assessment_comment required; optional qa_reviewer_id names the QA reviewer), back_to_compliance (qa_comment required), complete (assessment required; with QA required by the account only from qa and by someone other than who sent it to QA), rejected (rejection_comment required), reopen. start assigns the case to the user who starts it when nobody has it. A disallowed event is 409 invalid_state_transition and changes nothing. With the account’s require_review_marks on, qa, complete and rejected answer 409 review_incomplete until every review tab stands marked reviewed (details name the tabs). Body as JSON, form or multipart.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    event: "start" | "request_data_update" | "cancel_data_update" | "request_risk_score_update" | "cancel_risk_score_update" | "qa" | "back_to_compliance" | "complete" | "rejected" | "reopen";
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        assessment?: "risk_low" | "risk_medium" | "risk_high";
                        assessment_comment?: string;
                        comment?: string;
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        completeness_profile_id?: string;
                        /**
                         * Format: email
                         * @description request_data_update on a case with no invitation: invite this address, bound to the case; the request is e-mailed to it with a link that opens the portal in update mode. Needs an onboarding profile.
                         */
                        customer_email?: string;
                        qa_comment?: string;
                        /**
                         * Format: uuid
                         * @description qa only: the QA reviewer, an active admin or officer of the account other than the sender (optional)
                         */
                        qa_reviewer_id?: string;
                        rejection_comment?: string;
                        /** @description Specific items to ask for, besides or instead of a profile: sections to add one more of (bank_accounts, crypto_addresses, directors, ownership), company fields, company document types, per person fields and document types, and companies of the structure to add an owner to. They become requested_data.missing as named. */
                        requested?: {
                            company_document_types?: string[];
                            company_fields?: string[];
                            /** @description one missing UBO: companies of the ownership structure (the company under review by its id, or a corporate shareholder) of which the customer adds a shareholder; the portal opens at its Ownership step */
                            ownership_owners?: string[];
                            person_document_types?: {
                                document_types: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            person_fields?: {
                                fields: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            sections?: string[];
                        };
                    };
                    "application/x-www-form-urlencoded": {
                        /** @enum {string} */
                        assessment?: "risk_low" | "risk_medium" | "risk_high";
                        assessment_comment?: string;
                        comment?: string;
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        completeness_profile_id?: string;
                        /**
                         * Format: email
                         * @description request_data_update on a case with no invitation: invite this address, bound to the case; the request is e-mailed to it with a link that opens the portal in update mode. Needs an onboarding profile.
                         */
                        customer_email?: string;
                        qa_comment?: string;
                        /**
                         * Format: uuid
                         * @description qa only: the QA reviewer, an active admin or officer of the account other than the sender (optional)
                         */
                        qa_reviewer_id?: string;
                        rejection_comment?: string;
                        /** @description Specific items to ask for, besides or instead of a profile: sections to add one more of (bank_accounts, crypto_addresses, directors, ownership), company fields, company document types, per person fields and document types, and companies of the structure to add an owner to. They become requested_data.missing as named. */
                        requested?: {
                            company_document_types?: string[];
                            company_fields?: string[];
                            /** @description one missing UBO: companies of the ownership structure (the company under review by its id, or a corporate shareholder) of which the customer adds a shareholder; the portal opens at its Ownership step */
                            ownership_owners?: string[];
                            person_document_types?: {
                                document_types: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            person_fields?: {
                                fields: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            sections?: string[];
                        };
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        assessment?: "risk_low" | "risk_medium" | "risk_high";
                        assessment_comment?: string;
                        comment?: string;
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        completeness_profile_id?: string;
                        /**
                         * Format: email
                         * @description request_data_update on a case with no invitation: invite this address, bound to the case; the request is e-mailed to it with a link that opens the portal in update mode. Needs an onboarding profile.
                         */
                        customer_email?: string;
                        qa_comment?: string;
                        /**
                         * Format: uuid
                         * @description qa only: the QA reviewer, an active admin or officer of the account other than the sender (optional)
                         */
                        qa_reviewer_id?: string;
                        rejection_comment?: string;
                        /** @description Specific items to ask for, besides or instead of a profile: sections to add one more of (bank_accounts, crypto_addresses, directors, ownership), company fields, company document types, per person fields and document types, and companies of the structure to add an owner to. They become requested_data.missing as named. */
                        requested?: {
                            company_document_types?: string[];
                            company_fields?: string[];
                            /** @description one missing UBO: companies of the ownership structure (the company under review by its id, or a corporate shareholder) of which the customer adds a shareholder; the portal opens at its Ownership step */
                            ownership_owners?: string[];
                            person_document_types?: {
                                document_types: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            person_fields?: {
                                fields: string[];
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                person_id: string;
                            }[];
                            sections?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/structure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The declared ownership structure with its computed figures and warnings
         * @description The entities and holdings as declared (holdings name entities by id, and the company under review as "root"), each entity’s direct and indirect percentage, the UBOs, and the warnings a reviewer must see (declared shares over 100 %, under 75 % traced to natural persons, more than 3 layers, circular ownership, a corporate shareholder in a jurisdiction the account marks as high risk, UBO by default).
         */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            structure: components["schemas"]["OwnershipStructure"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Replace the declared ownership structure
         * @description For integrators who collect the structure themselves. `entities` are companies (`company`, optional `listed_on`) and persons (`person`, or `director_id` to name a director of the case: the same person, never a copy; optional `control` by other means). `holdings` say who holds what percentage of whose shares (`held` is an entity key or "root"), with `voting_rights` when they differ. `key`s are the caller’s; the answer maps them to ids. Validated as a whole (percentages 0–100, references resolve, no entity holding itself, unknown fields refused); one transaction with its audit entry and the `data_changed` webhook. 409 while the case is under QA or decided.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        entities: {
                            company?: {
                                company_number?: string;
                                formal_name: string;
                                jurisdiction_code?: string | null;
                            };
                            control?: {
                                description: string;
                                /** @enum {string} */
                                nature: "right_to_appoint_board" | "other_significant_influence";
                            } | null;
                            director_id?: string | null;
                            /** @description the caller’s own name for the entity */
                            key: string;
                            listed_on?: string | null;
                            person?: {
                                date_of_birth?: string | null;
                                given_names: string;
                                nationality?: string | null;
                                surname: string;
                            };
                            /** @enum {string} */
                            type: "company" | "person";
                        }[];
                        holdings: {
                            /** @description "root" (the company under review) or a key */
                            held: string;
                            /** @description the caller’s own name for the entity */
                            holder: string;
                            /** @description percent of the held company’s shares */
                            shares: number;
                            voting_rights?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                key: string;
                            }[];
                            structure: components["schemas"]["OwnershipStructure"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verifications/{verification_id}/ubos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the beneficial owners (UBOs) of a verification
         * @description Computed from the declared structure, never typed: every natural person whose indirect ownership or voting rights reach the threshold of the case’s onboarding profile (25 % by default), every person controlling by other means, and, when nobody qualifies, the directors as senior managing officials (`ubo_by_default`).
         */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ubos: components["schemas"]["Ubo"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/ubos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a beneficial owner of a verification
         * @description `id` is the person’s id.
         */
        get: {
            parameters: {
                query?: {
                    /** @description read the structure as the case’s revision n recorded it (see /revisions); now when left out */
                    revision?: number;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ubo: components["schemas"]["Ubo"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/{verification_id}/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unassign a verification */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verification: components["schemas"]["Verification"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verifications/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count verifications by state
         * @description How many cases match the filters in each state, plus `open` (neither completed nor rejected) and the total: the console queue’s tabs; and the same numbers of those overdue now (`overdue`, `overdue_total`: past the due_at of their current state). Takes the list’s filters except status, sort and paging.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a user id, `me` (the signed-in user; console sessions only) or `unassigned` */
                    assigned_to?: string;
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    created_from?: string;
                    /** @description exclusive upper bound; a bare date (YYYY-MM-DD) includes that whole day (UTC) */
                    created_to?: string;
                    customer_id?: string;
                    /** @description the company's jurisdiction code, e.g. gb, or several comma-separated (any of them), e.g. gb,pl */
                    jurisdiction?: string;
                    /** @description `true`: only cases whose current state is past its due_at (service levels) */
                    overdue?: boolean;
                    /** @description text the company name, company number or customer id contains, in any case (a prefix too) */
                    q?: string;
                    /** @description the QA reviewer named on "Send to QA": a user id or `me` (console sessions only) */
                    qa_reviewer?: string;
                    /** @description completed cases whose next_review_at falls within this many days from today (or before) */
                    review_due_within_days?: number;
                    /** @description the latest external risk level */
                    risk?: "low" | "medium" | "high" | "none";
                    /** @description Dossier’s own risk level that stands on the case (override or computed), or `not_assessed` */
                    risk_assessment?: "low" | "medium" | "high" | "prohibited" | "not_assessed";
                    /** @description `open`: cases with a screening hit waiting for a decision; `alerts`: cases with such a hit that arrived after the case was decided */
                    screening?: "open" | "alerts";
                    /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                    updated_since?: string;
                    verification_type?: "primary" | "recurring";
                    /** @description cases that entered their current state more than this many days (of 24 hours) ago */
                    waiting_more_than_days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                completed: number;
                                data_update_requested: number;
                                in_progress: number;
                                new: number;
                                open: number;
                                processing: number;
                                qa: number;
                                recalculate_risk_score: number;
                                rejected: number;
                            };
                            overdue: {
                                completed: number;
                                data_update_requested: number;
                                in_progress: number;
                                new: number;
                                open: number;
                                processing: number;
                                qa: number;
                                recalculate_risk_score: number;
                                rejected: number;
                            };
                            overdue_total: number;
                            total: number;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/verified_crypto_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s cases holding a crypto address with proven ownership
         * @description Each crypto address of the account’s cases equal to `address` (and of network `type`, when given) whose signature_verification is verified (Dossier checked a signature) or accepted (your own check). An empty list: no case proves it.
         */
        get: {
            parameters: {
                query: {
                    address: string;
                    /** @example BTC */
                    type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                pagination: {
                                    current_page: number;
                                    per_page: number;
                                    total: number;
                                    total_pages: number;
                                };
                            };
                            verified_crypto_addresses: {
                                address: string;
                                address_type: string;
                                assessment: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @description The company number */
                                owner_entity_identifier: string;
                                /** @description The company’s formal name */
                                owner_entity_name: string;
                                /** @description lower-case country code */
                                owner_jurisdiction: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every endpoint of the account that is not deleted, oldest first.
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhook_endpoints: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers) with the secret returned here. The secret is shown once: only this response and rotate_secret return it.
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
                        description?: string;
                        /** @default true */
                        enabled?: boolean;
                        /** @description the event types to deliver; default: all of them */
                        event_types?: ("state_change" | "application_received" | "data_changed" | "process_completed" | "verification_erased" | "screening_hit" | "screening_completed" | "risk_level_changed" | "review_due" | "recurring_case_opened" | "case_overdue")[];
                        /**
                         * @description Absolute http or https URL without user name or password. Its host must resolve to publicly reachable addresses only (no loopback, private or link-local). Stored and returned in normalized form.
                         * @example https://example.com/dossier/webhooks
                         */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The Standard Webhooks signing secret (whsec_ + base64). Shown only in this response: store it to verify the webhook-signature header of deliveries. */
                            secret: string;
                            webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Stops deliveries to it at once: its deliveries not yet sent are cancelled.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the URL, event types, description or enabled flag; fields left out keep their value. Setting enabled to true re-enables an endpoint that was disabled (by hand, for answering 410 Gone, or after failing for 5 days).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description true re-enables a disabled endpoint and clears disabled_reason */
                        enabled?: boolean;
                        /** @description replaces the event types delivered */
                        event_types?: ("state_change" | "application_received" | "data_changed" | "process_completed" | "verification_erased" | "screening_hit" | "screening_completed" | "risk_level_changed" | "review_due" | "recurring_case_opened" | "case_overdue")[];
                        /**
                         * @description Absolute http or https URL without user name or password. Its host must resolve to publicly reachable addresses only (no loopback, private or link-local). Stored and returned in normalized form.
                         * @example https://example.com/dossier/webhooks
                         */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the deliveries of a webhook endpoint
         * @description Newest first, each with every attempt made (status, duration, the first 2 KB of the response). Keyset pagination: pass next_cursor as cursor to get the following page.
         */
        get: {
            parameters: {
                query?: {
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    limit?: number;
                    /** @description comma-separated: pending, succeeded, failed, cancelled */
                    status?: string;
                };
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                attempt_count: number;
                                /** @description Every attempt, oldest first */
                                attempts: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    attempted_at: string;
                                    duration_ms: number;
                                    /** @description Why no response came: timeout, connection refused, refused address… */
                                    error: string | null;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    /** @description The first 2 KB of the response body */
                                    response_body: string | null;
                                    /** @description The HTTP status the endpoint answered; null when none came */
                                    status_code: number | null;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /** @enum {string} */
                                event_type: "state_change" | "application_received" | "data_changed" | "process_completed" | "verification_erased" | "screening_hit" | "screening_completed" | "risk_level_changed" | "review_due" | "recurring_case_opened" | "case_overdue";
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                last_error: string | null;
                                last_status_code: number | null;
                                /**
                                 * Format: uuid
                                 * @description The webhook-id header: the same for every attempt and every re-send of this event
                                 */
                                message_id: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                next_attempt_at: string | null;
                                /** @description The JSON body sent */
                                payload: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description pending (waiting for its next attempt), succeeded (the endpoint answered 2xx), failed (retries exhausted, the endpoint answered 410, or it was disabled after failing for 5 days), cancelled (the endpoint was deleted or answered 410 to another delivery)
                                 * @enum {string}
                                 */
                                status: "pending" | "succeeded" | "failed" | "cancelled";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            }[];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send one delivery
         * @description Queues the delivery to be sent again now, with the same webhook-id, whatever its status. A disabled endpoint answers 409: enable it first.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    delivery_id: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                attempt_count: number;
                                /** @description Every attempt, oldest first */
                                attempts: {
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC with milliseconds
                                     * @example 2026-05-01T10:20:30.123Z
                                     */
                                    attempted_at: string;
                                    duration_ms: number;
                                    /** @description Why no response came: timeout, connection refused, refused address… */
                                    error: string | null;
                                    /**
                                     * Format: uuid
                                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                     */
                                    id: string;
                                    /** @description The first 2 KB of the response body */
                                    response_body: string | null;
                                    /** @description The HTTP status the endpoint answered; null when none came */
                                    status_code: number | null;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /** @enum {string} */
                                event_type: "state_change" | "application_received" | "data_changed" | "process_completed" | "verification_erased" | "screening_hit" | "screening_completed" | "risk_level_changed" | "review_due" | "recurring_case_opened" | "case_overdue";
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                last_error: string | null;
                                last_status_code: number | null;
                                /**
                                 * Format: uuid
                                 * @description The webhook-id header: the same for every attempt and every re-send of this event
                                 */
                                message_id: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                next_attempt_at: string | null;
                                /** @description The JSON body sent */
                                payload: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * @description pending (waiting for its next attempt), succeeded (the endpoint answered 2xx), failed (retries exhausted, the endpoint answered 410, or it was disabled after failing for 5 days), cancelled (the endpoint was deleted or answered 410 to another delivery)
                                 * @enum {string}
                                 */
                                status: "pending" | "succeeded" | "failed" | "cancelled";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhook_endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send the failed deliveries since a time
         * @description Queues every failed delivery of the endpoint created at or after `since` to be sent again now, each with its original webhook-id. A disabled endpoint answers 409: enable it first.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description Re-send the failed deliveries created at or after this instant (ISO 8601)
                         */
                        since: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How many deliveries were queued */
                            replayed: number;
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description Returns the new secret (shown once). For the next 24 hours deliveries carry two signatures, one with the new secret and one with the old, so the receiver can switch without rejecting messages.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The Standard Webhooks signing secret (whsec_ + base64). Shown only in this response: store it to verify the webhook-signature header of deliveries. */
                            secret: string;
                            webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/api/v1/webhooks/external_risk_score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push an external risk score for a verification
         * @description Accepts application/json (nested `{"id", "risk_score": {"simple", "detailed": {"score", "reasons": []}}}` or the flat bracket names), application/x-www-form-urlencoded and multipart/form-data with the bracket names `id`, `risk_score[simple]` (low|medium|high), `risk_score[detailed][score]` and `risk_score[detailed][reasons][]` (repeatable; order kept). The history is kept and the latest shows on the verification; a verification in recalculate_risk_score returns to in_progress.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description id, risk_score[simple], risk_score[detailed][score], risk_score[detailed][reasons][] */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                    "application/x-www-form-urlencoded": {
                        [key: string]: unknown;
                    };
                    "multipart/form-data": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            external_risk_score: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                risk_score_detailed: {
                                    reasons: string[];
                                    score: string | null;
                                };
                                /** @enum {string|null} */
                                risk_score_simple: "low" | "medium" | "high" | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                updated_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                verification_id: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
    "/verifications/{verification_id}/documents/download/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment by its url
         * @description The urls in attachment records point here; the same Bearer token is required.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the last path segment of an attachment url */
                    rest: string;
                    /** @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd */
                    verification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description the requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/gif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/tiff": string;
                        "image/webp": string;
                    };
                };
                /** @description not modified (If-None-Match matched the ETag) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every non-2xx response has this body. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description the range cannot be satisfied */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every non-2xx response has this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessToken: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /** @description The first characters of the token, to tell tokens apart */
            display_prefix: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            last_used_at: string | null;
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            revoked_at: string | null;
        };
        Account: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /** @description Jurisdiction codes the account marks as high risk (lower case, as jurisdiction.code); a corporate shareholder in one is a warning of a case’s ownership structure. Empty by default */
            high_risk_jurisdictions: string[];
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            name: string;
            /** @description Every user must set up two-factor authentication; one without it does so at their next sign-in */
            require_mfa: boolean;
            /** @description Every review tab (company, directors, documents, risk) must stand marked reviewed before a case is sent to QA, completed or rejected (409 review_incomplete otherwise) */
            require_review_marks: boolean;
            /** @description Completion needs a second officer’s QA (four eyes) */
            requires_qa: boolean;
            /** @description Years a case’s personal data is kept after the business relationship ends (offboarding); then the daily job erases it. Default 5 (EU AMLD article 40) */
            retention_years: number;
            /** @description Months after its decision a case is still rescreened when a sanctions or PEP list changes (default 12) */
            screening_monitoring_months: number;
            /** @description The screening match threshold (0–1): hits scoring below it are not raised. null: the default */
            screening_threshold: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        /** @description Dossier’s members and the source system’s side by side (line1 = line_1, postal_code = postcode, region = state) */
        Address: {
            city: string;
            /** @description lower-case ISO 3166-1 alpha-2 code */
            country: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /** @description The source system’s name for line1 */
            line_1: string;
            /** @description The source system’s name for line2 */
            line_2: string | null;
            line_3: string | null;
            line1: string;
            line2: string | null;
            /** @description The first line, as the source system names an address */
            name: string;
            postal_code: string | null;
            /** @description The source system’s name for postal_code */
            postcode: string | null;
            region: string | null;
            /** @description The source system’s name for region */
            state: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        CaseCompanyDetail: {
            activity_description: string | null;
            aml_contact_email: string;
            aml_contact_person: string;
            aml_contact_phone_number: string;
            /**
             * @description Names of the fields the customer or API client provided. A field not listed was never answered: its `false` or `""` means "not provided", not "no". Null for records written before Dossier kept this.
             * @example [
             *       "formal_name",
             *       "company_number",
             *       "jurisdiction",
             *       "investigations"
             *     ]
             */
            answered_fields: string[] | null;
            bank_accounts: {
                account_holder: string;
                address: string;
                /**
                 * @description Names of the fields the customer or API client provided. A field not listed was never answered: its `false` or `""` means "not provided", not "no". Null for records written before Dossier kept this.
                 * @example [
                 *       "formal_name",
                 *       "company_number",
                 *       "jurisdiction",
                 *       "investigations"
                 *     ]
                 */
                answered_fields: string[] | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /** @description true when number is an IBAN */
                iban: boolean;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description the bank name */
                name: string;
                number: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            }[];
            brand_name: string | null;
            /** @description region or country keys */
            business_activity_countries: string[];
            business_description: string;
            company_number: string;
            company_type: {
                description: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                jurisdiction_code: string;
                short_name: string;
                source: string | null;
                source_url: string | null;
            } | null;
            crypto_addresses: {
                address: string;
                /**
                 * @description network code in upper case
                 * @example BTC
                 * @example ETH
                 */
                address_type: string;
                comment: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description message to be signed to prove ownership: the account, the address, a random nonce and the date */
                signature_message: string;
                /**
                 * @description the check of the signature of signature_message: `not_provided` (no signature yet), `verified` or `failed` (EIP-191 personal_sign for ETH and EVM networks, BIP-137 for BTC, ed25519 for SOL), `unsupported_network` (other networks). A case opened through the API may also carry what the integrator stated: `accepted`, `rejected`, `not_required`.
                 * @example verified
                 * @example not_provided
                 * @example failed
                 * @example unsupported_network
                 */
                signature_verification: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            }[];
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_incorporation: string | null;
            /** @description The customer’s explanation of each of the declarations (`investigations`, `prosecutions`, `ubo_criminal_records`, `license_required`) answered true; {} when none. */
            declaration_explanations: {
                investigations?: string;
                license_required?: string;
                prosecutions?: string;
                ubo_criminal_records?: string;
            };
            documents_note_from_verifier: string | null;
            email: string;
            /**
             * @description a range label
             * @example 11-50
             */
            employees_count: string;
            expected_monthly_transactions_volume: string | null;
            formal_name: string;
            funds_sources: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            inactive: boolean | null;
            industry: {
                additional_keys: number[] | null;
                description: string | null;
                main: {
                    industry: string;
                    key: number;
                    keywords: string[];
                    value: string;
                } | null;
            };
            investigations: boolean;
            jurisdiction: {
                /**
                 * @description lower-case ISO 3166-1 alpha-2 code
                 * @example gb
                 */
                code: string;
                country: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            };
            /** @description YYYY-MM-DD, or an empty string when not provided */
            license_date_of_expiry: string;
            /** @description YYYY-MM-DD, or an empty string when not provided */
            license_date_of_issue: string;
            license_issuing_authority: string;
            license_number: string;
            license_required: boolean;
            /** @description the regulated market a corporate shareholder is listed on */
            listed_on: string | null;
            /** @description Where the company works from; null when none was given */
            office_address: components["schemas"]["Address"] | null;
            opencorporates_url: string | null;
            phone_number: string;
            products_description: string;
            prosecutions: boolean;
            public_stock_exchange: boolean | null;
            purpose_for_asset10: string | null;
            /** @description The company’s registered address; null when none was given */
            registered_address: components["schemas"]["Address"] | null;
            registration_authority: string;
            /**
             * @description root is the company under review; corporate_shareholder a company of its ownership structure
             * @enum {string}
             */
            role: "root" | "related_company" | "corporate_shareholder";
            /**
             * @description The source system’s keys for where the funds come from ([] when none given)
             * @example [
             *       "investments",
             *       "other"
             *     ]
             */
            sources_of_funds: string[];
            /** @description What `other` in sources_of_funds means */
            sources_of_funds_other: string | null;
            tax_number: string;
            ubo_criminal_records: boolean;
            website: string;
            websites_for_asset10: string | null;
        };
        CasePerson: {
            address_for_correspondence?: components["schemas"]["Address"] | null;
            address_of_residence?: components["schemas"]["Address"] | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_birth: string | null;
            /** @description In the single reads (not with ?revision=n) */
            documents?: components["schemas"]["DocumentRecord"][];
            email: string | null;
            /** @description A family name apart from the surname (e.g. a birth name) */
            family_name: string | null;
            /** @description Where the person’s funds come from */
            funds_sources: string | null;
            given_names: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /** @description lower-case ISO 3166-1 alpha-2 code */
            nationality: string | null;
            /** @description The given names of the person’s parents */
            parents_given_names: string | null;
            /** @description politically exposed person */
            pep: boolean;
            pep_description: string | null;
            /** @description A national identification number */
            personal_number: string | null;
            /** @description The source system’s individual (KYC) verification of the person: Dossier has none, null */
            personal_verification?: {
                [key: string]: unknown;
            } | null;
            phone: string | null;
            place_of_birth: string | null;
            sex: string | null;
            surname: string;
            /** @description The person’s title or position */
            title_position: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        CasePersonWithRoles: {
            address_for_correspondence?: components["schemas"]["Address"] | null;
            address_of_residence?: components["schemas"]["Address"] | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_birth: string | null;
            /** @description In the single reads (not with ?revision=n) */
            documents?: components["schemas"]["DocumentRecord"][];
            email: string | null;
            /** @description A family name apart from the surname (e.g. a birth name) */
            family_name: string | null;
            /** @description Where the person’s funds come from */
            funds_sources: string | null;
            given_names: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /** @description lower-case ISO 3166-1 alpha-2 code */
            nationality: string | null;
            /** @description The given names of the person’s parents */
            parents_given_names: string | null;
            /** @description politically exposed person */
            pep: boolean;
            pep_description: string | null;
            /** @description A national identification number */
            personal_number: string | null;
            /** @description The source system’s individual (KYC) verification of the person: Dossier has none, null */
            personal_verification?: {
                [key: string]: unknown;
            } | null;
            phone: string | null;
            place_of_birth: string | null;
            /** @description director (a director of the company), shareholder (holds shares of a company of the structure), ubo (a beneficial owner, computed), controller (controls by other means) */
            roles: ("director" | "shareholder" | "ubo" | "controller")[];
            sex: string | null;
            surname: string;
            /** @description The person’s title or position */
            title_position: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        CompanyDetail: {
            activity_description: string | null;
            aml_contact_email: string;
            aml_contact_person: string;
            aml_contact_phone_number: string;
            /**
             * @description Names of the fields the customer or API client provided. A field not listed was never answered: its `false` or `""` means "not provided", not "no". Null for records written before Dossier kept this.
             * @example [
             *       "formal_name",
             *       "company_number",
             *       "jurisdiction",
             *       "investigations"
             *     ]
             */
            answered_fields: string[] | null;
            bank_accounts: {
                account_holder: string;
                address: string;
                /**
                 * @description Names of the fields the customer or API client provided. A field not listed was never answered: its `false` or `""` means "not provided", not "no". Null for records written before Dossier kept this.
                 * @example [
                 *       "formal_name",
                 *       "company_number",
                 *       "jurisdiction",
                 *       "investigations"
                 *     ]
                 */
                answered_fields: string[] | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /** @description true when number is an IBAN */
                iban: boolean;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description the bank name */
                name: string;
                number: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            }[];
            brand_name: string | null;
            /** @description region or country keys */
            business_activity_countries: string[];
            business_description: string;
            company_number: string;
            company_type: {
                description: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                jurisdiction_code: string;
                short_name: string;
                source: string | null;
                source_url: string | null;
            } | null;
            crypto_addresses: {
                address: string;
                /**
                 * @description network code in upper case
                 * @example BTC
                 * @example ETH
                 */
                address_type: string;
                comment: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description message to be signed to prove ownership: the account, the address, a random nonce and the date */
                signature_message: string;
                /**
                 * @description the check of the signature of signature_message: `not_provided` (no signature yet), `verified` or `failed` (EIP-191 personal_sign for ETH and EVM networks, BIP-137 for BTC, ed25519 for SOL), `unsupported_network` (other networks). A case opened through the API may also carry what the integrator stated: `accepted`, `rejected`, `not_required`.
                 * @example verified
                 * @example not_provided
                 * @example failed
                 * @example unsupported_network
                 */
                signature_verification: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            }[];
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_incorporation: string | null;
            /** @description The customer’s explanation of each of the declarations (`investigations`, `prosecutions`, `ubo_criminal_records`, `license_required`) answered true; {} when none. */
            declaration_explanations: {
                investigations?: string;
                license_required?: string;
                prosecutions?: string;
                ubo_criminal_records?: string;
            };
            documents_note_from_verifier: string | null;
            email: string;
            /**
             * @description a range label
             * @example 11-50
             */
            employees_count: string;
            expected_monthly_transactions_volume: string | null;
            formal_name: string;
            funds_sources: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            inactive: boolean | null;
            industry: {
                additional_keys: number[] | null;
                description: string | null;
                main: {
                    industry: string;
                    key: number;
                    keywords: string[];
                    value: string;
                } | null;
            };
            investigations: boolean;
            jurisdiction: {
                /**
                 * @description lower-case ISO 3166-1 alpha-2 code
                 * @example gb
                 */
                code: string;
                country: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            };
            /** @description YYYY-MM-DD, or an empty string when not provided */
            license_date_of_expiry: string;
            /** @description YYYY-MM-DD, or an empty string when not provided */
            license_date_of_issue: string;
            license_issuing_authority: string;
            license_number: string;
            license_required: boolean;
            /** @description Where the company works from; null when none was given */
            office_address: components["schemas"]["Address"] | null;
            opencorporates_url: string | null;
            phone_number: string;
            products_description: string;
            prosecutions: boolean;
            public_stock_exchange: boolean | null;
            purpose_for_asset10: string | null;
            /** @description The company’s registered address; null when none was given */
            registered_address: components["schemas"]["Address"] | null;
            registration_authority: string;
            /**
             * @description The source system’s keys for where the funds come from ([] when none given)
             * @example [
             *       "investments",
             *       "other"
             *     ]
             */
            sources_of_funds: string[];
            /** @description What `other` in sources_of_funds means */
            sources_of_funds_other: string | null;
            tax_number: string;
            ubo_criminal_records: boolean;
            website: string;
            websites_for_asset10: string | null;
        };
        CompanyListItem: {
            brand_name: string | null;
            company_number: string;
            company_type: {
                description: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                jurisdiction_code: string;
                short_name: string;
                source: string | null;
                source_url: string | null;
            } | null;
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_incorporation: string | null;
            formal_name: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            inactive: boolean | null;
            industry: {
                additional_keys: number[] | null;
                description: string | null;
                main: {
                    industry: string;
                    key: number;
                    keywords: string[];
                    value: string;
                } | null;
            };
            jurisdiction: {
                /**
                 * @description lower-case ISO 3166-1 alpha-2 code
                 * @example gb
                 */
                code: string;
                country: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            };
            public_stock_exchange: boolean | null;
        };
        CompletenessProfile: {
            archived: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            description: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            name: string;
            requirements: {
                document_types: {
                    company: string[];
                    person: string[];
                };
                fields: {
                    company: string[];
                    director: string[];
                    person: string[];
                };
                sections: string[];
                /** @description Percent of shares or voting rights that makes a person a beneficial owner (UBO) */
                ubo_threshold: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        Director: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            person: {
                address_for_correspondence: components["schemas"]["Address"] | null;
                address_of_residence: components["schemas"]["Address"] | null;
                /**
                 * @description Names of the fields the customer or API client provided. A field not listed was never answered: its `false` or `""` means "not provided", not "no". Null for records written before Dossier kept this.
                 * @example [
                 *       "formal_name",
                 *       "company_number",
                 *       "jurisdiction",
                 *       "investigations"
                 *     ]
                 */
                answered_fields: string[] | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /**
                 * Format: date
                 * @example 2024-05-01
                 */
                date_of_birth: string | null;
                documents: components["schemas"]["DocumentRecord"][];
                email: string | null;
                /** @description A family name apart from the surname (e.g. a birth name) */
                family_name: string | null;
                /** @description Where the person’s funds come from */
                funds_sources: string | null;
                given_names: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description lower-case ISO 3166-1 alpha-2 code */
                nationality: string | null;
                /** @description The given names of the person’s parents */
                parents_given_names: string | null;
                /** @description politically exposed person */
                pep: boolean;
                pep_description: string | null;
                /** @description A national identification number */
                personal_number: string | null;
                /** @description The source system’s individual (KYC) verification of the person: Dossier has none, null */
                personal_verification: {
                    [key: string]: unknown;
                } | null;
                phone: string | null;
                place_of_birth: string | null;
                /** @enum {string|null} */
                sex: "male" | "female" | "other" | null;
                surname: string;
                /** @description The person’s title or position */
                title_position: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            };
            /**
             * @example director
             * @example ceo
             */
            position: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        DocumentRecord: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            document: {
                attachments: {
                    /** @example main */
                    attachment_type: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC with milliseconds
                     * @example 2026-05-01T10:20:30.123Z
                     */
                    created_at: string;
                    filename: string;
                    filesize: number;
                    /**
                     * Format: uuid
                     * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                     */
                    id: string;
                    mime: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC with milliseconds
                     * @example 2026-05-01T10:20:30.123Z
                     */
                    updated_at: string;
                    urls: {
                        /** Format: uri */
                        medium: string;
                        /** Format: uri */
                        original: string;
                        /** Format: uri */
                        thumb: string;
                    };
                }[];
                /** @description two-letter country code, or "" when not given */
                country_of_issue: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /** @description YYYY-MM-DD, or an empty string when not provided */
                date_of_issue: string;
                /** @example passport */
                document_type: string;
                /** @description YYYY-MM-DD, or an empty string when not provided */
                expiration_date: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
                /** @description or "" when not given */
                number: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
            };
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /**
             * @example [
             *       "personal_document"
             *     ]
             */
            purposes: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        /** @description Every non-2xx response has this body. */
        ErrorBody: {
            error: {
                /** @example validation_failed */
                code: string;
                details: {
                    field: string;
                    message: string;
                }[];
                message: string;
                request_id: string;
                status: number;
            };
        };
        /** @description An invitation for a company to fill in its application in the portal */
        Invitation: {
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            completeness_profile_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            customer_id: string | null;
            /** Format: email */
            email: string;
            /**
             * Format: date-time
             * @description When the latest link expires
             */
            expires_at: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            opened_at: string | null;
            prefill: {
                company_number?: string;
                formal_name?: string;
                /** @description ISO 3166-1 alpha-2 */
                jurisdiction_code?: string;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            revoked_at: string | null;
            /**
             * @description pending: not opened yet; opened; submitted: the case exists (verification_id); expired: the latest link expired before a submission; revoked
             * @enum {string}
             */
            status: "pending" | "opened" | "submitted" | "expired" | "revoked";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            submitted_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
            /**
             * Format: uri
             * @description The portal link: only in the answers to create and resend (only its SHA-256 is stored)
             */
            url: string | null;
            /**
             * Format: uuid
             * @description The case, once the customer submits
             */
            verification_id: string | null;
        };
        OwnershipGraph: {
            /** @description false when some companies hold shares in each other (circular ownership) */
            acyclic: boolean;
            edges: {
                labels: {
                    /** @description the declared direct %; on a ubo-only edge the computed %, on a director-only edge 0 */
                    shares: number;
                    types: ("corporate_shareholder" | "individual_shareholder" | "ubo" | "director")[];
                };
                source: string;
                target: string;
            }[];
            vertices: {
                /** @description a company id (the root’s, or a corporate shareholder’s) or a person id */
                id: string;
                labels: {
                    /** @description indirect ownership of the root, rounded to 2 decimals */
                    calculated_shares: number;
                    director: {
                        company_id: string;
                        position: string;
                    }[];
                    given_names?: string;
                    name?: string;
                    root?: boolean;
                    /** @description the companies it holds shares of, directly */
                    shareholder: {
                        company_id: string;
                        shares: number;
                    }[];
                    surname?: string;
                    /** @description the companies it is a beneficial owner of, with the computed % */
                    ubo: {
                        company_id: string;
                        shares: number;
                    }[];
                };
                /** @enum {string} */
                type: "Company" | "Person";
            }[];
        };
        OwnershipStructure: {
            acyclic: boolean;
            entities: {
                company: {
                    company_number: string;
                    formal_name: string;
                    jurisdiction_code: string | null;
                } | null;
                control: {
                    description: string;
                    nature: string;
                } | null;
                /** @description percent of the root held directly */
                direct_shares: number;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                director_id: string | null;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                /** @description percent of the root held over all paths (2 decimals) */
                indirect_shares: number;
                indirect_voting: number;
                /** @description 1 for a direct shareholder of the root; null when unlinked */
                layer: number | null;
                listed_on: string | null;
                person: components["schemas"]["CasePerson"] | null;
                /** @enum {string} */
                type: "company" | "person";
            }[];
            holdings: {
                /** @description an entity id, or "root" for the company under review */
                held: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                holder: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                shares: number;
                voting_rights: number | null;
            }[];
            /** @description the most corporate layers between the root and an owner */
            layers: number;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            root_company_id: string | null;
            /** @description the UBO threshold of the case’s onboarding profile (percent) */
            threshold: number;
            /** @description percent of the root traced to natural persons or listed companies */
            traced_percentage: number;
            ubos: components["schemas"]["Ubo"][];
            untraced_percentage: number;
            /** @description What a reviewer must look at; the console shows them in Needs attention */
            warnings: {
                /** @enum {string} */
                code: "over_100_percent" | "not_fully_traced" | "more_than_3_layers" | "circular_ownership" | "high_risk_jurisdiction" | "ubo_by_default";
                /** @description the entities (or the root company) it concerns */
                entity_ids: string[];
                /** @example Ownership not fully traced: 40 % held by entities whose owners are unknown */
                message: string;
            }[];
        };
        ScreeningIssue: {
            /** @description the hit arrived after the case was decided */
            alert: boolean;
            /** @enum {string} */
            category: "sanction" | "pep" | "crypto";
            /** @description dismissed before, and back because the list entry or the subject’s data changed since */
            changed_since_dismissed: boolean;
            comment: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            decided_at: string | null;
            /** @description user:<id>, token:<id> or cli */
            decided_by: string | null;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            entity_id: string;
            /** @enum {string} */
            entity_type: "Verification" | "Check";
            /** @description the matched entry’s id in its source */
            entry_id: string;
            explanation: {
                /** @description how much it added to (or took from) the score */
                contribution: number;
                detail: string;
                /** @description what was compared: a name, an alias, the date of birth, the nationality… */
                feature: string;
            }[];
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /** @description the list version the hit was found in */
            list_version_id: string;
            /** @description four eyes: a dismissal of a sanction hit waiting for a second officer */
            pending_dismissal: {
                comment: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                proposed_at: string;
                proposed_by: string;
            } | null;
            /** @description null until decided; true: a true match; false: a false positive */
            relevant: boolean | null;
            /** @description the matched entry as it stood: names and aliases, dates and places of birth, nationalities, addresses, identifiers, programmes, listing date, remarks and the source’s link */
            report: {
                [key: string]: unknown;
            };
            score: number;
            /** @description the list source, e.g. ofac-sdn, un, eu-fsf, opensanctions */
            source: string;
            source_list_name: string;
            /** @description who or what was screened: key, kind (person, company, crypto_address), role (company, director, bank_account_holder, crypto_address, shareholder, ubo, check), name, date_of_birth, nationality, address */
            subject: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        StructureCompany: {
            brand_name: string | null;
            company_number: string;
            company_type: {
                description: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                jurisdiction_code: string;
                short_name: string;
                source: string | null;
                source_url: string | null;
            } | null;
            /**
             * Format: date
             * @example 2024-05-01
             */
            date_of_incorporation: string | null;
            formal_name: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            inactive: boolean | null;
            industry: {
                additional_keys: number[] | null;
                description: string | null;
                main: {
                    industry: string;
                    key: number;
                    keywords: string[];
                    value: string;
                } | null;
            };
            jurisdiction: {
                /**
                 * @description lower-case ISO 3166-1 alpha-2 code
                 * @example gb
                 */
                code: string;
                country: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            };
            /** @description the regulated market a corporate shareholder is listed on */
            listed_on: string | null;
            public_stock_exchange: boolean | null;
            /**
             * @description root is the company under review; corporate_shareholder a company of its ownership structure
             * @enum {string}
             */
            role: "root" | "related_company" | "corporate_shareholder";
        };
        /** @description A beneficial owner. `id` is the person’s id (a person appears once per case, whatever their roles) */
        Ubo: {
            /** @description the computed indirect ownership of the company, over all paths, rounded to 2 decimals */
            approximate_percentage_of_shares: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /** @example Owns 62.5 % indirectly through N3 Enterprises Ltd */
            description: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            natures_of_control: ("ownership_of_shares" | "voting_rights" | "right_to_appoint_board" | "other_significant_influence" | "senior_managing_official")[];
            person: components["schemas"]["CasePerson"];
            /** @description a director named because no owner reaches the threshold (senior managing official) */
            ubo_by_default: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
            /** @description the computed indirect voting rights, rounded to 2 decimals */
            voting_rights_percentage: number;
        };
        User: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            /** Format: email */
            email: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /** @description The user has set up two-factor authentication with an authenticator app */
            mfa_enabled: boolean;
            name: string;
            /** @description How many passkeys the user has; one or more is a second factor too (and signs in without a password) */
            passkey_count: number;
            /** @enum {string} */
            role: "admin" | "officer" | "viewer";
            /**
             * @description invited until the user has set a password
             * @enum {string}
             */
            status: "invited" | "active" | "deactivated";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
        };
        Verification: {
            /**
             * @description The caller’s access to the case, as the source system names it: the account reviewing it
             * @enum {string}
             */
            access_type: "verifier_compliance_officer";
            /** @description The events the caller may send now (POST …/state/{event}), from the case’s state, the caller’s role and the four-eyes rule. Empty for a viewer. */
            allowed_events: ("start" | "request_data_update" | "cancel_data_update" | "request_risk_score_update" | "cancel_risk_score_update" | "qa" | "back_to_compliance" | "complete" | "rejected" | "reopen")[];
            /** @enum {string|null} */
            assessment: "risk_low" | "risk_medium" | "risk_high" | null;
            assessment_comment: string | null;
            assigned_to: string | null;
            /** @description The user the case is assigned to (assigned_to), by name */
            assignee: {
                email: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            } | null;
            /** @description Events the state allows but the caller may not send, with the reason (four eyes, or the account’s review-marks rule naming the sections not reviewed) */
            blocked_events: {
                /** @enum {string} */
                event: "start" | "request_data_update" | "cancel_data_update" | "request_risk_score_update" | "cancel_risk_score_update" | "qa" | "back_to_compliance" | "complete" | "rejected" | "reopen";
                reason: string;
            }[];
            company_jurisdiction: {
                /**
                 * @description lower-case ISO 3166-1 alpha-2 code
                 * @example gb
                 */
                code: string;
                country: string;
                full_name: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            } | null;
            company_name: string;
            company_number: string;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            completeness_profile_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            customer_id: string | null;
            /** @description What the officer wrote to the customer with the latest data update request (with or without a profile) */
            data_update_comment: string | null;
            /** @description Who decided a completed or rejected case, and who did QA; null while the case is undecided */
            decision: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                decided_at: string;
                /** @description whoever made the assessment that stands: the one who sent the case to QA when it went through QA, else whoever completed or rejected it */
                decided_by: {
                    /** @description the user or token id; null for cli and system */
                    id: string | null;
                    /** @description the user’s name, `Access token “…”`, `Operator` or `System` */
                    name: string;
                    /** @enum {string} */
                    type: "user" | "token" | "system" | "cli";
                };
                /** @enum {string} */
                outcome: "approved" | "rejected";
                /** @description whoever completed or rejected the case from QA */
                qa_by: {
                    /** @description the user or token id; null for cli and system */
                    id: string | null;
                    /** @description the user’s name, `Access token “…”`, `Operator` or `System` */
                    name: string;
                    /** @enum {string} */
                    type: "user" | "token" | "system" | "cli";
                } | null;
            } | null;
            /**
             * Format: date-time
             * @description When the current state is due under the service levels
             * @example 2026-05-01T10:20:30.123Z
             */
            due_at: string | null;
            /** @description The company under review’s e-mail ("" when none given) */
            entity_contact_email: string;
            /** @description The source system’s name for company_number */
            entity_identifier: string;
            /** @description The source system’s name for company_name */
            entity_name: string;
            /** @description The tombstone of an erased case: who erased it, when and why, and hashes of what was erased */
            erasure: {
                /** @description What was erased: row counts per kind, data_sha256 (SHA-256 of the erased rows) and each file’s sha256 and size; null while erasing */
                erased: unknown;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                erased_at: string | null;
                erased_by: {
                    /** @description user:<id>, token:<id>, cli or system (the retention schedule) */
                    key: string;
                    name: string;
                };
                /** @description Given to erase inside the retention period */
                legal_basis: string | null;
                reason: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                started_at: string;
                /**
                 * @description `erasing` while the erasure runs (the case’s personal resources already answer 410)
                 * @enum {string}
                 */
                state: "erasing" | "erased";
                /** @description Erased before its retention period ended (forced) */
                within_retention: boolean;
            } | null;
            external_risk_score: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                created_at: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                risk_score_detailed: {
                    reasons: string[];
                    score: string | null;
                };
                /** @enum {string|null} */
                risk_score_simple: "low" | "medium" | "high" | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                updated_at: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                verification_id: string;
            } | null;
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            last_data_update: string | null;
            /**
             * Format: date
             * @description The day of the next periodic review (set on completion from the level that stands)
             * @example 2024-05-01
             */
            next_review_at: string | null;
            /**
             * Format: uuid
             * @description The case a recurring case reviews
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            previous_verification_id: string | null;
            qa_comment: string | null;
            /** @description The QA reviewer named when the case was sent to QA (qa_reviewer_id), by name */
            qa_reviewer: {
                email: string;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                id: string;
                name: string;
            } | null;
            rejection_comment: string | null;
            /** @description The date of the case’s next periodic review (YYYY-MM-DD), the same value as `next_review_at`; null while none is scheduled */
            reopen_at: string | null;
            requested_data: {
                comment: string | null;
                /** @description true when the case already holds everything the profile requires */
                complete: boolean;
                /**
                 * Format: uuid
                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                 */
                completeness_profile_id: string | null;
                missing: {
                    company_document_types: string[];
                    company_fields: string[];
                    director_fields: {
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        director_id: string;
                        fields: string[];
                    }[];
                    /** @description one missing UBO: companies of the ownership structure (the company under review, a corporate shareholder) of which the customer is asked to add a shareholder */
                    ownership_owners?: {
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        company_id: string;
                        /** @description its shareholders when asked: the answer adds another */
                        holder_ids: string[];
                        name: string;
                        /** @description true for the company under review */
                        root: boolean;
                    }[];
                    person_document_types: {
                        document_types: string[];
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        person_id: string;
                    }[];
                    person_fields: {
                        fields: string[];
                        /**
                         * Format: uuid
                         * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                         */
                        person_id: string;
                    }[];
                    sections: string[];
                };
                /** @description true for a recurring review: the customer confirms ("Nothing has changed") or updates each section listed */
                review?: boolean;
                sections: string[];
            } | null;
            /** @description Offboarding, the retention period and a legal hold */
            retention: {
                legal_hold: {
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC with milliseconds
                     * @example 2026-05-01T10:20:30.123Z
                     */
                    placed_at: string;
                    /** @description user:<id>, token:<id> or cli */
                    placed_by: string;
                    reason: string;
                } | null;
                offboard_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the business relationship ended (offboarding)
                 * @example 2026-05-01T10:20:30.123Z
                 */
                offboarded_at: string | null;
                /**
                 * Format: date
                 * @description The last day the personal data is kept: the offboarding day plus the account’s retention_years. The daily job erases the case the day after, unless a legal hold stands
                 */
                retain_until: string | null;
            };
            /** @description How many of the case’s review tabs an officer has marked reviewed since their data last changed */
            review_progress: {
                reviewed: number;
                total: number;
            };
            /** @description When each revision of the case’s data was made (Unix seconds, oldest first): the values `timestamp` takes on the case’s read routes */
            revision_timestamps: number[];
            /** @description Dossier’s own risk assessment of the case; null until assessed */
            risk_assessment: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 * @example 2026-05-01T10:20:30.123Z
                 */
                assessed_at: string;
                /** @enum {string} */
                computed_level: "low" | "medium" | "high" | "prohibited";
                factors: {
                    /** @description jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, … */
                    key: string;
                    points: number;
                    /** @description the data behind it, e.g. "a director (CEO) declared PEP: +30" */
                    reason: string;
                }[];
                /**
                 * @description the level that stands: the override, else computed
                 * @enum {string}
                 */
                level: "low" | "medium" | "high" | "prohibited";
                model_version: number;
                override: {
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC with milliseconds
                     * @example 2026-05-01T10:20:30.123Z
                     */
                    at: string;
                    /** @description who overrode, as an actor key (user:<id>, token:<id>) */
                    by: string;
                    /** @enum {string} */
                    level: "low" | "medium" | "high" | "prohibited";
                    reason: string;
                } | null;
                score: number;
            } | null;
            /** @enum {string} */
            status: "processing" | "new" | "in_progress" | "data_update_requested" | "recalculate_risk_score" | "qa" | "completed" | "rejected";
            /**
             * Format: date-time
             * @description When the case entered its current state (the console queue’s "Waiting")
             * @example 2026-05-01T10:20:30.123Z
             */
            status_changed_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
            /** @enum {string} */
            verification_type: "primary" | "recurring";
        };
        /** @description A registered webhook endpoint. Its secret is never shown here. */
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            created_at: string;
            description: string;
            /** @description Why the endpoint is disabled: manual (a user disabled it), gone (it answered 410 Gone), failing (no successful delivery for 5 days). null while enabled. */
            disabled_reason: string | null;
            enabled: boolean;
            event_types: ("state_change" | "application_received" | "data_changed" | "process_completed" | "verification_erased" | "screening_hit" | "screening_completed" | "risk_level_changed" | "review_due" | "recurring_case_opened" | "case_overdue")[];
            /**
             * Format: uuid
             * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             * @example 2026-05-01T10:20:30.123Z
             */
            updated_at: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
