import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { BlobTooLargeError } from '../../files/blob-store.js';
import {
  createDocument,
  DocumentMetadata,
  type DocumentMetadataData,
  type UploadedFile,
} from '../../services/document-upload.js';
import type { ServiceContext } from '../../services/service-context.js';
import { listCaseFiles } from '../../services/verification-reads.js';
import { compileBodyValidator } from '../../validation/body-validator.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { toAppError } from '../plugins/error-handler.js';
import { unstorableTextField } from '../plugins/schema-validation.js';
import { errorResponses, VerificationIdParams } from '../schemas/common.js';

const validateMetadata = compileBodyValidator(DocumentMetadata);

const MAX_FILES = 10;

/** Multipart fields arrive as text; `purposes`, `purposes[]` and repeats of either collect into one list. */
function collectField(fields: Record<string, unknown>, name: string, value: string): void {
  // Checked as each field arrives, before any file is stored; the same rule as every other body.
  if (unstorableTextField(value, name) !== null) {
    throw AppError.field(name, 'must be text without NUL characters or lone surrogates');
  }
  if (name === 'purposes' || name === 'purposes[]') {
    const list = (fields.purposes as string[] | undefined) ?? [];
    list.push(
      ...value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
    fields.purposes = list;
    return;
  }
  if (Object.hasOwn(fields, name)) throw AppError.field(name, 'is given more than once');
  fields[name] = value;
}

/**
 * Reads a document upload: text fields into the metadata, file parts into the blob store. On any refusal the
 * stored blobs are deleted before the error leaves, so a refused upload leaves nothing behind.
 */
async function readUpload(
  request: FastifyRequest,
  ctx: ServiceContext,
  defaults: Partial<DocumentMetadataData> = {},
): Promise<{ metadata: DocumentMetadataData; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the document as multipart/form-data');
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw AppError.field(part.fieldname, 'must be text');
        collectField(fields, part.fieldname, part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'file' && file.fieldname !== 'file[]' && file.fieldname !== 'files[]') {
        throw AppError.field(file.fieldname, 'file parts must be named "file"');
      }
      if (files.length >= MAX_FILES) throw new AppError('payload_too_large', `At most ${MAX_FILES} files per document`);
      const blob = await ctx.blobs.put(file.file, ctx.uploadLimitBytes);
      // busboy marks a stream it cut at the size limit instead of failing it.
      if (file.file.truncated) {
        await ctx.blobs.delete(blob.key);
        throw new BlobTooLargeError('too large');
      }
      files.push({ blob, filename: file.filename });
    }
    const metadata = { ...defaults, ...fields };
    if (!validateMetadata(metadata)) {
      throw toAppError(Object.assign(new Error('invalid'), { validation: validateMetadata.errors ?? [] }));
    }
    return { metadata: metadata as DocumentMetadataData, files };
  } catch (error) {
    await Promise.all(files.map((f) => ctx.blobs.delete(f.blob.key)));
    if (error instanceof BlobTooLargeError) {
      throw new AppError('payload_too_large', `A file may be at most ${ctx.uploadLimitBytes} bytes`);
    }
    throw error;
  }
}

export const documentRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/verifications/:verification_id/documents',
    {
      schema: {
        summary: 'Upload a document',
        description:
          'multipart/form-data: the document fields below as text parts (purposes may repeat), then one or more ' +
          '`file` parts (PDF, PNG, JPEG, GIF, WebP or TIFF). Without company_id or person_id the document belongs ' +
          'to the company under review. Images get thumb (≤ 200 px) and medium (≤ 800 px) variants.',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        params: VerificationIdParams,
        response: {
          201: Type.Object({ document: Type.Ref('DocumentRecord') }),
          ...errorResponses(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { metadata, files } = await readUpload(request, ctx);
      const document = await createDocument(ctx, actorOf(request), request.params.verification_id, metadata, files);
      return reply.code(201).send({ document });
    },
  );

  app.post(
    '/verifications/:verification_id/files',
    {
      schema: {
        summary: 'Attach an officer’s own file to a case',
        description:
          '"Additional files": internal, like notes. They are listed here and in the console, never among the ' +
          'case’s documents, never shown to the customer. Same multipart form and checks as a document upload; ' +
          'document_type defaults to `other`.',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        params: VerificationIdParams,
        response: {
          201: Type.Object({ file: Type.Ref('DocumentRecord') }),
          ...errorResponses(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { metadata, files } = await readUpload(request, ctx, { document_type: 'other' });
      const file = await createDocument(ctx, actorOf(request), request.params.verification_id, metadata, files, {
        internal: true,
      });
      return reply.code(201).send({ file });
    },
  );

  app.get(
    '/verifications/:verification_id/files',
    {
      schema: {
        summary: 'Officers’ own files of a case',
        tags: ['documents'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ files: Type.Array(Type.Ref('DocumentRecord')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({ files: await listCaseFiles(ctx, accountOf(request), request.params.verification_id) }),
  );
};
