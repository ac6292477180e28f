import { createAccessToken } from '../src/services/access-tokens.js';
import { createAccount } from '../src/services/accounts.js';
import type { ServiceContext } from '../src/services/service-context.js';
import { createVerification } from '../src/services/verification-intake.js';

/**
 * Only while `runDemo` is not built yet: an account with a few cases shaped like the demo's (company with bank
 * accounts and crypto addresses, a director), so the benchmark can run. Returns the token, as runDemo does.
 */
export async function demoStandIn(ctx: ServiceContext): Promise<string> {
  const account = await createAccount(ctx, 'Bench stand-in for the demo');
  const { token } = await createAccessToken(ctx, account.id, 'bench');
  const actor = { type: 'cli', id: null, accountId: account.id } as const;
  for (let i = 0; i < 12; i++) {
    await createVerification(ctx, actor, {
      customer_id: `demo-${i}`,
      company: {
        formal_name: `Northwind Trading ${i} Ltd`,
        brand_name: 'Northwind',
        company_number: `0987654${i}`,
        inactive: false,
        public_stock_exchange: false,
        date_of_incorporation: '2015-03-12',
        jurisdiction_code: 'gb',
        company_type: 'Ltd',
        industry: { key: 64, description: 'Payment services for small merchants', additional_keys: [66] },
        activity_description: 'Card acquiring',
        business_description: 'Payment processing for e-commerce merchants',
        products_description: 'Card acquiring, payouts',
        business_activity_countries: ['gb', 'ie'],
        tax_number: 'GB123456789',
        funds_sources: 'Revenue from merchant fees',
        website: 'https://northwind.example',
        phone_number: '+44 20 7946 0000',
        email: 'compliance@northwind.example',
        employees_count: '11-50',
        aml_contact_person: 'Mary Major',
        aml_contact_email: 'mlro@northwind.example',
        aml_contact_phone_number: '+44 20 7946 0001',
        opencorporates_url: 'https://opencorporates.com/companies/gb/09876543',
        expected_monthly_transactions_volume: '1000000-5000000 EUR',
        registration_authority: 'Companies House',
        license_date_of_expiry: '2027-12-31',
        license_date_of_issue: '2022-01-01',
        license_issuing_authority: 'Financial Conduct Authority',
        license_number: 'FRN 123456',
        license_required: true,
        bank_accounts: [
          {
            account_holder: 'Northwind',
            address: '1 Bank St, London',
            iban: true,
            name: 'Barclays',
            number: 'GB33BUKB20201555555555',
          },
          {
            account_holder: 'Northwind',
            address: '2 Bank St, London',
            iban: true,
            name: 'HSBC',
            number: 'GB94BARC10201530093459',
          },
        ],
        crypto_addresses: [
          { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', address_type: 'btc', comment: 'treasury' },
          { address: '0x52908400098527886E0F7030069857D2E4169EE7', address_type: 'eth', comment: null },
        ],
      },
      directors: [
        {
          position: 'director',
          person: {
            given_names: 'Jane Ann',
            surname: 'Doe',
            date_of_birth: '1980-01-02',
            nationality: 'gb',
            pep: false,
          },
        },
      ],
    });
  }
  return token;
}
