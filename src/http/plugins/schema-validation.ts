import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { makeAjv, strict } from '../../validation/body-validator.js';
import { lazily } from '../../validation/lazily.js';

const unstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * The first text in a parsed query or body that is not storable: U+0000 (PostgreSQL text cannot hold it) or a lone
 * UTF-16 surrogate (not Unicode text at all). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextField(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (unstorable(item)) return path === '' ? root : path;
    } else if (Array.isArray(item)) {
      for (const [i, v] of item.entries()) pending.push([v, `${path}[${i}]`]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        const field = path === '' ? key : `${path}.${key}`;
        if (unstorable(key)) return field;
        pending.push([v, field]);
      }
    }
  }
  return null;
}

/** Query strings and path params arrive as text, so they are coerced ("50" → 50); bodies are not (above). */
export function registerSchemaValidation(app: FastifyInstance): void {
  const coercing = makeAjv({ coerceTypes: 'array' });
  // Compiled on a route's first request, not at boot (lazy-compilers.ts).
  app.setValidatorCompiler(
    ({ schema, httpPart }) =>
      lazily(() => (httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema))) as ReturnType<
        typeof strict.compile
      >,
  );
  // Refused alike on both databases, after validation (and after route hooks that build the body from form
  // fields), so it is a 400 and never a database error.
  app.addHook('preHandler', (request, _reply, done) => {
    const field = unstorableTextField(request.query, 'query') ?? unstorableTextField(request.body, 'body');
    done(field === null ? undefined : AppError.field(field, 'must be text without NUL characters or lone surrogates'));
  });
}
