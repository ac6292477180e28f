import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmailAddress, isWebAddress, missingOnStep } from '../../web/portal/lib/validation.js';

describe('portal validation: e-mail and web addresses checked when a field is left', () => {
  it('takes e-mail addresses as people write them, and blank (required or not is decided elsewhere)', () => {
    for (const ok of ['ops@acme.example', ' Finance.Team+kyb@acme.co.uk ', 'rūta@pavyzdys.lt', '']) {
      assert.equal(isEmailAddress(ok), true, ok);
    }
  });

  it('refuses what cannot be an e-mail address', () => {
    for (const bad of [
      'ops',
      'ops@',
      '@acme.example',
      'ops@acme',
      'ops@@acme.example',
      'o ps@acme.example',
      'ops@acme.',
    ]) {
      assert.equal(isEmailAddress(bad), false, bad);
    }
  });

  it('takes web addresses with or without their scheme', () => {
    for (const ok of ['https://acme.example', 'http://acme.example/about', 'acme.example', 'www.acme.co.uk/kyb', '']) {
      assert.equal(isWebAddress(ok), true, ok);
    }
  });

  it('refuses what cannot be a web address', () => {
    for (const bad of [
      'acme',
      'https://acme',
      'ftp://acme.example',
      'acme .example',
      'https://',
      'javascript:alert(1)',
    ]) {
      assert.equal(isWebAddress(bad), false, bad);
    }
  });
});

describe('portal validation: what "Continue" names as missing', () => {
  const groups = [
    {
      step: 'company',
      items: [
        { id: 'company-formal_name', label: 'Company name', done: true, focusId: 'company-formal_name' },
        { id: 'company-company_number', label: 'Company number', done: false, focusId: 'company-company_number' },
        { id: 'company-website', label: 'Website', done: false, focusId: 'company-website' },
      ],
    },
    {
      step: 'people',
      items: [{ id: 'directors-none', label: 'A director', done: false, focusId: 'add-director' }],
    },
  ];

  it('lists the step’s lines not done, first first, and nothing of other steps', () => {
    assert.deepEqual(
      missingOnStep(groups, 'company').map((i) => i.focusId),
      ['company-company_number', 'company-website'],
    );
    assert.deepEqual(
      missingOnStep(groups, 'people').map((i) => i.label),
      ['A director'],
    );
  });

  it('is empty for a step with nothing missing, or with no checklist lines', () => {
    assert.deepEqual(
      missingOnStep(
        [{ step: 'company', items: [{ label: 'Company name', done: true, focusId: 'company-formal_name' }] }],
        'company',
      ),
      [],
    );
    assert.deepEqual(missingOnStep(groups, 'documents'), []);
  });
});
