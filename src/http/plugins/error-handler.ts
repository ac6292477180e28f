import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, type FieldError } from '../../domain/app-error.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `/company/bank_accounts/0/number` → `company.bank_accounts[0].number`. */
function fieldName(instancePath: string, extra?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string') parts.push(extra);
  return parts
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');
}

/**
 * A nullable field is `anyOf [T, null]`: besides the error that says what is wrong (say, the format), ajv reports
 * "must be null" and "must match a schema in anyOf" for the same field. Those two only add noise when the field
 * already has an error of its own.
 */
function withoutNullableNoise(issues: readonly ValidationIssue[]): readonly ValidationIssue[] {
  const isNoise = (i: ValidationIssue) => i.keyword === 'anyOf' || (i.keyword === 'type' && i.params?.type === 'null');
  const explained = new Set(issues.filter((i) => !isNoise(i)).map((i) => i.instancePath ?? ''));
  return issues.filter((i) => !isNoise(i) || !explained.has(i.instancePath ?? ''));
}

/** What each format looks like, as an error message says it. */
const FORMAT_NAMES: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'an ISO 8601 timestamp',
  uri: 'a URL',
  email: 'an e-mail address',
  uuid: 'a UUID',
};

function validationDetails(issues: readonly ValidationIssue[], part: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const details: FieldError[] = [];
  for (const issue of withoutNullableNoise(issues)) {
    const extra = issue.params?.missingProperty ?? issue.params?.additionalProperty;
    let field = fieldName(issue.instancePath ?? '', extra);
    if (field === '') field = part === 'body' || part === undefined ? 'body' : part;
    let message = issue.message ?? 'is not valid';
    if (issue.keyword === 'additionalProperties') message = 'is not a known field';
    if (issue.keyword === 'required') message = 'is required';
    // Plain words instead of the validator's own ("must NOT have fewer than 1 characters"): clients show them.
    const limit = issue.params?.limit;
    if (typeof limit === 'number') {
      if (issue.keyword === 'minLength')
        message = limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
      if (issue.keyword === 'maxLength') message = `must be at most ${limit} characters`;
      if (issue.keyword === 'minItems') message = `must have at least ${limit} item${limit === 1 ? '' : 's'}`;
      if (issue.keyword === 'maxItems') message = `must have at most ${limit} items`;
    }
    if (issue.keyword === 'format' && typeof issue.params?.format === 'string') {
      message = `must be ${FORMAT_NAMES[issue.params.format] ?? `in the format "${issue.params.format}"`}`;
    }
    if (issue.keyword === 'enum' && Array.isArray(issue.params?.allowedValues)) {
      message = `must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    }
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({ field, message });
    if (details.length >= 50) break;
  }
  return details;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

/** What the multipart parser (busboy) throws for a body that is not well-formed multipart/form-data. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Boundary required|.*unexpected end of multipart data)$/i;

const GENERIC_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  return reply
    .header('x-request-id', String(request.id))
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({
      error: {
        status: error.status,
        code: error.code,
        message: error.message,
        details: error.details,
        request_id: String(request.id),
      },
    });
}

/** Turns anything thrown into the one error body; unknown errors become a 500 that reveals no internals. */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError & { validationContext?: string };
  if (Array.isArray(fe.validation)) {
    return AppError.validation(validationDetails(fe.validation as ValidationIssue[], fe.validationContext));
  }
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return new AppError(mapped, fe.message);
  if (MALFORMED_MULTIPART.test(fe.message)) return AppError.field('body', 'is not well-formed multipart/form-data');
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    // secure-json-parse refuses prototype-poisoning keys with a SyntaxError of its own.
    return /__proto__|constructor/.test(fe.message)
      ? AppError.field('body', 'must not contain __proto__ or constructor.prototype keys')
      : AppError.field('body', 'is not valid JSON');
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return AppError.field('body', 'must not be empty');
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  // A client error without a code of its own (406 for a bad JSON multipart field, say) stays the client's: not a 500.
  if (status >= 400 && status < 500) return new AppError(GENERIC_BY_STATUS[status] ?? 'validation_failed', fe.message);
  return new AppError('internal', 'Something went wrong on our side; the request id identifies it in our logs');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error as FastifyError);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.code === 'rate_limited' && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(appError.retryAfterSeconds ?? 1));
    }
    return sendError(reply, request, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
