import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { VerificationIntakeData } from '../../src/services/intake-schemas.js';

/** A complete, valid intake payload; pass overrides for the parts a test cares about. */
export function sampleIntake(overrides: Partial<VerificationIntakeData> = {}): VerificationIntakeData {
  return {
    customer_id: `cust-${randomBytes(4).toString('hex')}`,
    company: {
      formal_name: 'Northwind Trading Ltd',
      brand_name: 'Northwind',
      company_number: '09876543',
      inactive: false,
      public_stock_exchange: false,
      date_of_incorporation: '2015-03-12',
      jurisdiction_code: 'gb',
      company_type: 'Ltd',
      industry: { key: 64, description: 'Payment services for small merchants', additional_keys: [66] },
      activity_description: 'Card acquiring',
      business_description: 'Payment processing for e-commerce merchants',
      products_description: 'Card acquiring, payouts',
      business_activity_countries: ['gb', 'ie', 'eu'],
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
      investigations: false,
      prosecutions: false,
      ubo_criminal_records: false,
      registration_authority: 'Companies House',
      purpose_for_asset10: null,
      license_date_of_expiry: '2027-12-31',
      license_date_of_issue: '2022-01-01',
      license_issuing_authority: 'Financial Conduct Authority',
      license_number: 'FRN 123456',
      license_required: true,
      bank_accounts: [
        {
          account_holder: 'Northwind Trading Ltd',
          address: '1 Bank St, London',
          iban: true,
          name: 'Barclays',
          number: 'GB33BUKB20201555555555',
        },
      ],
      crypto_addresses: [
        { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', address_type: 'btc', comment: 'treasury' },
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
          place_of_birth: 'Leeds',
          sex: 'female',
          pep: false,
          email: 'jane@northwind.example',
          phone: '+44 7700 900000',
          address_of_residence: { line1: '2 High St', city: 'London', postal_code: 'N1 1AA', country: 'gb' },
        },
      },
    ],
    ...overrides,
  };
}

export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A small but well-formed one-page PDF. */
export function makePdf(text = 'Certificate of incorporation'): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface MultipartFileInput {
  readonly name?: string;
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body for app.inject: text fields first, then files. */
export function multipart(
  fields: Record<string, string | readonly string[]>,
  files: readonly MultipartFileInput[],
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----dossier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
