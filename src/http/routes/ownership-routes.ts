import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replaceCaseStructure, StructureInput } from '../../services/case-structure.js';
import {
  caseGraphJson,
  getCasePerson,
  getCaseUbo,
  listCasePeople,
  listCaseUbos,
  loadComputedStructure,
  presentStructure,
} from '../../services/ownership-reads.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, callerOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Uuid, VerificationIdParams } from '../schemas/common.js';

const TAGS = ['ownership'];
const RevisionQuery = Type.Object(
  {
    revision: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        description: 'read the structure as the case’s revision n recorded it (see /revisions); now when left out',
      }),
    ),
  },
  { additionalProperties: false },
);
const READ_ERRORS = errorResponses(400, 401, 404, 410, 429);

/**
 * The case's ownership structure: its people with their roles, the beneficial owners (computed), the companies
 * with their roles, the graph, and the declared structure itself (read and replaced). Every read takes
 * `?revision=n`.
 */
export const ownershipRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  listAndGetRoutes(app, ctx, {
    plural: 'people',
    singular: 'person',
    ref: 'CasePersonWithRoles',
    list: {
      summary: 'List the people of a verification with their roles',
      description:
        'Every person of the case once (directors, individual shareholders, controllers), each with `roles`: ' +
        '`director`, `shareholder`, `ubo` (computed), `controller`.',
      read: listCasePeople,
    },
    get: { summary: 'Get a person of a verification with their roles', read: getCasePerson },
  });

  listAndGetRoutes(app, ctx, {
    plural: 'ubos',
    singular: 'ubo',
    ref: 'Ubo',
    list: {
      summary: 'List the beneficial owners (UBOs) of a verification',
      description:
        'Computed from the declared structure, never typed: every natural person whose indirect ownership or ' +
        'voting rights reach the threshold of the case’s onboarding profile (25 % by default), every person ' +
        'controlling by other means, and, when nobody qualifies, the directors as senior managing officials ' +
        '(`ubo_by_default`).',
      read: listCaseUbos,
    },
    get: {
      summary: 'Get a beneficial owner of a verification',
      description: '`id` is the person’s id.',
      read: getCaseUbo,
    },
  });

  app.get(
    '/verifications/:verification_id/graph',
    {
      schema: {
        summary: 'The ownership graph of a verification',
        description:
          'Vertices for the company under review (`labels.root`), corporate shareholders and persons; edges with ' +
          '`types` (`corporate_shareholder`, `individual_shareholder`, `ubo`, `director`) and `shares`.',
        tags: TAGS,
        params: VerificationIdParams,
        querystring: RevisionQuery,
        response: { 200: Type.Object({ graph: Type.Ref('OwnershipGraph') }), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const json = await caseGraphJson(ctx, accountOf(request), request.params.verification_id, request.query.revision);
      // Rendered once per computed structure and sent as it is (the schema above documents it): a graph of
      // hundreds of entities is not serialized again for every read.
      return reply.type('application/json; charset=utf-8').send(json as unknown as { graph: unknown });
    },
  );

  app.get(
    '/verifications/:verification_id/structure',
    {
      schema: {
        summary: 'The declared ownership structure with its computed figures and warnings',
        description:
          'The entities and holdings as declared (holdings name entities by id, and the company under review as ' +
          '"root"), each entity’s direct and indirect percentage, the UBOs, and the warnings a reviewer must see ' +
          '(declared shares over 100 %, under 75 % traced to natural persons, more than 3 layers, circular ' +
          'ownership, a corporate shareholder in a jurisdiction the account marks as high risk, UBO by default).',
        tags: TAGS,
        params: VerificationIdParams,
        querystring: RevisionQuery,
        response: { 200: Type.Object({ structure: Type.Ref('OwnershipStructure') }), ...READ_ERRORS },
      },
    },
    async (request) => ({
      structure: presentStructure(
        await loadComputedStructure(ctx, accountOf(request), request.params.verification_id, request.query.revision),
      ),
    }),
  );

  app.put(
    '/verifications/:verification_id/structure',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Replace the declared ownership structure',
        description:
          'For integrators who collect the structure themselves. `entities` are companies (`company`, optional ' +
          '`listed_on`) and persons (`person`, or `director_id` to name a director of the case: the same person, ' +
          'never a copy; optional `control` by other means). `holdings` say who holds what percentage of whose ' +
          'shares (`held` is an entity key or "root"), with `voting_rights` when they differ. `key`s are the ' +
          'caller’s; the answer maps them to ids. Validated as a whole (percentages 0–100, references resolve, ' +
          'no entity holding itself, unknown fields refused); one transaction with its audit entry and the ' +
          '`data_changed` webhook. 409 while the case is under QA or decided.',
        tags: TAGS,
        params: VerificationIdParams,
        body: StructureInput,
        response: {
          200: Type.Object({
            structure: Type.Ref('OwnershipStructure'),
            keys: Type.Array(Type.Object({ key: Type.String(), id: Uuid })),
          }),
          ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.verification_id;
      const written = await replaceCaseStructure(ctx, caller, id, request.body);
      return {
        structure: presentStructure(await loadComputedStructure(ctx, caller.actor.accountId, id)),
        keys: written.entities,
      };
    },
  );
};

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];
interface ListAndGet {
  /** The path segment and the list answer's key (`people`), and the single answer's key (`person`). */
  plural: string;
  singular: string;
  /** The component schema of one item. */
  ref: string;
  list: {
    summary: string;
    description?: string;
    read: (ctx: ServiceContext, accountId: string, id: string, revision?: number) => Promise<unknown[]>;
  };
  get: {
    summary: string;
    description?: string;
    read: (ctx: ServiceContext, accountId: string, id: string, itemId: string, revision?: number) => Promise<unknown>;
  };
}

/** `GET …/{plural}` and `GET …/{plural}/:id`: the people and the UBOs are read the same way, at any revision. */
function listAndGetRoutes(app: TypeboxApp, ctx: ServiceContext, spec: ListAndGet): void {
  const path = `/verifications/:verification_id/${spec.plural}`;
  app.get(
    path,
    {
      schema: {
        summary: spec.list.summary,
        ...(spec.list.description === undefined ? {} : { description: spec.list.description }),
        tags: TAGS,
        params: VerificationIdParams,
        querystring: RevisionQuery,
        response: { 200: Type.Object({ [spec.plural]: Type.Array(Type.Ref(spec.ref)) }), ...READ_ERRORS },
      },
    },
    async (request) => ({
      [spec.plural]: await spec.list.read(
        ctx,
        accountOf(request),
        request.params.verification_id,
        request.query.revision,
      ),
    }),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        summary: spec.get.summary,
        ...(spec.get.description === undefined ? {} : { description: spec.get.description }),
        tags: TAGS,
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        querystring: RevisionQuery,
        response: { 200: Type.Object({ [spec.singular]: Type.Ref(spec.ref) }), ...READ_ERRORS },
      },
    },
    async (request) => ({
      [spec.singular]: await spec.get.read(
        ctx,
        accountOf(request),
        request.params.verification_id,
        request.params.id,
        request.query.revision,
      ),
    }),
  );
}
