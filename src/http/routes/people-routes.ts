import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requirePerson } from '../../services/personal-data-collection.js';
import { exportPersonalData } from '../../services/personal-data-export.js';
import type { ServiceContext } from '../../services/service-context.js';
import { callerOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid } from '../schemas/common.js';

/** People as data subjects: the subject access export. */
export const peopleRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/people/:id/export',
    {
      config: { access: 'personal_data' },
      schema: {
        summary: 'Export a person’s personal data (subject access)',
        description:
          'A ZIP of everything the account holds about a person, across its cases: `manifest.json` (who asked, ' +
          'when, which person records and cases, and every other entry with its size and SHA-256), ' +
          '`persons/{id}.json` for each record of the person (with the case id and the company’s name, roles and ' +
          'documents’ metadata), `files/{person_id}/…` the original uploads as stored, `revisions.json` and ' +
          '`drafts.json` (the parts of case revisions and portal drafts about the person), `mail.json` (mail sent ' +
          'to the person’s e-mail) and `audit-log.json` (entries about the person). `id` is a person id (a ' +
          'director’s `person.id`); the same person’s records in the account’s other cases are those with the same ' +
          'normalized full name and date of birth. Streamed. Admins and access tokens only; recorded in the audit ' +
          'log of each case it draws on (`person.exported`). Another account’s person is 404.',
        tags: ['people'],
        params: Type.Object({ id: Uuid }),
        response: {
          200: Type.Unsafe<Readable>({
            description: 'the ZIP file',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = request.params.id;
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${id}.zip"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      // Fastify answers HEAD by running the GET handler and draining its body: that would export (and audit-log)
      // everything for nobody to read. A HEAD only learns whether the export exists.
      if (request.method === 'HEAD') {
        await requirePerson(ctx, caller.actor.accountId, id);
        return reply.send(Readable.from([]));
      }
      return reply.send((await exportPersonalData(ctx, caller, id)).stream);
    },
  );
};
