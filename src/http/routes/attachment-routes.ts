import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from '../../domain/byte-range.js';
import { ACCEPTED_MIME_TYPES } from '../../domain/document-kinds.js';
import { attachmentDisposition } from '../../domain/download-name.js';
import { type AttachmentDownload, openAttachment } from '../../services/attachment-download.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid } from '../schemas/common.js';

const Rest = Type.String({ minLength: 1, maxLength: 200, description: 'the last path segment of an attachment url' });

/** The bytes in the file's own media type: documented per type, so the OpenAPI document does not call them JSON. */
const fileBody = (description: string) =>
  Type.Unsafe({
    description,
    content: Object.fromEntries(
      ACCEPTED_MIME_TYPES.map((mime) => [mime, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });

const fileResponses = {
  200: fileBody('the file bytes'),
  206: fileBody('the requested byte range'),
  304: Type.Null({ description: 'not modified (If-None-Match matched the ETag)' }),
  416: Type.Null({ description: 'the range cannot be satisfied' }),
  ...errorResponses(400, 401, 404, 429),
};

/** Streams a file with the headers a download client relies on: exact type and length, ETag, ranges. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: AttachmentDownload) {
  const etag = `"${file.sha256}"`;
  reply
    .header('content-type', file.mime)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = parseByteRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range === null) {
    reply.header('content-length', file.size);
    return reply.code(200).send(file.open());
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.code(206).send(file.open(range));
}

export const attachmentRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/attachments/:rest',
    {
      schema: {
        summary: 'Download an attachment',
        description:
          'rest is the text after the last slash of an attachment url (thumb, medium or original). Supports Range and If-None-Match.',
        tags: ['documents'],
        params: Type.Object({ rest: Rest }),
        querystring: Type.Object({ verification_id: Uuid }, { additionalProperties: false }),
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await openAttachment(ctx, accountOf(request), request.query.verification_id, request.params.rest),
      ),
  );

  app.get(
    '/verifications/:verification_id/documents/download/:rest',
    {
      schema: {
        summary: 'Download an attachment by its url',
        description: 'The urls in attachment records point here; the same Bearer token is required.',
        tags: ['documents'],
        params: Type.Object({ verification_id: Uuid, rest: Rest }),
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await openAttachment(ctx, accountOf(request), request.params.verification_id, request.params.rest),
      ),
  );

  app.get(
    '/api/v1/verifications/:verification_id/download/:rest',
    {
      schema: {
        summary: 'Download an attachment (the source system’s path)',
        description:
          'The same download as /api/v1/attachments/{rest}, under the source system’s path: rest is the text ' +
          'after the last slash of an attachment url.',
        tags: ['documents'],
        params: Type.Object({ verification_id: Uuid, rest: Rest }),
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await openAttachment(ctx, accountOf(request), request.params.verification_id, request.params.rest),
      ),
  );
};
