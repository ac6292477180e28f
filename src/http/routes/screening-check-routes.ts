import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import { type CheckType, getCheck, listChecks, runCheck } from '../../services/screening-checks.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { acceptFormFields } from '../plugins/form-fields.js';
import { errorResponses, Uuid } from '../schemas/common.js';
import {
  CheckCompany,
  CheckCompanyListed,
  CheckCryptoAddress,
  CheckCryptoAddressListed,
  CheckEntityListed,
  CheckIndividual,
  CheckIndividualListed,
  CompanyCheckBody,
  CryptoCheckBody,
  IndividualCheckBody,
  PageQuery,
  Pagination,
} from '../schemas/screening.js';

const IdParams = Type.Object({ id: Uuid });
const CONSUMES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

interface Kind {
  readonly type: CheckType;
  readonly path: string;
  readonly key: 'check_individual' | 'check_company' | 'check_crypto_address';
  readonly what: string;
  readonly body: TSchema;
  readonly one: TSchema;
}

const KINDS: readonly Kind[] = [
  {
    type: 'individual',
    path: '/checks/individuals',
    key: 'check_individual',
    what: 'a person (given_names, surname, optional date_of_birth YYYY-MM-DD and nationality ISO 3166-1 alpha-2)',
    body: IndividualCheckBody,
    one: CheckIndividual,
  },
  {
    type: 'company',
    path: '/checks/companies',
    key: 'check_company',
    what: 'a company (company_name, optional jurisdiction_code and company_number)',
    body: CompanyCheckBody,
    one: CheckCompany,
  },
  {
    type: 'crypto_address',
    path: '/checks/crypto_address',
    key: 'check_crypto_address',
    what: 'a crypto address (address, address_type: the network, e.g. BTC, ETH); exact match on the lists’ addresses',
    body: CryptoCheckBody,
    one: CheckCryptoAddress,
  },
];

/** Ad-hoc checks (the source system's `checks` API): screen one person, company or address now, kept in a history. */
export const screeningCheckRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  for (const kind of KINDS) {
    app.post(
      kind.path,
      {
        preValidation: acceptFormFields,
        schema: {
          summary: `Check ${kind.what.split(' (')[0]} against the sanctions and PEP lists`,
          description:
            `Screens ${kind.what} against the account’s lists now, at the account’s threshold; the answer ` +
            'carries the hits as `issues`. Accepts application/json, a urlencoded form and multipart/form-data ' +
            '(an empty field is “not given”). Kept in the account’s history of checks.',
          tags: ['screening'],
          consumes: CONSUMES,
          body: kind.body,
          response: { 201: Type.Object({ [kind.key]: kind.one }), ...errorResponses(400, 401, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const input = request.body as never;
        const check = await runCheck(ctx, actorOf(request), { type: kind.type, input } as never);
        reply.code(201);
        return { [kind.key]: check };
      },
    );
    app.get(
      `${kind.path}/:id`,
      {
        schema: {
          summary: `One ${kind.type.replace('_', ' ')} check with its issues`,
          tags: ['screening'],
          params: IdParams,
          response: { 200: Type.Object({ [kind.key]: kind.one }), ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request) => ({ [kind.key]: await getCheck(ctx, accountOf(request), [kind.type], request.params.id) }),
    );
  }

  const lists = [
    { path: '/checks/individuals', key: 'checks_individual', types: ['individual'], item: CheckIndividualListed },
    { path: '/checks/companies', key: 'checks_company', types: ['company'], item: CheckCompanyListed },
    {
      path: '/checks/crypto_address',
      key: 'checks_crypto_address',
      types: ['crypto_address'],
      item: CheckCryptoAddressListed,
    },
    {
      path: '/checks/entities',
      key: 'checks_entity',
      types: ['individual', 'company'],
      item: CheckEntityListed,
    },
  ] as const;
  for (const list of lists) {
    app.get(
      list.path,
      {
        schema: {
          summary: `The account’s ${list.path.split('/').pop()} checks, newest first`,
          description:
            list.key === 'checks_entity'
              ? 'Checks of people and companies together; each says which with `type`.'
              : 'Without their issues; GET one for them.',
          tags: ['screening'],
          querystring: PageQuery,
          response: {
            200: Type.Object({ [list.key]: Type.Array(list.item), meta: Pagination }),
            ...errorResponses(400, 401, 429),
          },
        },
      },
      async (request) => {
        const query = request.query as { page?: number; per_page?: number };
        const result = await listChecks(ctx, accountOf(request), list.types, {
          page: query.page ?? 1,
          perPage: query.per_page ?? 25,
        });
        return { [list.key]: result.checks, meta: result.meta };
      },
    );
  }
};
