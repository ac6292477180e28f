import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

/**
 * Fastify also parses urlencoded and multipart bodies for every route; settings and sign-in take JSON only.
 * Besides clearer errors, this is a CSRF defence in depth: a cross-site form cannot send application/json.
 */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('unsupported_media_type', 'Send the body as application/json');
  }
}
