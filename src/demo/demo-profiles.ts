import type { ProfileInputData } from '../services/completeness-profiles.js';

/** Onboarding profiles a KYB team typically runs: standard, enhanced (high risk) and simplified. */
export const DEMO_PROFILES = [
  {
    name: 'Standard KYB',
    description: 'Company details, bank account, directors with identity documents and a certificate of incorporation.',
    requirements: {
      sections: ['company_details', 'bank_accounts', 'directors', 'company_documents', 'director_documents'],
      fields: {
        company: ['business_description', 'tax_number', 'website', 'aml_contact_person', 'aml_contact_email'],
        director: ['position'],
        person: ['date_of_birth', 'nationality', 'address_of_residence'],
      },
      document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
    },
  },
  {
    name: 'Enhanced due diligence',
    description:
      'For high-risk sectors (virtual assets, gambling, money transfer): adds source of funds, licence and proof of address.',
    requirements: {
      sections: [
        'company_details',
        'bank_accounts',
        'crypto_addresses',
        'directors',
        'company_documents',
        'director_documents',
      ],
      fields: {
        company: [
          'business_description',
          'funds_sources',
          'expected_monthly_transactions_volume',
          'license_number',
          'license_issuing_authority',
          'aml_contact_person',
          'aml_contact_email',
          'aml_contact_phone_number',
        ],
        director: ['position'],
        person: ['date_of_birth', 'nationality', 'place_of_birth', 'address_of_residence', 'email'],
      },
      document_types: {
        company: ['certificate_of_incorporation', 'registry_extract', 'aml_policy', 'license'],
        person: ['passport', 'proof_of_address'],
      },
    },
  },
  {
    name: 'Simplified (listed companies)',
    description: 'Companies listed on a regulated market: registry extract and the directors only.',
    requirements: {
      sections: ['company_details', 'directors', 'company_documents'],
      fields: { company: ['website'], director: ['position'], person: ['date_of_birth'] },
      document_types: { company: ['registry_extract'], person: [] },
    },
  },
] as const satisfies readonly ProfileInputData[];
