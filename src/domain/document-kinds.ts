/** The values a document's fields may take (the spec shows one of each; this is the full list). */
export const DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_licence',
  'residence_permit',
  'proof_of_address',
  'certificate_of_incorporation',
  'registry_extract',
  'articles_of_association',
  'shareholder_register',
  'organisational_chart',
  'director_register',
  'license',
  'bank_statement',
  'financial_statement',
  'aml_policy',
  'other',
] as const;

/**
 * A person's identity documents. When a profile requires one, its number, issuing country and expiry are required
 * with the file (so "expiring document" can watch it); other documents are a file alone.
 */
export const IDENTITY_DOCUMENT_TYPES: readonly string[] = [
  'passport',
  'id_card',
  'driving_licence',
  'residence_permit',
];

export const IDENTITY_DOCUMENT_DETAILS = ['number', 'country_of_issue', 'expiration_date'] as const;

export const DOCUMENT_PURPOSES = [
  'personal_document',
  'proof_of_address',
  'company_registration',
  'company_structure',
  'license',
  'financial',
  'other',
] as const;

export const ATTACHMENT_TYPES = ['main', 'back', 'selfie', 'additional'] as const;

/** Media types accepted for upload, recognised from the file's own bytes. */
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
] as const;

/** The purpose a document has when the uploader names none. */
export function defaultPurposes(documentType: string, owner: 'company' | 'person'): string[] {
  if (owner === 'person') return documentType === 'proof_of_address' ? ['proof_of_address'] : ['personal_document'];
  if (documentType === 'license') return ['license'];
  if (documentType === 'bank_statement' || documentType === 'financial_statement') return ['financial'];
  if (['shareholder_register', 'organisational_chart', 'director_register'].includes(documentType))
    return ['company_structure'];
  return ['company_registration'];
}
