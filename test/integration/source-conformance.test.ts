import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runDemo } from '../../src/demo/run-demo.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import {
  type ConformanceException,
  ConformanceTally,
  pathKey,
  type SourceRoute,
  sourceActionRoutes,
  sourceReadRoutes,
} from '../helpers/source-conformance.js';
import { startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/**
 * Dossier as a drop-in for integrators of the source system: every corporate read route both APIs have, over the
 * demo's cases, shows every property of the source's examples with the source's JSON type. A route the source
 * document lists is checked as soon as Dossier's own OpenAPI document has it, so a new route is held to it too.
 * docs/interface.md ("The source system's routes") lists the same exceptions with the same reasons.
 */
export const EXCEPTIONS: readonly ConformanceException[] = [
  {
    property: 'purpose_for_ari10',
    kind: 'missing',
    reason: 'the interface names it purpose_for_asset10: a neutral word in place of the asset name',
  },
  {
    property: 'websites_for_ari10',
    kind: 'missing',
    reason: 'the interface names it websites_for_asset10: a neutral word in place of the asset name',
  },
  ...['brand_name', 'inactive', 'public_stock_exchange', 'date_of_incorporation'].map((property) => ({
    property: `company.${property}`,
    kind: 'nullable' as const,
    reason: 'null when the registry gives none: the source’s own companies list shows it null for such a company',
  })),
  ...['main', 'description', 'additional_keys'].map((property) => ({
    property: `company.industry.${property}`,
    kind: 'nullable' as const,
    reason: 'null when no industry was given: the source’s own companies list shows it null for such a company',
  })),
  ...['person.funds_sources', 'people.funds_sources'].map((property) => ({
    property,
    kind: 'nullable' as const,
    reason: 'null when the integrator or the customer gave none: optional on intake, asked only where a profile does',
  })),
  {
    property: 'sources_of_funds_other',
    kind: 'nullable',
    reason: 'null unless sources_of_funds names `other` (the text says what it is)',
  },
  {
    property: 'line_2',
    kind: 'nullable',
    reason: 'an address’s second line is optional (the source shows its third line null)',
  },
  {
    property: 'audit_log',
    kind: 'shape',
    reason:
      'Dossier’s own audit log (an array of entries with actor, event, states and comment), documented in ' +
      'docs/interface.md; the source’s is its framework’s change records (auditable_type, audited_changes…)',
  },
  {
    property: 'verified_crypto_addresses.assessment',
    kind: 'nullable',
    reason: 'null while the case holding the address is not assessed (the source’s record shows assessment null)',
  },
  ...['redirect_url_success', 'redirect_url_failure'].map((property) => ({
    property,
    kind: 'nullable' as const,
    reason: 'not kept: the portal ends on its own page, so there is nowhere to redirect to',
  })),
  {
    property: 'personal_verifications.invitation_url',
    kind: 'nullable',
    reason: 'only the link’s hash is stored: the link is in the answers to create and resend alone',
  },
  {
    property: 'personal_verifications.external_verification_state',
    kind: 'nullable',
    reason: 'the state of an individual’s own (KYC) verification: Dossier has none',
  },
  {
    property: 'personal_verifications.verification_id',
    kind: 'nullable',
    reason: 'null until the company submits its application (the case exists from then)',
  },
  {
    property: 'invited_by.email',
    kind: 'nullable',
    reason: 'the console user who created the invitation: null when an access token (or the operator) did',
  },
  ...['referral', 'referral_code', 'referral_url'].map((property) => ({
    property: `invited_by_context.${property}`,
    kind: 'nullable' as const,
    reason: 'the context is the reviewing account itself: Dossier has no partner accounts or referral programme',
  })),
  {
    property: 'external_risk_score',
    kind: 'nullable',
    reason: 'null until a risk score is pushed (POST /api/v1/webhooks/external_risk_score): the interface says so',
  },
  {
    property: 'issues.report',
    kind: 'shape',
    reason:
      'a screening hit reports the list entry as its publisher lists it (names, aliases with their quality, dates ' +
      'and places of birth, nationalities, addresses, identifiers, programmes, listing date, remarks, link), in ' +
      'Dossier’s own shape documented in docs/interface.md; the source’s report is its screening vendor’s record ' +
      '(tl_name, pep_type, relatives, positions…), data the official lists Dossier screens against do not have',
  },
  ...['cscore_section', 'trust_report'].map((property) => ({
    property,
    kind: 'missing' as const,
    reason:
      'a blockchain-analytics risk score and trust report from the source’s crypto vendor: Dossier matches an ' +
      'address exactly against the lists’ digital currency addresses (its hits are in `issues`) and scores nothing',
  })),
  ...['given_names', 'surname', 'name', 'root'].map((property) => ({
    property: `labels.${property}`,
    kind: 'missing' as const,
    reason:
      'a graph vertex has its own type’s labels, as in the source’s own example: a Person given_names and surname, ' +
      'a Company name, and root only on the company under review',
  })),
  ...['people.sex', 'people.place_of_birth', 'person.sex', 'person.place_of_birth', 'person.address_of_residence'].map(
    (property) => ({
      property,
      kind: 'nullable' as const,
      reason:
        'null for a shareholder declared through the ownership structure, which asks a person’s names, date of ' +
        'birth and nationality only (a director’s sex, place of birth and address are asked on the director’s form)',
    }),
  ),
  {
    property: 'company.company_type',
    kind: 'nullable',
    reason:
      'null for a corporate shareholder (GET …/companies/{id} of a company of the ownership structure), whose ' +
      'legal form the structure does not ask: it names a company by its name, number and country',
  },
];

const OFAC = join(import.meta.dirname, '../fixtures/screening/ofac-sdn');

interface Target {
  readonly url: string;
}

for (const dialect of testDialects()) {
  describe(`the source system's API, as Dossier serves it [${dialect}]`, () => {
    let t: TestApp;
    let headers: { authorization: string };
    let routes: SourceRoute[];
    let dossierPaths: Set<string>;
    const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
      const response = await t.app.inject({ url, headers });
      return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
    };

    before(async () => {
      t = await startTestApp(dialect);
      const token = await runDemo(t.ctx, () => {});
      headers = { authorization: `Bearer ${token}` };
      // The demo invites nobody: one invitation, through the source system's route, for the invites list.
      const profiles = await t.app.inject({ url: '/api/v1/completeness_profiles', headers });
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invites/corporates',
        headers,
        payload: {
          recipients: [
            {
              email: 'finance@invited.example',
              customer_id: 'invite-001',
              completeness_profile_id: profiles.json().completeness_profiles[0].id,
              company_data: { company_details: { company: { formal_name: 'Invited Ltd', company_number: '1' } } },
            },
          ],
          send_notification: false,
        },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      // The demo runs no ad-hoc check: the OFAC excerpt imported, then one check of each kind, each a hit, so
      // that the checks routes answer with their issues.
      await importScreeningList(t.ctx, 'ofac-sdn', OFAC);
      for (const [url, payload] of [
        [
          'individuals',
          { given_names: 'Ali', surname: 'Khorashadizadeh', date_of_birth: '1979-09-21', nationality: 'ir' },
        ],
        ['companies', { company_name: 'Banco Nacional de Cuba', jurisdiction_code: 'cu', company_number: '1' }],
        ['crypto_address', { address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C', address_type: 'XBT' }],
      ] as const) {
        const check = await t.app.inject({ method: 'POST', url: `/api/v1/checks/${url}`, headers, payload });
        assert.equal(check.statusCode, 201, check.body);
      }
      routes = sourceReadRoutes();
      const openapi = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      dossierPaths = new Set(
        Object.entries(openapi.paths)
          .filter(([, operations]) => 'get' in operations)
          .map(([path]) => pathKey(path)),
      );
    });
    after(() => t.close());

    /** The ids of the first list in a JSON answer (`{"addresses": [{id…}]}` → the ids). */
    const listedIds = (body: unknown): string[] => {
      if (body === null || typeof body !== 'object') return [];
      const list = Object.values(body).find(Array.isArray) as { id?: unknown }[] | undefined;
      return (list ?? []).map((item) => item.id).filter((id): id is string => typeof id === 'string');
    };

    /** Concrete URLs for a source path over the demo's cases, each parameter taken from what Dossier lists. */
    const targets = async (path: string): Promise<Target[]> => {
      const cases = listedIds((await getJson('/api/v1/verifications?limit=100')).body);
      if (path === '/api/v1/companies/{jurisdiction_code}/{company_number}') {
        const urls: Target[] = [];
        for (const id of cases) {
          const companies = (await getJson(`/api/v1/verifications/${id}/companies`)).body as {
            companies: { company_number: string; jurisdiction: { code: string } }[];
          };
          const first = companies.companies[0];
          if (first) urls.push({ url: `/api/v1/companies/${first.jurisdiction.code}/${first.company_number}` });
        }
        return urls;
      }
      if (path === '/api/v1/verified_crypto_address') {
        const urls: Target[] = [];
        for (const id of cases) {
          const [companyId] = listedIds((await getJson(`/api/v1/verifications/${id}/companies`)).body);
          const detail = (await getJson(`/api/v1/verifications/${id}/companies/${companyId}`)).body as {
            company: { crypto_addresses: { address: string }[] };
          };
          for (const a of detail.company.crypto_addresses) {
            urls.push({ url: `${path}?address=${encodeURIComponent(a.address)}` });
          }
        }
        return urls;
      }
      // Walk the path: a parameter after `verifications` is a case; any other is an id the path before it lists.
      let prefixes = [''];
      const segments = path.split('/').slice(1);
      for (const [index, segment] of segments.entries()) {
        if (!segment.startsWith('{')) {
          prefixes = prefixes.map((prefix) => `${prefix}/${segment}`);
          continue;
        }
        const next: string[] = [];
        for (const prefix of prefixes) {
          const ids = segments[index - 1] === 'verifications' ? cases : listedIds((await getJson(prefix)).body);
          for (const id of segments[index - 1] === 'verifications' ? ids : ids.slice(0, 3))
            next.push(`${prefix}/${id}`);
        }
        prefixes = next;
      }
      return prefixes.map((url) => ({ url }));
    };

    it('serves every property of the source document on the routes both have, with the source’s types', async () => {
      const tally = new ConformanceTally(EXCEPTIONS);
      const checked: string[] = [];
      const unobserved: string[] = [];
      const unanswered: string[] = [];
      const lines: string[] = [];
      for (const route of routes) {
        if (!dossierPaths.has(pathKey(route.path))) continue;
        const found = await targets(route.path);
        let answered = 0;
        for (const target of found) {
          const { status, body } = await getJson(target.url);
          if (status !== 200) continue;
          answered++;
          tally.check(route.path, route.shape, body);
        }
        if (answered === 0) {
          unanswered.push(`${route.path}: no demo case gave a 200 answer (tried ${found.length} URLs)`);
          continue;
        }
        checked.push(route.path);
        unobserved.push(...tally.unobserved(route.path, route.shape));
        lines.push(`  ${route.path} (${answered} answers)`);
      }
      const coverage = tally.coverage();
      const names = tally.nameCoverage();
      const missing = [
        ...new Set(tally.findings.filter((f) => f.problem === 'missing').map((f) => `${f.route} ${f.property}`)),
      ];
      const types = [
        ...new Set(
          tally.findings.filter((f) => f.problem === 'type').map((f) => `${f.route} ${f.property}: ${f.detail}`),
        ),
      ];
      console.log(
        [
          `source conformance [${dialect}]: ${coverage.present}/${coverage.places} property places present ` +
            `(${coverage.percent.toFixed(1)} %), ${names.present}/${names.names} property names ` +
            `(${names.percent.toFixed(1)} %) on ${checked.length} routes:`,
          ...lines,
          ...(missing.length > 0 ? ['missing:', ...missing.map((m) => `  ${m}`)] : []),
          ...(types.length > 0 ? ['wrong type:', ...types.map((m) => `  ${m}`)] : []),
          ...(unanswered.length > 0 ? ['not answered:', ...unanswered.map((m) => `  ${m}`)] : []),
          ...(unobserved.length > 0 ? ['not reached by the demo:', ...unobserved.map((m) => `  ${m}`)] : []),
          `exceptions: ${EXCEPTIONS.map((e) => `${e.property} (${e.kind}): ${e.reason}`).join('; ')}`,
        ].join('\n'),
      );
      assert.deepEqual(unanswered, [], 'every route both have answers on the demo');
      assert.ok(checked.length >= 5, `routes checked: ${checked.join(', ')}`);
      assert.deepEqual(missing, [], 'every property the source lists is served');
      assert.deepEqual(types, [], 'every value has the source’s JSON type');
      assert.equal(coverage.percent, 100);
      assert.deepEqual(unobserved, [], 'the demo’s cases reach every place the source shows');
    });

    it('answers the source’s invite actions (create, resend, accept) with every property of its examples', async () => {
      const byPath = new Map(sourceActionRoutes().map((route) => [route.path, route.shape]));
      const tally = new ConformanceTally(EXCEPTIONS);
      const post = async (url: string, payload: object = {}) => {
        const response = await t.app.inject({ method: 'POST', url, headers, payload });
        assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
        return response.json() as unknown;
      };
      // An invitation naming a company the demo completed, so that accepting it shares that case's KYB.
      const [completed] = listedIds((await getJson('/api/v1/verifications?status=completed&limit=1')).body);
      assert.ok(completed, 'the demo completed a case');
      const { companies } = (await getJson(`/api/v1/verifications/${completed}/companies`)).body as {
        companies: { formal_name: string; company_number: string; jurisdiction: { code: string } }[];
      };
      const company = companies[0] as (typeof companies)[number];
      const profiles = (await getJson('/api/v1/completeness_profiles')).body as {
        completeness_profiles: { id: string }[];
      };
      const created = (await post('/api/v1/invites/corporates', {
        recipients: [
          {
            email: 'kyc@known.example',
            completeness_profile_id: profiles.completeness_profiles[0]?.id,
            company_data: { company_details: { company } },
          },
        ],
        send_notification: false,
      })) as { invites: { id: string }[] };
      const id = created.invites[0]?.id as string;
      const resent = await post(`/api/v1/invites/corporates/${id}/resend`);
      const accepted = (await post(`/api/v1/invites/corporates/${id}/accept`)) as { invite: { state: string } };
      assert.equal(accepted.invite.state, 'completed');
      const answers: [string, unknown][] = [
        ['/api/v1/invites/corporates', created],
        ['/api/v1/invites/corporates/{id}/resend', resent],
        ['/api/v1/invites/corporates/{id}/accept', accepted],
      ];
      const unobserved: string[] = [];
      for (const [path, body] of answers) {
        const shape = byPath.get(path);
        assert.ok(shape, `the source document has an example answer for POST ${path}`);
        tally.check(path, shape, body);
        unobserved.push(...tally.unobserved(path, shape));
      }
      const coverage = tally.coverage();
      console.log(
        `source conformance of the invite actions [${dialect}]: ${coverage.present}/${coverage.places} property ` +
          `places present (${coverage.percent.toFixed(1)} %)`,
      );
      assert.deepEqual(
        tally.findings.map((f) => `${f.route} ${f.property}: ${f.problem} ${f.detail}`),
        [],
        'every property the source lists, with its type',
      );
      assert.equal(coverage.percent, 100);
      assert.deepEqual(unobserved, []);
    });
  });
}
