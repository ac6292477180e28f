import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assessRisk,
  canonicalModel,
  checkRiskModel,
  DEFAULT_RISK_MODEL,
  effectiveLevel,
  levelForScore,
  monthsBetween,
  overrideNeedsQa,
  type RiskInputs,
  type RiskModel,
  volumeAmount,
} from '../../src/domain/risk-model.js';
import { defaultCountryTier } from '../../src/reference/country-risk-lists.js';
import { defaultIndustryTier } from '../../src/reference/industry-risk.js';

/** A plain case: a German software company, incorporated long ago, small volume, nothing declared. */
function plain(overrides: Partial<RiskInputs> = {}): RiskInputs {
  return {
    asOf: '2026-11-26',
    company: {
      country: 'de',
      industryDivision: 62,
      dateOfIncorporation: '2010-05-01',
      expectedMonthlyVolume: '< 100000 EUR',
    },
    relatedParties: [],
    people: [{ label: 'director Jane Doe', pepDeclared: false }],
    cryptoAddresses: [],
    externalScore: null,
    missing: [],
    ...overrides,
  };
}

const m = DEFAULT_RISK_MODEL;

function keys(inputs: RiskInputs, model: RiskModel = m) {
  return assessRisk(model, inputs).factors.map((f) => `${f.key}:${f.points}`);
}

describe('the risk model: each factor', () => {
  it('a plain case fires nothing and is low, with ownership and screening absent (not zero)', () => {
    const r = assessRisk(m, plain());
    assert.deepEqual(r.factors, []);
    assert.equal(r.score, 0);
    assert.equal(r.level, 'low');
    assert.deepEqual(r.absent, ['ownership', 'screening']);
  });

  it('jurisdiction: a call-for-action country is high (+40), a grey-list one medium (+20), for every party', () => {
    assert.deepEqual(keys(plain({ company: { ...plain().company, country: 'IR' } })), ['jurisdiction:40']);
    assert.deepEqual(keys(plain({ company: { ...plain().company, country: 'bg' } })), ['jurisdiction:20']);
    const r = assessRisk(m, plain({ relatedParties: [{ label: 'related company Holdco', country: 'sy' }] }));
    assert.equal(r.factors.length, 1);
    assert.match(
      r.factors[0]?.reason ?? '',
      /related company Holdco is in SY, .*EU high-risk third countries, 2025-08-05/,
    );
    assert.equal(r.factors[0]?.points, 40);
  });

  it('jurisdiction: the account overrides a country either way', () => {
    const model: RiskModel = { ...m, jurisdiction: { ...m.jurisdiction, countries: { ir: 'low', de: 'high' } } };
    const r = assessRisk(model, plain({ relatedParties: [{ label: 'UBO A', country: 'ir' }] }));
    assert.deepEqual(
      r.factors.map((f) => [f.points, f.reason]),
      [[40, 'the company is in DE, the account rates it so (high): +40']],
    );
  });

  it('industry: money services (64) high +30, real estate (68) medium +15, software (62) nothing, overridable', () => {
    assert.deepEqual(keys(plain({ company: { ...plain().company, industryDivision: 64 } })), ['industry:30']);
    assert.deepEqual(keys(plain({ company: { ...plain().company, industryDivision: 68 } })), ['industry:15']);
    const model: RiskModel = { ...m, industry: { ...m.industry, divisions: { '62': 'medium' } } };
    assert.deepEqual(keys(plain(), model), ['industry:15']);
  });

  it('PEP: a director declared PEP: +30, once per person even when screening also matched them', () => {
    const people = [{ label: 'director John Roe', pepDeclared: true, pepDescription: 'former minister' }];
    const r = assessRisk(m, plain({ people }));
    assert.deepEqual(
      r.factors.map((f) => f.reason),
      ['director John Roe declared PEP (former minister): +30'],
    );
    const both = assessRisk(
      m,
      plain({
        people,
        screening: { sanctionMatches: [], pepMatches: [{ subject: 'director John Roe' }, { subject: 'UBO Ann' }] },
      }),
    );
    assert.deepEqual(
      both.factors.map((f) => `${f.key}:${f.points}`),
      ['pep:30', 'pep:30'],
    );
    assert.equal(both.score, 60);
    assert.equal(both.level, 'high');
    assert.deepEqual(both.absent, ['ownership']);
  });

  it('PEP: labels that name roles may repeat; a ref tells two directors apart and one person counts once', () => {
    const people = [
      { label: 'a director (Director)', ref: 'director:1', pepDeclared: true },
      { label: 'a director (Director)', ref: 'director:2', pepDeclared: false },
    ];
    const r = assessRisk(
      m,
      plain({
        people,
        screening: {
          sanctionMatches: [],
          pepMatches: [
            { subject: 'a director (Director)', ref: 'director:1' },
            { subject: 'a director (Director)', ref: 'director:2' },
          ],
        },
      }),
    );
    assert.deepEqual(
      r.factors.map((f) => f.reason),
      ['a director (Director) declared PEP: +30', 'a director (Director) is a true PEP screening match: +30'],
    );
    assert.equal(r.score, 60);
  });

  it('ownership (when given): extra layers, traced below 75 %, circular, other control, and shareholders’ countries', () => {
    const r = assessRisk(
      m,
      plain({
        ownership: {
          layers: 4,
          tracedPercent: 60,
          circular: true,
          otherControl: ['nominee director'],
          parties: [{ label: 'shareholder Offshore Ltd', country: 'vg' }],
        },
      }),
    );
    assert.deepEqual(
      r.factors.map((f) => `${f.key}:${f.points}`),
      [
        'jurisdiction:20',
        'ownership_layers:20',
        'ownership_traced:20',
        'ownership_circular:25',
        'ownership_other_control:15',
      ],
    );
    assert.equal(r.score, 100);
    assert.equal(r.level, 'high');
    assert.deepEqual(r.absent, ['screening']);
    const clean = assessRisk(
      m,
      plain({ ownership: { layers: 2, tracedPercent: 100, circular: false, otherControl: [], parties: [] } }),
    );
    assert.deepEqual(clean.factors, []);
    assert.deepEqual(clean.absent, ['screening']);
  });

  it('crypto: addresses present +10, unverified ownership +15 more', () => {
    assert.deepEqual(keys(plain({ cryptoAddresses: [{ address: 'bc1q', verified: true }] })), ['crypto:10']);
    const r = assessRisk(
      m,
      plain({
        cryptoAddresses: [
          { address: 'bc1q', verified: true },
          { address: '0xabc', verified: false },
        ],
      }),
    );
    assert.deepEqual(
      r.factors.map((f) => f.reason),
      ['2 crypto addresses: +10', '1 crypto address without verified ownership: +15'],
    );
    assert.equal(r.level, 'medium');
  });

  it('volume bands: the highest band passed applies', () => {
    const at = (v: string) => keys(plain({ company: { ...plain().company, expectedMonthlyVolume: v } }));
    assert.deepEqual(at('100000-1000000 EUR'), []);
    assert.deepEqual(at('1000000-5000000 EUR'), ['volume:10']);
    assert.deepEqual(at('> 5000000 EUR'), ['volume:20']);
    assert.deepEqual(at('about two million'), []);
    assert.equal(volumeAmount('1,500,000 USD'), 1_500_000);
  });

  it('company age: under 12 months +15, under 24 months +5, older nothing', () => {
    const at = (d: string) => keys(plain({ company: { ...plain().company, dateOfIncorporation: d } }));
    assert.deepEqual(at('2026-06-01'), ['company_age:15']);
    assert.deepEqual(at('2025-11-27'), ['company_age:15']);
    assert.deepEqual(at('2025-11-26'), ['company_age:5']);
    assert.deepEqual(at('2024-11-26'), []);
    assert.equal(monthsBetween('2024-02-29', '2025-02-28'), 11);
    assert.equal(monthsBetween('2024-01-31', '2024-03-01'), 1);
  });

  it('incomplete onboarding +15 names what is missing; no profile to judge by fires nothing', () => {
    const r = assessRisk(m, plain({ missing: ['company documents', 'director passport'] }));
    assert.deepEqual(
      r.factors.map((f) => f.reason),
      ['onboarding incomplete (company documents, director passport): +15'],
    );
    assert.deepEqual(keys(plain({ missing: null })), []);
  });

  it('the external risk score is one factor: its bracket mapped to points', () => {
    assert.deepEqual(keys(plain({ externalScore: 'low' })), []);
    assert.deepEqual(keys(plain({ externalScore: 'medium' })), ['external_risk_score:15']);
    assert.deepEqual(keys(plain({ externalScore: 'high' })), ['external_risk_score:30']);
  });
});

describe('the risk model: thresholds, prohibited, override, versions', () => {
  it('maps the sum to a level at the thresholds exactly', () => {
    assert.equal(levelForScore(m, 24), 'low');
    assert.equal(levelForScore(m, 25), 'medium');
    assert.equal(levelForScore(m, 49), 'medium');
    assert.equal(levelForScore(m, 50), 'high');
    assert.equal(levelForScore(m, 119), 'high');
    assert.equal(levelForScore(m, 120), 'prohibited');
    assert.equal(levelForScore({ ...m, thresholds: { medium: 25, high: 50, prohibited: null } }, 1000), 'high');
  });

  it('a hand-worked high case: Iranian payment company with a PEP director and new incorporation', () => {
    const r = assessRisk(
      m,
      plain({
        company: {
          country: 'ir',
          industryDivision: 66,
          dateOfIncorporation: '2026-03-01',
          expectedMonthlyVolume: null,
        },
        people: [{ label: 'director A', pepDeclared: true }],
      }),
    );
    // 40 (IR) + 30 (NACE 66) + 15 (under 12 months) + 30 (PEP) = 115: high, below prohibited at 120.
    assert.equal(r.score, 115);
    assert.equal(r.level, 'high');
    const more = assessRisk(
      m,
      plain({
        company: {
          country: 'ir',
          industryDivision: 66,
          dateOfIncorporation: '2026-03-01',
          expectedMonthlyVolume: '> 5000000',
        },
        people: [{ label: 'director A', pepDeclared: true }],
      }),
    );
    assert.equal(more.score, 135);
    assert.equal(more.level, 'prohibited');
  });

  it('a true sanction match is prohibited by itself, whatever the points', () => {
    const r = assessRisk(
      m,
      plain({ screening: { sanctionMatches: [{ subject: 'director Jane Doe', list: 'OFAC SDN' }], pepMatches: [] } }),
    );
    assert.equal(r.score, 0);
    assert.equal(r.level, 'prohibited');
    assert.deepEqual(r.factors, [
      { key: 'sanction', points: 0, reason: 'director Jane Doe is a true sanction match on OFAC SDN: prohibited' },
    ]);
  });

  it('an override stands instead of the computed level; lowering it needs QA only with four eyes on', () => {
    const o = {
      level: 'medium' as const,
      reason: 'long-standing client',
      by: 'user:1',
      at: '2026-11-26T10:00:00.000Z',
    };
    assert.equal(effectiveLevel('high', o), 'medium');
    assert.equal(effectiveLevel('high', null), 'high');
    assert.equal(overrideNeedsQa('high', 'medium', true), true);
    assert.equal(overrideNeedsQa('high', 'medium', false), false);
    assert.equal(overrideNeedsQa('medium', 'high', true), false);
    assert.equal(overrideNeedsQa('high', 'high', true), false);
  });

  it('a model change is a new version; an assessment made under the old one keeps what it said', () => {
    const inputs = plain({ company: { ...plain().company, industryDivision: 68 } });
    const v1 = { version: 1, model: m, result: assessRisk(m, inputs) };
    const changed: RiskModel = { ...m, industry: { ...m.industry, medium: 30 } };
    assert.notEqual(canonicalModel(changed), canonicalModel(m));
    assert.equal(
      canonicalModel({ ...m }),
      canonicalModel(m),
      'the same values in another key order are the same version',
    );
    const v2 = { version: 2, model: changed, result: assessRisk(changed, inputs) };
    assert.equal(v1.result.level, 'low');
    assert.equal(v1.result.score, 15);
    assert.equal(v2.result.level, 'medium');
    assert.equal(v2.result.score, 30);
    assert.equal(v1.version, 1);
  });

  it('refuses thresholds out of order, unknown codes and tiers', () => {
    assert.deepEqual(checkRiskModel(m), []);
    const bad = {
      ...m,
      thresholds: { medium: 50, high: 40, prohibited: 30 },
      jurisdiction: { ...m.jurisdiction, countries: { IRN: 'high' as const } },
      industry: { ...m.industry, divisions: { '100': 'low' as const } },
    };
    assert.deepEqual(
      checkRiskModel(bad).map((e) => e.field),
      ['thresholds.high', 'thresholds.prohibited', 'jurisdiction.countries.IRN', 'industry.divisions.100'],
    );
  });
});

describe('risk reference data', () => {
  it('rates countries by the lists with their dates, and industries by the documented default', () => {
    assert.equal(defaultCountryTier('kp').tier, 'high');
    assert.equal(defaultCountryTier('AF').tier, 'high');
    assert.equal(defaultCountryTier('bg').tier, 'medium');
    assert.equal(defaultCountryTier('fr').tier, 'low');
    assert.equal(defaultIndustryTier(92), 'high');
    assert.equal(defaultIndustryTier(64), 'high');
    assert.equal(defaultIndustryTier(68), 'medium');
    assert.equal(defaultIndustryTier(1), 'low');
  });
});
