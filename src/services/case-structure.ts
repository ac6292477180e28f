import { type Static, Type } from '@sinclair/typebox';
import { CONTROL_NATURES } from '../../rules/ownership.js';
import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { insertPerson, updatePerson } from '../db/repositories/directors-repository.js';
import { erasureStartedForUpdate } from '../db/repositories/erasure-repository.js';
import {
  deleteCaseStructure,
  deleteUnattachedPersons,
  insertOwnershipEntities,
  insertOwnershipHoldings,
  listCasePersons,
  listDirectorRoles,
  type NewOwnershipEntityRow,
  type NewOwnershipHoldingRow,
} from '../db/repositories/ownership-repository.js';
import {
  findVerificationState,
  markTabsChanged,
  updateVerification,
} from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import { personIdentityKey } from '../domain/person-identity.js';
import { uuidv7 } from '../domain/uuid.js';
import { dataChangedEvent } from '../domain/webhook-events.js';
import { jurisdictionByCode } from '../reference/reference-lookup.js';
import { screenCase } from './case-screening.js';
import { reassessCase } from './risk-assessment.js';
import type { Actor, Caller, ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** The key a holding uses for the company under review. */
export const ROOT_KEY = 'root';
const MAX_ENTITIES = 1000;
const MAX_HOLDINGS = 5000;

const Percent = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });
const Key = Type.String({ minLength: 1, maxLength: 100, description: 'the caller’s own name for the entity' });

export const StructureInput = Type.Object(
  {
    entities: Type.Array(
      Type.Object(
        {
          key: Key,
          type: Type.String({ enum: ['company', 'person'] }),
          company: Type.Optional(
            Type.Object(
              {
                formal_name: Type.String({ minLength: 1, maxLength: 500 }),
                company_number: Type.Optional(Type.String({ maxLength: 100 })),
                jurisdiction_code: Type.Optional(
                  Type.Union([
                    Type.String({ maxLength: 20, description: 'as jurisdiction.code: gb, us_de' }),
                    Type.Null(),
                  ]),
                ),
              },
              { additionalProperties: false },
            ),
          ),
          listed_on: Type.Optional(
            Type.Union([
              Type.String({
                minLength: 1,
                maxLength: 200,
                description: 'the regulated market a company is listed on; it ends the chain',
              }),
              Type.Null(),
            ]),
          ),
          person: Type.Optional(
            Type.Object(
              {
                given_names: Type.String({ minLength: 1, maxLength: 200 }),
                surname: Type.String({ minLength: 1, maxLength: 200 }),
                date_of_birth: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
                nationality: Type.Optional(
                  Type.Union([
                    Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' }),
                    Type.Null(),
                  ]),
                ),
              },
              { additionalProperties: false },
            ),
          ),
          director_id: Type.Optional(
            Type.Union([
              Type.String({
                format: 'uuid',
                description: 'a director of this case: the shareholder is that director’s person, not a copy',
              }),
              Type.Null(),
            ]),
          ),
          control: Type.Optional(
            Type.Union([
              Type.Object(
                {
                  nature: Type.String({ enum: [...CONTROL_NATURES] }),
                  description: Type.String({ minLength: 1, maxLength: 2000 }),
                },
                { additionalProperties: false },
              ),
              Type.Null(),
            ]),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_ENTITIES },
    ),
    holdings: Type.Array(
      Type.Object(
        {
          holder: Key,
          held: Type.String({
            minLength: 1,
            maxLength: 100,
            description: '"root" (the company under review) or a key',
          }),
          shares: Percent('percent of the held company’s shares'),
          voting_rights: Type.Optional(
            Type.Union([Percent('percent of its voting rights when they differ from the shares'), Type.Null()]),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_HOLDINGS },
    ),
  },
  { additionalProperties: false },
);
export type StructureInputData = Static<typeof StructureInput>;

/** States in which the case's data may be changed: not under QA, not decided. */
const ACCEPTS_DATA = new Set(['processing', 'new', 'in_progress', 'data_update_requested', 'recalculate_risk_score']);

/** Checks what the schema cannot: keys, references, the shape each type needs, no self-ownership. */
export function validateStructure(input: StructureInputData, directorIds: ReadonlySet<string>): FieldError[] {
  const details: FieldError[] = [];
  const types = new Map<string, string>();
  const linked = new Set<string>();
  input.entities.forEach((e, i) => {
    const at = `entities[${i}]`;
    if (e.key === ROOT_KEY) details.push({ field: `${at}.key`, message: '"root" names the company under review' });
    else if (types.has(e.key)) details.push({ field: `${at}.key`, message: `"${e.key}" is used twice` });
    types.set(e.key, e.type);
    if (e.type === 'company') {
      if (!e.company) details.push({ field: `${at}.company`, message: 'required for a company' });
      for (const f of ['person', 'director_id', 'control'] as const)
        if (e[f] !== undefined && e[f] !== null) details.push({ field: `${at}.${f}`, message: 'only for a person' });
      const code = e.company?.jurisdiction_code;
      if (e.company && !code)
        details.push({ field: `${at}.company.jurisdiction_code`, message: 'required for a company' });
      else if (code && !jurisdictionByCode(code.toLowerCase()))
        details.push({ field: `${at}.company.jurisdiction_code`, message: `unknown jurisdiction "${code}"` });
    } else {
      if (e.company !== undefined) details.push({ field: `${at}.company`, message: 'only for a company' });
      if (e.listed_on !== undefined && e.listed_on !== null)
        details.push({ field: `${at}.listed_on`, message: 'only for a company' });
      const director = e.director_id ?? null;
      if (director === null && !e.person)
        details.push({ field: `${at}.person`, message: 'required for a person (or director_id)' });
      if (director !== null && e.person)
        details.push({ field: `${at}.person`, message: 'give either person or director_id, not both' });
      if (director !== null && !directorIds.has(director))
        details.push({ field: `${at}.director_id`, message: 'not a director of this verification' });
      else if (director !== null && linked.has(director))
        details.push({ field: `${at}.director_id`, message: 'this director is already an entity' });
      if (director !== null) linked.add(director);
    }
  });
  const pairs = new Set<string>();
  input.holdings.forEach((h, i) => {
    const at = `holdings[${i}]`;
    if (!types.has(h.holder)) details.push({ field: `${at}.holder`, message: `no entity "${h.holder}"` });
    const heldType = h.held === ROOT_KEY ? 'company' : types.get(h.held);
    if (heldType === undefined) details.push({ field: `${at}.held`, message: `no entity "${h.held}"` });
    else if (heldType !== 'company') details.push({ field: `${at}.held`, message: 'only a company has shares' });
    if (h.holder === h.held) details.push({ field: `${at}.held`, message: 'an entity cannot hold itself' });
    const pair = `${h.holder}\u0000${h.held}`;
    if (pairs.has(pair)) details.push({ field: at, message: `"${h.holder}" holds "${h.held}" twice` });
    pairs.add(pair);
  });
  return details;
}

/**
 * Writes a validated structure inside the caller's transaction, replacing the one the case had. A person linked
 * to a director is the director's person; a declared person with the same name and date of birth as a person the
 * case already has (a director, or a shareholder of the structure replaced) is that person, updated, so ids stay
 * stable across replacements. Persons only the old structure named go with it. Answers each key's entity id.
 */
export async function writeCaseStructure(
  trx: Db,
  accountId: string,
  verificationId: string,
  input: StructureInputData,
  now: string,
  /** Filled with each person entity's key → its person's id (the portal attaches a UBO's documents to it). */
  personIdOfKey?: Map<string, string>,
): Promise<Map<string, string>> {
  const [directors, persons] = await Promise.all([
    listDirectorRoles(trx, accountId, verificationId),
    listCasePersons(trx, accountId, verificationId),
  ]);
  const previous = new Set(await deleteCaseStructure(trx, accountId, verificationId));
  const directorPerson = new Map(directors.map((d) => [d.id, d.person_id]));
  const known = new Map<string, string>();
  for (const p of persons) {
    const key = personIdentityKey(p);
    if (key !== null && !known.has(key)) known.set(key, p.id);
  }
  const used = new Set<string>();
  const ids = new Map<string, string>();
  const entities: NewOwnershipEntityRow[] = [];
  for (const [position, e] of input.entities.entries()) {
    const id = uuidv7();
    ids.set(e.key, id);
    let personId: string | null = null;
    if (e.type === 'person') {
      personId = e.director_id ? (directorPerson.get(e.director_id) ?? null) : null;
      if (personId === null && e.person) {
        const person = {
          given_names: e.person.given_names.trim(),
          surname: e.person.surname.trim(),
          date_of_birth: e.person.date_of_birth ?? null,
          nationality: e.person.nationality?.toLowerCase() ?? null,
        };
        const match = known.get(personIdentityKey(person) ?? '');
        if (match !== undefined && !used.has(match)) {
          personId = match;
          // A director's record is the director's to change; a shareholder's takes what was given, never a blank.
          const directorsOwn = directors.some((d) => d.person_id === match);
          if (!directorsOwn && person.nationality !== null)
            await updatePerson(trx, accountId, verificationId, match, {
              nationality: person.nationality,
              updated_at: now,
            });
        } else {
          personId = uuidv7();
          await insertPerson(trx, {
            id: personId,
            account_id: accountId,
            verification_id: verificationId,
            ...person,
            place_of_birth: null,
            sex: null,
            pep: false,
            pep_description: null,
            email: null,
            phone: null,
            address_of_residence: null,
            answered_fields: toJson(Object.keys(e.person)),
            created_at: now,
            updated_at: now,
          });
        }
      }
      if (personId !== null) {
        used.add(personId);
        personIdOfKey?.set(e.key, personId);
      }
    }
    entities.push({
      id,
      account_id: accountId,
      verification_id: verificationId,
      position,
      entity_type: e.type === 'company' ? 'company' : 'person',
      person_id: personId,
      formal_name: e.company?.formal_name.trim() ?? null,
      company_number: e.company?.company_number?.trim() ?? null,
      jurisdiction_code: e.company?.jurisdiction_code?.toLowerCase() ?? null,
      listed_on: e.type === 'company' ? (e.listed_on?.trim() ?? null) : null,
      control_nature: e.control?.nature ?? null,
      control_description: e.control?.description.trim() ?? null,
      created_at: now,
      updated_at: now,
    });
  }
  await insertOwnershipEntities(trx, entities);
  const holdings: NewOwnershipHoldingRow[] = input.holdings.map((h, position) => ({
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    position,
    holder_entity_id: ids.get(h.holder) as string,
    held_entity_id: h.held === ROOT_KEY ? null : (ids.get(h.held) as string),
    shares: h.shares,
    voting_rights: h.voting_rights ?? null,
    created_at: now,
  }));
  await insertOwnershipHoldings(trx, holdings);
  await deleteUnattachedPersons(
    trx,
    accountId,
    verificationId,
    [...previous].filter((id) => !used.has(id)),
  );
  // Written to the case row: its review mark lapses, and its view_version moves (the ownership reads' memo).
  await markTabsChanged(trx, accountId, verificationId, ['structure'], now);
  return ids;
}

/** Checks a structure against the case's directors; throws validation_failed with every problem found. */
export async function checkStructure(db: Db, accountId: string, verificationId: string, input: StructureInputData) {
  const directors = await listDirectorRoles(db, accountId, verificationId);
  const details = validateStructure(input, new Set(directors.map((d) => d.id)));
  if (details.length > 0) throw AppError.validation(details, 'The ownership structure is not valid');
}

/**
 * PUT /verifications/{id}/structure: replaces the declared structure in one transaction, with its audit entry and
 * the `data_changed` webhook. 409 while the case is under QA or decided; 410 once its erasure has started.
 */
export async function replaceCaseStructure(
  ctx: ServiceContext,
  caller: Caller,
  verificationId: string,
  input: StructureInputData,
): Promise<{ entities: { key: string; id: string }[] }> {
  const actor: Actor = caller.actor;
  const accountId = actor.accountId;
  let delivered = 0;
  const ids = await inTransaction(ctx.db, async (trx) => {
    const state = await findVerificationState(trx, accountId, verificationId);
    if (!state) throw AppError.notFound('Verification');
    if (await erasureStartedForUpdate(trx, ctx.dialect, accountId, verificationId))
      throw new AppError('erased', 'The personal data of this verification has been erased');
    if (!ACCEPTS_DATA.has(state.status))
      throw new AppError('conflict', `The verification does not accept data while it is ${state.status}`);
    await checkStructure(trx, accountId, verificationId, input);
    const now = ctx.now();
    const written = await writeCaseStructure(trx, accountId, verificationId, input, now);
    await updateVerification(trx, accountId, verificationId, { updated_at: now, last_data_update: now });
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'structure.replaced',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ entities: input.entities.length, holdings: input.holdings.length }),
      created_at: now,
    });
    // The ownership factor follows the structure (on a decided case it would be an alert; such a case refuses
    // the write above, so here the assessment simply stands anew).
    const riskEvents = await reassessCase(trx, actor, accountId, verificationId, now);
    delivered = await enqueueWebhookEvents(
      ctx,
      trx,
      accountId,
      verificationId,
      [dataChangedEvent(verificationId, 'ownership_structure', now), ...riskEvents],
      now,
    );
    return written;
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  // Like every data change: after the commit, the new or changed shareholders and owners are screened.
  await screenCase(ctx, accountId, verificationId, 'data_change');
  return { entities: [...ids].map(([key, id]) => ({ key, id })) };
}
