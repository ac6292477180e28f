import { findAccountByNameUnscoped } from '../db/repositories/accounts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { existingCustomerIds, updateVerificationIfStatus } from '../db/repositories/verifications-repository.js';
import { REVIEW_TABS } from '../domain/review-progress.js';
import { uuidv7 } from '../domain/uuid.js';
import { createAccessToken } from '../services/access-tokens.js';
import { configureAccount, createAccount } from '../services/accounts.js';
import { replaceCaseStructure } from '../services/case-structure.js';
import { assignCase, setTabReviewed } from '../services/case-work.js';
import { createCompletenessProfile, listCompletenessProfiles } from '../services/completeness-profiles.js';
import { createDocument } from '../services/document-upload.js';
import { recordExternalRiskScore } from '../services/external-risk-score.js';
import type { Actor, ServiceContext } from '../services/service-context.js';
import { findUserByEmail } from '../services/users.js';
import { createVerification } from '../services/verification-intake.js';
import { listDirectors } from '../services/verification-reads.js';
import { transitionVerification } from '../services/verification-transitions.js';
import { createWebhookEndpoint, listWebhookEndpoints } from '../services/webhook-endpoints.js';
import { type DemoCase, demoCase, nameSlug } from './demo-companies.js';
import { passportPng, textPdf } from './demo-files.js';
import { DEMO_PROFILES } from './demo-profiles.js';
import { DemoRandom } from './demo-random.js';
import { DEMO_STRUCTURE_KINDS, demoStructure } from './demo-structures.js';
import { assignDemoCases, DEMO_USERS, ensureDemoUsers } from './demo-users.js';

export const DEMO_ACCOUNT_NAME = 'Dossier Demo';
export const DEMO_CASES = 32;
/** Where the demo's (disabled) webhook endpoint points: run any receiver there and enable the endpoint. */
export const DEMO_WEBHOOK_URL = 'http://localhost:9000/dossier-webhooks';

/** The state each demo case ends in: every state of the life cycle, four cases each. */
const TARGETS = [
  'new',
  'in_progress',
  'data_update_requested',
  'recalculate_risk_score',
  'qa',
  'completed',
  'rejected',
  'processing',
] as const;
type Target = (typeof TARGETS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The same services, with the clock set to a moment of the case's history. */
function at(ctx: ServiceContext, ms: number): ServiceContext {
  const iso = new Date(ms).toISOString();
  return { ...ctx, now: () => iso };
}

async function uploadDocuments(ctx: ServiceContext, actor: Actor, verificationId: string, demo: DemoCase) {
  const directors = await listDirectors(ctx, actor.accountId, verificationId);
  const passports = await Promise.all(demo.people.map((person) => passportPng(person)));
  for (const [i, director] of directors.entries()) {
    const person = demo.people[i];
    const png = passports[i];
    if (!person || !png) continue;
    await createDocument(
      ctx,
      actor,
      verificationId,
      {
        person_id: director.person.id,
        document_type: 'passport',
        number: person.passportNumber,
        country_of_issue: person.nationality,
        date_of_issue: person.passportIssued,
        expiration_date: person.passportExpires,
      },
      [
        {
          blob: await ctx.blobs.putBuffer(png),
          filename: `passport-${nameSlug(person.surname, '-')}.png`,
        },
      ],
    );
  }
  const certificate = textPdf('Certificate of Incorporation', [
    `Company name: ${demo.companyName}`,
    `Company number: ${demo.companyNumber}`,
    `Date of incorporation: ${demo.incorporated}`,
    `Registered by: ${demo.authority}`,
    '',
    'This is to certify that the company named above is incorporated under the applicable law',
    'and that the company is limited.',
  ]);
  await createDocument(
    ctx,
    actor,
    verificationId,
    {
      document_type: 'certificate_of_incorporation',
      name: 'certificate-of-incorporation.pdf',
      date_of_issue: demo.incorporated,
    },
    [{ blob: await ctx.blobs.putBuffer(certificate), filename: 'certificate-of-incorporation.pdf' }],
  );
  if (Number(demo.customerId.slice(-1)) % 2 === 0) {
    const extract = textPdf('Extract from the Commercial Register', [
      `Name: ${demo.companyName}`,
      `Registration number: ${demo.companyNumber}`,
      `Directors: ${demo.people.map((p) => `${p.givenNames} ${p.surname}`).join(', ')}`,
      'Status: active',
    ]);
    await createDocument(
      ctx,
      actor,
      verificationId,
      { document_type: 'registry_extract', name: 'registry-extract.pdf' },
      [{ blob: await ctx.blobs.putBuffer(extract), filename: 'registry-extract.pdf' }],
    );
  } else {
    // The other half prove where the company works from (the source system's proof_of_office_address).
    const office = demo.intake.company.office_address;
    const bill = textPdf('Utility bill', [
      `Customer: ${demo.companyName}`,
      `Supply address: ${office ? `${office.line1}, ${office.city}` : 'on file'}`,
      'Electricity, quarterly statement',
    ]);
    await createDocument(ctx, actor, verificationId, { document_type: 'proof_of_address', name: 'utility-bill.pdf' }, [
      { blob: await ctx.blobs.putBuffer(bill), filename: 'utility-bill.pdf' },
    ]);
  }
}

/** Who works the demo's cases: the officer reviews (and is assigned by starting), the QA officer does QA. */
interface DemoTeam {
  readonly officer: Actor;
  readonly qa: Actor;
}

/**
 * Walks a case through the real transitions to its target state, with risk scores and comments on the way, under
 * the demo account's rules: the officer starts it (and so takes it), marks every tab reviewed before sending it to
 * QA or rejecting it, names the QA officer as its QA reviewer, and the QA officer completes it.
 */
async function driveTo(
  ctx: ServiceContext,
  actor: Actor,
  team: DemoTeam,
  verificationId: string,
  target: Target,
  createdMs: number,
  random: DemoRandom,
  profileId: string | undefined,
) {
  let clock = createdMs + HOUR;
  const step = () => {
    clock += random.int(2, 30) * HOUR;
    return at(ctx, clock);
  };
  if (target === 'new') return;
  if (target === 'processing') {
    // Only the system puts a case in processing (files being processed after submission): set it directly.
    const now = step().now();
    await updateVerificationIfStatus(ctx.db, actor.accountId, verificationId, 'new', {
      status: 'processing',
      updated_at: now,
      // Processing has no service level: the deadline of `new` it leaves goes with it, as in a transition.
      due_at: null,
    });
    await appendAuditLog(ctx.db, {
      id: uuidv7(),
      account_id: actor.accountId,
      verification_id: verificationId,
      actor_type: 'system',
      actor_id: null,
      action: 'demo.status_set',
      from_state: 'new',
      to_state: 'processing',
      comment: 'Demo: files of a resubmission are being processed',
      data: null,
      created_at: now,
    });
    return;
  }
  await transitionVerification(step(), team.officer, verificationId, 'start', {});
  if (target === 'in_progress') return;
  if (target === 'data_update_requested') {
    await transitionVerification(step(), team.officer, verificationId, 'request_data_update', {
      completeness_profile_id: profileId,
      comment: 'Please upload a recent proof of address for every director and complete the AML contact details.',
    });
    return;
  }
  const level = random.pick(['low', 'medium', 'high'] as const);
  await recordExternalRiskScore(step(), actor, {
    verificationId,
    simple: level,
    score: `${level === 'low' ? random.int(5, 30) : level === 'medium' ? random.int(31, 65) : random.int(66, 95)}%`,
    reasons:
      level === 'low'
        ? []
        : random.pick([
            ['PEP among directors'],
            ['High-risk jurisdiction exposure', 'Crypto activity'],
            ['Adverse media'],
          ]),
  });
  if (target === 'recalculate_risk_score') {
    await transitionVerification(step(), team.officer, verificationId, 'request_risk_score_update', {});
    return;
  }
  const reviewed = step();
  for (const tab of REVIEW_TABS) await setTabReviewed(reviewed, team.officer, verificationId, tab, true);
  if (target === 'rejected') {
    await transitionVerification(step(), team.officer, verificationId, 'rejected', {
      rejection_comment: 'Ultimate beneficial owners could not be verified; the source of funds is unexplained.',
    });
    return;
  }
  const assessment = level === 'low' ? 'risk_low' : level === 'medium' ? 'risk_medium' : 'risk_high';
  await transitionVerification(step(), team.officer, verificationId, 'qa', {
    assessment,
    assessment_comment: 'Documents verified against the registry; directors screened, no sanctions hits.',
    qa_reviewer_id: team.qa.id ?? undefined,
  });
  if (target === 'qa') {
    // Handed to the QA officer, as a team would.
    await assignCase(step(), team.officer, verificationId, team.qa.id);
    return;
  }
  await transitionVerification(step(), team.qa, verificationId, 'complete', { assessment });
}

async function demoTeam(ctx: ServiceContext, accountId: string): Promise<DemoTeam> {
  const officer = await findUserByEmail(ctx, accountId, 'officer@demo.dossier.test');
  const qa = await findUserByEmail(ctx, accountId, 'qa@demo.dossier.test');
  if (!officer || !qa) throw new Error('the demo users are missing');
  return { officer: { type: 'user', id: officer.id, accountId }, qa: { type: 'user', id: qa.id, accountId } };
}

async function ensureProfiles(ctx: ServiceContext, accountId: string): Promise<Map<string, string>> {
  const existing = await listCompletenessProfiles(ctx, accountId, true);
  const ids = new Map(existing.map((p) => [p.name, p.id]));
  for (const profile of DEMO_PROFILES) {
    if (!ids.has(profile.name)) ids.set(profile.name, (await createCompletenessProfile(ctx, accountId, profile)).id);
  }
  return ids;
}

async function ensureWebhookEndpoint(ctx: ServiceContext, accountId: string): Promise<void> {
  if ((await listWebhookEndpoints(ctx, accountId)).length > 0) return;
  await createWebhookEndpoint({ ...ctx, webhookAllowPrivate: true }, accountId, {
    url: DEMO_WEBHOOK_URL,
    description: 'Demo endpoint, disabled: run a receiver at this address (or change it) and enable it',
    enabled: false,
  });
}

/**
 * Creates the demo account with realistic cases in every state, or completes it when it exists (cases are keyed
 * by customer_id demo-001…, so nothing is duplicated), and returns a fresh access token for it.
 */
export async function runDemo(
  ctx: ServiceContext,
  log: (line: string) => void,
  options: { password?: string } = {},
): Promise<string> {
  const account =
    (await findAccountByNameUnscoped(ctx.db, DEMO_ACCOUNT_NAME)) ?? (await createAccount(ctx, DEMO_ACCOUNT_NAME));
  const actor: Actor = { type: 'cli', id: null, accountId: account.id };
  // The demo runs the rules a careful team would: QA (four eyes) and every section marked reviewed first.
  await configureAccount(ctx, account.id, { requiresQa: true, requireReviewMarks: true });
  const users = await ensureDemoUsers(ctx, account.id, options.password);
  const team = await demoTeam(ctx, account.id);
  const profiles = await ensureProfiles(ctx, account.id);
  await ensureWebhookEndpoint(ctx, account.id);
  const customerIds = Array.from({ length: DEMO_CASES }, (_, i) => `demo-${String(i + 1).padStart(3, '0')}`);
  const present = await existingCustomerIds(ctx.db, account.id, customerIds);
  const nowMs = Date.parse(ctx.now());
  let created = 0;
  for (let n = 1; n <= DEMO_CASES; n++) {
    // Each case has its own seed, so a missing case is rebuilt exactly as it would have been.
    const random = new DemoRandom(0x5eed + n * 7919);
    const demo = demoCase(n, random);
    if (present.has(demo.customerId)) continue;
    const createdMs = nowMs - (DEMO_CASES - n + 1) * 2.7 * DAY - random.int(0, 20) * HOUR;
    const verification = await createVerification(at(ctx, createdMs), actor, demo.intake);
    await uploadDocuments(at(ctx, createdMs + 10 * 60_000), actor, verification.id, demo);
    // The first cases each show one shape of ownership structure (simple, three layers, joint venture, ...).
    const kind = DEMO_STRUCTURE_KINDS[n - 1];
    if (kind !== undefined) {
      const [director] = await listDirectors(ctx, account.id, verification.id);
      if (director) {
        await replaceCaseStructure(
          at(ctx, createdMs + 20 * 60_000),
          { actor, role: 'cli' },
          verification.id,
          demoStructure(kind, director.id),
        );
      }
    }
    const target = TARGETS[n % TARGETS.length] as Target;
    await driveTo(ctx, actor, team, verification.id, target, createdMs, random, profiles.get(DEMO_PROFILES[1].name));
    created++;
    log(`demo: ${demo.customerId} ${demo.companyName} → ${target}`);
  }
  log(
    created === 0
      ? `demo: account "${DEMO_ACCOUNT_NAME}" (${account.id}) is complete`
      : `demo: created ${created} cases in account "${DEMO_ACCOUNT_NAME}" (${account.id})`,
  );
  await assignDemoCases(ctx, account.id);
  const consoleUrl = `${ctx.publicUrl.replace(/\/+$/, '')}/console/`;
  log(`demo: sign in at ${consoleUrl} as ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  log(
    users.generated
      ? `demo: password (generated; set DOSSIER_DEMO_PASSWORD to choose one): ${users.password}`
      : 'demo: password: the value of DOSSIER_DEMO_PASSWORD',
  );
  const { token } = await createAccessToken(ctx, account.id, `demo ${ctx.now()}`);
  return token;
}
