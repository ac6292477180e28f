import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ScreeningListVersionRow } from '../../db/repositories/screening-lists-repository.js';
import { currentListVersions } from '../../services/screening/screen-subject.js';
import type { ServiceContext } from '../../services/service-context.js';
import { errorResponses, Nullable, TimestampText, Uuid } from '../schemas/common.js';

const ListVersion = Type.Object(
  {
    id: Uuid,
    seq: Type.Integer({ description: 'the version’s number within its source, from 1' }),
    content_hash: Type.String({ description: 'SHA-256 of the imported files' }),
    imported_at: TimestampText,
    entry_count: Type.Integer(),
    added: Type.Integer({ description: 'entries new in this version' }),
    changed: Type.Integer({ description: 'entries whose content changed since the previous version' }),
    removed: Type.Integer({ description: 'entries of the previous version no longer listed' }),
  },
  { additionalProperties: false },
);

const ListSource = Type.Object(
  {
    source: Type.String({ description: 'ofac-sdn, un, eu-fsf or opensanctions' }),
    current_version: Nullable(ListVersion),
    versions: Type.Array(ListVersion, { description: 'every version, newest first' }),
  },
  { additionalProperties: false },
);

const present = (v: ScreeningListVersionRow) => ({
  id: v.id,
  seq: v.seq,
  content_hash: v.content_hash,
  imported_at: new Date(v.imported_at).toISOString(),
  entry_count: v.entry_count,
  added: v.added,
  changed: v.changed,
  removed: v.removed,
});

/** The screening lists the service screens against (operator-wide: the same for every account). */
export const screeningListRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/screening/lists',
    {
      schema: {
        summary: 'List the screening lists and their versions',
        description:
          'Each source (OFAC SDN, the UN consolidated list, OpenSanctions) with its current version and its ' +
          'history: when each version was imported, its content hash, its entry count and what it changed. ' +
          'Versions are imported by the operator (`dossier screening import` or `update`). Tokens and sessions.',
        tags: ['screening'],
        response: {
          200: Type.Object({ lists: Type.Array(ListSource) }, { additionalProperties: false }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => {
      const lists = await currentListVersions(ctx);
      return {
        lists: lists.map((l) => ({
          source: l.source,
          current_version: l.version ? present(l.version) : null,
          versions: l.versions.map(present),
        })),
      };
    },
  );
};
