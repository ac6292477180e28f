import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

const MAX_FIELDS = 500;

/**
 * A preValidation hook for routes that take a small body as JSON, a urlencoded form or multipart/form-data alike.
 * Multipart text fields are collected into a plain, prototype-less object (a repeated name becomes an array in
 * order); file parts are refused. An absent body becomes {} so bodiless events validate.
 */
export async function acceptFormFields(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.isMultipart()) {
    const fields: Record<string, string | string[]> = Object.create(null);
    let count = 0;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw AppError.field(part.fieldname, 'files are not accepted here');
      }
      if (++count > MAX_FIELDS) throw new AppError('payload_too_large', `At most ${MAX_FIELDS} fields`);
      // Busboy cuts a field at the multipart fieldSize limit: refuse it rather than use a silently shortened value.
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('payload_too_large', 'A form field is larger than the limit');
      }
      const value = String(part.value);
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else fields[part.fieldname] = [existing, value];
    }
    request.body = fields;
    return;
  }
  if (request.body === undefined || request.body === null) request.body = {};
}
