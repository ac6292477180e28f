// Generated from the service's portal schemas by `npm run api-types`. Do not edit by hand.
/* biome-ignore-all lint: generated code */
export type paths = Record<string, never>;
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
                opencorporates_url?: string;
                phone_number?: string;
                products_description?: string;
                prosecutions?: boolean;
                purpose_for_asset10?: string;
                registration_authority?: string;
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
                    given_names?: string;
                    nationality?: string;
                    pep?: boolean;
                    pep_description?: string;
                    phone?: string;
                    place_of_birth?: string;
                    sex?: "male" | "female" | "other" | "";
                    surname?: string;
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
            opencorporates_url?: string;
            phone_number?: string;
            products_description?: string;
            prosecutions?: boolean;
            purpose_for_asset10?: string;
            registration_authority?: string;
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
                given_names?: string;
                nationality?: string;
                pep?: boolean;
                pep_description?: string;
                phone?: string;
                place_of_birth?: string;
                sex?: "male" | "female" | "other" | "";
                surname?: string;
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
            given_names?: string;
            nationality?: string;
            pep?: boolean;
            pep_description?: string;
            phone?: string;
            place_of_birth?: string;
            sex?: "male" | "female" | "other" | "";
            surname?: string;
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
