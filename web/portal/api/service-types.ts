// Generated from the portal API's OpenAPI document by `npm run api-types`. Do not edit by hand.
/* biome-ignore-all lint: generated code */
export interface paths {
    "/portal/api/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            account: {
                                name: string;
                            };
                            challenges: {
                                address: string;
                                address_type: string;
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
                                signature_message: string;
                                /**
                                 * @description `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others
                                 * @enum {string}
                                 */
                                signature_verification: "not_provided" | "verified" | "failed" | "unsupported_network";
                            }[];
                            /** @description send it as X-CSRF-Token with every write */
                            csrf_token: string;
                            data_update_comment: string | null;
                            /** @description the application draft (ApplicationDraft), as saved */
                            draft: {
                                [key: string]: unknown;
                            };
                            /** @description 0 before the first save */
                            draft_revision: number;
                            invitation: {
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "opened" | "submitted" | "expired" | "revoked";
                            };
                            /**
                             * @description what the latest submission was, so a thank-you page after a reload says the right thing
                             * @enum {string|null}
                             */
                            last_submission: "application" | "data_update" | null;
                            /**
                             * @description fill in the application, answer a data update request, review every section of a recurring review ("Nothing has changed" or a change per section, in the draft’s review_answers), or nothing left to do
                             * @enum {string}
                             */
                            mode: "application" | "update" | "review" | "submitted";
                            /** @description the profile’s requirements minus what the case already holds */
                            requested_data: {
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
                            submitted_at: string | null;
                            uploads: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                filename: string;
                                /** @description bytes */
                                filesize: number;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                mime: string;
                            }[];
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
    "/portal/api/application/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
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
                        draft: {
                            bank_accounts?: {
                                account_holder?: string;
                                address?: string;
                                iban?: boolean;
                                key: string;
                                name?: string;
                                number?: string;
                            }[];
                            company?: {
                                activity_description?: string;
                                aml_contact_email?: string;
                                aml_contact_person?: string;
                                aml_contact_phone_number?: string;
                                brand_name?: string;
                                business_activity_countries?: string[];
                                business_description?: string;
                                company_number?: string;
                                company_type_id?: string | "";
                                date_of_incorporation?: string;
                                declaration_explanations?: {
                                    investigations?: string;
                                    license_required?: string;
                                    prosecutions?: string;
                                    ubo_criminal_records?: string;
                                };
                                email?: string;
                                employees_count?: string;
                                expected_monthly_transactions_volume?: string;
                                formal_name?: string;
                                funds_sources?: string;
                                industry_description?: string;
                                industry_key?: number | null;
                                investigations?: boolean;
                                jurisdiction_code?: string;
                                license_date_of_expiry?: string;
                                license_date_of_issue?: string;
                                license_issuing_authority?: string;
                                license_number?: string;
                                license_required?: boolean;
                                office_address?: {
                                    city?: string;
                                    country?: string;
                                    line1?: string;
                                    line2?: string;
                                    postal_code?: string;
                                    region?: string;
                                };
                                opencorporates_url?: string;
                                phone_number?: string;
                                products_description?: string;
                                prosecutions?: boolean;
                                purpose_for_asset10?: string;
                                registered_address?: {
                                    city?: string;
                                    country?: string;
                                    line1?: string;
                                    line2?: string;
                                    postal_code?: string;
                                    region?: string;
                                };
                                registration_authority?: string;
                                sources_of_funds?: string[];
                                sources_of_funds_other?: string;
                                tax_number?: string;
                                ubo_criminal_records?: boolean;
                                website?: string;
                                websites_for_asset10?: string;
                            };
                            crypto_addresses?: {
                                address?: string;
                                address_type?: string;
                                challenge_id?: string | null;
                                comment?: string;
                                key: string;
                            }[];
                            directors?: {
                                documents?: {
                                    country_of_issue?: string;
                                    date_of_issue?: string;
                                    /** @enum {string} */
                                    document_type: "passport" | "id_card" | "driving_licence" | "residence_permit" | "proof_of_address" | "certificate_of_incorporation" | "registry_extract" | "articles_of_association" | "shareholder_register" | "organisational_chart" | "director_register" | "license" | "bank_statement" | "financial_statement" | "aml_policy" | "other";
                                    expiration_date?: string;
                                    key: string;
                                    number?: string;
                                    upload_ids: string[];
                                }[];
                                key: string;
                                person?: {
                                    address_of_residence?: {
                                        city?: string;
                                        country?: string;
                                        line1?: string;
                                        line2?: string;
                                        postal_code?: string;
                                        region?: string;
                                    };
                                    date_of_birth?: string;
                                    email?: string;
                                    family_name?: string;
                                    funds_sources?: string;
                                    given_names?: string;
                                    nationality?: string;
                                    parents_given_names?: string;
                                    pep?: boolean;
                                    pep_description?: string;
                                    personal_number?: string;
                                    phone?: string;
                                    place_of_birth?: string;
                                    sex?: "male" | "female" | "other" | "";
                                    surname?: string;
                                    title_position?: string;
                                };
                                person_id?: string | null;
                                position?: string;
                            }[];
                            documents?: {
                                country_of_issue?: string;
                                date_of_issue?: string;
                                /** @enum {string} */
                                document_type: "passport" | "id_card" | "driving_licence" | "residence_permit" | "proof_of_address" | "certificate_of_incorporation" | "registry_extract" | "articles_of_association" | "shareholder_register" | "organisational_chart" | "director_register" | "license" | "bank_statement" | "financial_statement" | "aml_policy" | "other";
                                expiration_date?: string;
                                key: string;
                                number?: string;
                                upload_ids: string[];
                            }[];
                            not_applicable?: {
                                reason: string;
                                /** @enum {string} */
                                section: "company_details" | "bank_accounts" | "crypto_addresses" | "directors" | "company_documents" | "director_documents" | "ownership";
                            }[];
                            ownership?: {
                                entities: {
                                    company?: {
                                        company_number?: string;
                                        formal_name?: string;
                                        jurisdiction_code?: string;
                                    };
                                    control?: {
                                        description?: string;
                                        nature?: string;
                                    } | null;
                                    director_key?: string | null;
                                    documents?: {
                                        country_of_issue?: string;
                                        date_of_issue?: string;
                                        /** @enum {string} */
                                        document_type: "passport" | "id_card" | "driving_licence" | "residence_permit" | "proof_of_address" | "certificate_of_incorporation" | "registry_extract" | "articles_of_association" | "shareholder_register" | "organisational_chart" | "director_register" | "license" | "bank_statement" | "financial_statement" | "aml_policy" | "other";
                                        expiration_date?: string;
                                        key: string;
                                        number?: string;
                                        upload_ids: string[];
                                    }[];
                                    key: string;
                                    listed?: boolean;
                                    listed_on?: string;
                                    person?: {
                                        date_of_birth?: string;
                                        given_names?: string;
                                        nationality?: string;
                                        surname?: string;
                                    };
                                    type: "company" | "person";
                                }[];
                                holdings: {
                                    held: string;
                                    holder: string;
                                    key: string;
                                    shares?: string;
                                    voting_rights?: string;
                                }[];
                            };
                            review_answers?: {
                                /** @enum {string} */
                                company_details?: "unchanged" | "changed";
                                /** @enum {string} */
                                directors?: "unchanged" | "changed";
                                /** @enum {string} */
                                ownership?: "unchanged" | "changed";
                            };
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
                            draft_revision: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             * @example 2026-05-01T10:20:30.123Z
                             */
                            saved_at: string;
                        };
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
    "/portal/api/application/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                            account: {
                                name: string;
                            };
                            challenges: {
                                address: string;
                                address_type: string;
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
                                signature_message: string;
                                /**
                                 * @description `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others
                                 * @enum {string}
                                 */
                                signature_verification: "not_provided" | "verified" | "failed" | "unsupported_network";
                            }[];
                            /** @description send it as X-CSRF-Token with every write */
                            csrf_token: string;
                            data_update_comment: string | null;
                            /** @description the application draft (ApplicationDraft), as saved */
                            draft: {
                                [key: string]: unknown;
                            };
                            /** @description 0 before the first save */
                            draft_revision: number;
                            invitation: {
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "opened" | "submitted" | "expired" | "revoked";
                            };
                            /**
                             * @description what the latest submission was, so a thank-you page after a reload says the right thing
                             * @enum {string|null}
                             */
                            last_submission: "application" | "data_update" | null;
                            /**
                             * @description fill in the application, answer a data update request, review every section of a recurring review ("Nothing has changed" or a change per section, in the draft’s review_answers), or nothing left to do
                             * @enum {string}
                             */
                            mode: "application" | "update" | "review" | "submitted";
                            /** @description the profile’s requirements minus what the case already holds */
                            requested_data: {
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
                            submitted_at: string | null;
                            uploads: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                filename: string;
                                /** @description bytes */
                                filesize: number;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                mime: string;
                            }[];
                        };
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
    "/portal/api/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                            /** @enum {string} */
                            status: "sent";
                        };
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
    "/portal/api/ownership_challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                            challenge: {
                                address: string;
                                address_type: string;
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
                                signature_message: string;
                                /**
                                 * @description `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others
                                 * @enum {string}
                                 */
                                signature_verification: "not_provided" | "verified" | "failed" | "unsupported_network";
                            };
                        };
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
    "/portal/api/ownership_challenges/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        signature: string;
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
                            challenge: {
                                address: string;
                                address_type: string;
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
                                signature_message: string;
                                /**
                                 * @description `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others
                                 * @enum {string}
                                 */
                                signature_verification: "not_provided" | "verified" | "failed" | "unsupported_network";
                            };
                        };
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
    "/portal/api/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            industries: {
                                industry: string;
                                /** @description the NACE Rev. 2 division */
                                key: number;
                                keywords: string[];
                                value: string;
                            }[];
                            jurisdictions: {
                                code: string;
                                name: string;
                            }[];
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
    "/portal/api/reference/company_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    jurisdiction_code: string;
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
                            company_types: {
                                full_name: string;
                                id: string;
                                short_name: string;
                            }[];
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
    "/portal/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                            account: {
                                name: string;
                            };
                            challenges: {
                                address: string;
                                address_type: string;
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
                                signature_message: string;
                                /**
                                 * @description `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others
                                 * @enum {string}
                                 */
                                signature_verification: "not_provided" | "verified" | "failed" | "unsupported_network";
                            }[];
                            /** @description send it as X-CSRF-Token with every write */
                            csrf_token: string;
                            data_update_comment: string | null;
                            /** @description the application draft (ApplicationDraft), as saved */
                            draft: {
                                [key: string]: unknown;
                            };
                            /** @description 0 before the first save */
                            draft_revision: number;
                            invitation: {
                                email: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                expires_at: string;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "opened" | "submitted" | "expired" | "revoked";
                            };
                            /**
                             * @description what the latest submission was, so a thank-you page after a reload says the right thing
                             * @enum {string|null}
                             */
                            last_submission: "application" | "data_update" | null;
                            /**
                             * @description fill in the application, answer a data update request, review every section of a recurring review ("Nothing has changed" or a change per section, in the draft’s review_answers), or nothing left to do
                             * @enum {string}
                             */
                            mode: "application" | "update" | "review" | "submitted";
                            /** @description the profile’s requirements minus what the case already holds */
                            requested_data: {
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
                            submitted_at: string | null;
                            uploads: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                filename: string;
                                /** @description bytes */
                                filesize: number;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                mime: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description no content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            upload: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC with milliseconds
                                 * @example 2026-05-01T10:20:30.123Z
                                 */
                                created_at: string;
                                filename: string;
                                /** @description bytes */
                                filesize: number;
                                /**
                                 * Format: uuid
                                 * @example 0192f3a4-5b6c-7d8e-9f01-23456789abcd
                                 */
                                id: string;
                                mime: string;
                            };
                        };
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
    "/portal/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description no content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApplicationDraft: {
            bank_accounts?: {
                account_holder?: string;
                address?: string;
                iban?: boolean;
                key: string;
                name?: string;
                number?: string;
            }[];
            company?: {
                activity_description?: string;
                aml_contact_email?: string;
                aml_contact_person?: string;
                aml_contact_phone_number?: string;
                brand_name?: string;
                business_activity_countries?: string[];
                business_description?: string;
                company_number?: string;
                company_type_id?: string | "";
                date_of_incorporation?: string;
                declaration_explanations?: {
                    investigations?: string;
                    license_required?: string;
                    prosecutions?: string;
                    ubo_criminal_records?: string;
                };
                email?: string;
                employees_count?: string;
                expected_monthly_transactions_volume?: string;
                formal_name?: string;
                funds_sources?: string;
                industry_description?: string;
                industry_key?: number | null;
                investigations?: boolean;
                jurisdiction_code?: string;
                license_date_of_expiry?: string;
                license_date_of_issue?: string;
                license_issuing_authority?: string;
                license_number?: string;
                license_required?: boolean;
                office_address?: {
                    city?: string;
                    country?: string;
                    line1?: string;
                    line2?: string;
                    postal_code?: string;
                    region?: string;
                };
                opencorporates_url?: string;
                phone_number?: string;
                products_description?: string;
                prosecutions?: boolean;
                purpose_for_asset10?: string;
                registered_address?: {
                    city?: string;
                    country?: string;
                    line1?: string;
                    line2?: string;
                    postal_code?: string;
                    region?: string;
                };
                registration_authority?: string;
                sources_of_funds?: string[];
                sources_of_funds_other?: string;
                tax_number?: string;
                ubo_criminal_records?: boolean;
                website?: string;
                websites_for_asset10?: string;
            };
            crypto_addresses?: {
                address?: string;
                address_type?: string;
                challenge_id?: string | null;
                comment?: string;
                key: string;
            }[];
            directors?: {
                documents?: {
                    country_of_issue?: string;
                    date_of_issue?: string;
                    document_type: string;
                    expiration_date?: string;
                    key: string;
                    number?: string;
                    upload_ids: string[];
                }[];
                key: string;
                person?: {
                    address_of_residence?: {
                        city?: string;
                        country?: string;
                        line1?: string;
                        line2?: string;
                        postal_code?: string;
                        region?: string;
                    };
                    date_of_birth?: string;
                    email?: string;
                    family_name?: string;
                    funds_sources?: string;
                    given_names?: string;
                    nationality?: string;
                    parents_given_names?: string;
                    pep?: boolean;
                    pep_description?: string;
                    personal_number?: string;
                    phone?: string;
                    place_of_birth?: string;
                    sex?: "male" | "female" | "other" | "";
                    surname?: string;
                    title_position?: string;
                };
                person_id?: string | null;
                position?: string;
            }[];
            documents?: {
                country_of_issue?: string;
                date_of_issue?: string;
                document_type: string;
                expiration_date?: string;
                key: string;
                number?: string;
                upload_ids: string[];
            }[];
            not_applicable?: {
                reason: string;
                section: string;
            }[];
            ownership?: {
                entities: {
                    company?: {
                        company_number?: string;
                        formal_name?: string;
                        jurisdiction_code?: string;
                    };
                    control?: {
                        description?: string;
                        nature?: string;
                    } | null;
                    director_key?: string | null;
                    documents?: {
                        country_of_issue?: string;
                        date_of_issue?: string;
                        document_type: string;
                        expiration_date?: string;
                        key: string;
                        number?: string;
                        upload_ids: string[];
                    }[];
                    key: string;
                    listed?: boolean;
                    listed_on?: string;
                    person?: {
                        date_of_birth?: string;
                        given_names?: string;
                        nationality?: string;
                        surname?: string;
                    };
                    type: "company" | "person";
                }[];
                holdings: {
                    held: string;
                    holder: string;
                    key: string;
                    shares?: string;
                    voting_rights?: string;
                }[];
            };
            review_answers?: {
                company_details?: string;
                directors?: string;
                ownership?: string;
            };
        };
        DraftAddress: {
            city?: string;
            country?: string;
            line1?: string;
            line2?: string;
            postal_code?: string;
            region?: string;
        };
        DraftBankAccount: {
            account_holder?: string;
            address?: string;
            iban?: boolean;
            key: string;
            name?: string;
            number?: string;
        };
        DraftCompany: {
            activity_description?: string;
            aml_contact_email?: string;
            aml_contact_person?: string;
            aml_contact_phone_number?: string;
            brand_name?: string;
            business_activity_countries?: string[];
            business_description?: string;
            company_number?: string;
            company_type_id?: string | "";
            date_of_incorporation?: string;
            declaration_explanations?: {
                investigations?: string;
                license_required?: string;
                prosecutions?: string;
                ubo_criminal_records?: string;
            };
            email?: string;
            employees_count?: string;
            expected_monthly_transactions_volume?: string;
            formal_name?: string;
            funds_sources?: string;
            industry_description?: string;
            industry_key?: number | null;
            investigations?: boolean;
            jurisdiction_code?: string;
            license_date_of_expiry?: string;
            license_date_of_issue?: string;
            license_issuing_authority?: string;
            license_number?: string;
            license_required?: boolean;
            office_address?: {
                city?: string;
                country?: string;
                line1?: string;
                line2?: string;
                postal_code?: string;
                region?: string;
            };
            opencorporates_url?: string;
            phone_number?: string;
            products_description?: string;
            prosecutions?: boolean;
            purpose_for_asset10?: string;
            registered_address?: {
                city?: string;
                country?: string;
                line1?: string;
                line2?: string;
                postal_code?: string;
                region?: string;
            };
            registration_authority?: string;
            sources_of_funds?: string[];
            sources_of_funds_other?: string;
            tax_number?: string;
            ubo_criminal_records?: boolean;
            website?: string;
            websites_for_asset10?: string;
        };
        DraftCryptoAddress: {
            address?: string;
            address_type?: string;
            challenge_id?: string | null;
            comment?: string;
            key: string;
        };
        DraftDirector: {
            documents?: {
                country_of_issue?: string;
                date_of_issue?: string;
                document_type: string;
                expiration_date?: string;
                key: string;
                number?: string;
                upload_ids: string[];
            }[];
            key: string;
            person?: {
                address_of_residence?: {
                    city?: string;
                    country?: string;
                    line1?: string;
                    line2?: string;
                    postal_code?: string;
                    region?: string;
                };
                date_of_birth?: string;
                email?: string;
                family_name?: string;
                funds_sources?: string;
                given_names?: string;
                nationality?: string;
                parents_given_names?: string;
                pep?: boolean;
                pep_description?: string;
                personal_number?: string;
                phone?: string;
                place_of_birth?: string;
                sex?: "male" | "female" | "other" | "";
                surname?: string;
                title_position?: string;
            };
            person_id?: string | null;
            position?: string;
        };
        DraftDocument: {
            country_of_issue?: string;
            date_of_issue?: string;
            document_type: string;
            expiration_date?: string;
            key: string;
            number?: string;
            upload_ids: string[];
        };
        DraftHolding: {
            held: string;
            holder: string;
            key: string;
            shares?: string;
            voting_rights?: string;
        };
        DraftOwnership: {
            entities: {
                company?: {
                    company_number?: string;
                    formal_name?: string;
                    jurisdiction_code?: string;
                };
                control?: {
                    description?: string;
                    nature?: string;
                } | null;
                director_key?: string | null;
                documents?: {
                    country_of_issue?: string;
                    date_of_issue?: string;
                    document_type: string;
                    expiration_date?: string;
                    key: string;
                    number?: string;
                    upload_ids: string[];
                }[];
                key: string;
                listed?: boolean;
                listed_on?: string;
                person?: {
                    date_of_birth?: string;
                    given_names?: string;
                    nationality?: string;
                    surname?: string;
                };
                type: "company" | "person";
            }[];
            holdings: {
                held: string;
                holder: string;
                key: string;
                shares?: string;
                voting_rights?: string;
            }[];
        };
        DraftOwnershipEntity: {
            company?: {
                company_number?: string;
                formal_name?: string;
                jurisdiction_code?: string;
            };
            control?: {
                description?: string;
                nature?: string;
            } | null;
            director_key?: string | null;
            documents?: {
                country_of_issue?: string;
                date_of_issue?: string;
                document_type: string;
                expiration_date?: string;
                key: string;
                number?: string;
                upload_ids: string[];
            }[];
            key: string;
            listed?: boolean;
            listed_on?: string;
            person?: {
                date_of_birth?: string;
                given_names?: string;
                nationality?: string;
                surname?: string;
            };
            type: "company" | "person";
        };
        DraftPerson: {
            address_of_residence?: {
                city?: string;
                country?: string;
                line1?: string;
                line2?: string;
                postal_code?: string;
                region?: string;
            };
            date_of_birth?: string;
            email?: string;
            family_name?: string;
            funds_sources?: string;
            given_names?: string;
            nationality?: string;
            parents_given_names?: string;
            pep?: boolean;
            pep_description?: string;
            personal_number?: string;
            phone?: string;
            place_of_birth?: string;
            sex?: "male" | "female" | "other" | "";
            surname?: string;
            title_position?: string;
        };
        /** @description the profile’s requirements minus what the case already holds */
        RequestedData: {
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
        };
        Requirements: {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
