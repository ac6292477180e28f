import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  dataUpdateRequestMail,
  escapeHtml,
  formatMailDate,
  invitationMail,
  type MailContent,
  newLinkMail,
  submissionReceivedMail,
  userInvitationMail,
} from '../../src/mail/mail-templates.js';
import { decideMailAttempt, MAIL_RETRY_DELAYS_MS } from '../../src/mail/mail-worker.js';

const URL_ = 'https://dossier.example/portal/#token=dsi_abc&x=1';
const EXPIRES = '2031-03-05T14:30:00.000Z';
const HOSTILE = '<script>alert("x")</script> & Co';
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co';

/** The HTML holds no markup that came from input: no script, no event handler, no unknown tag. */
function assertNoInjectedMarkup(mail: MailContent): void {
  assert.equal(mail.html.includes('<script'), false);
  assert.equal(/<\w+[^>]*\son\w+=/.test(mail.html), false);
  const tags = new Set([...mail.html.matchAll(/<([a-z0-9]+)/gi)].map((m) => (m[1] ?? '').toLowerCase()));
  const allowed = [
    'html',
    'head',
    'meta',
    'title',
    'body',
    'div',
    'table',
    'tr',
    'td',
    'h1',
    'p',
    'a',
    'ul',
    'li',
    'br',
  ];
  for (const tag of tags) assert.ok([...allowed, 'blockquote'].includes(tag), `unexpected <${tag}>`);
}

function assertLinkTwice(mail: MailContent, url: string): void {
  const escaped = escapeHtml(url);
  assert.equal(mail.html.split(`href="${escaped}"`).length - 1, 2, 'a button and a plain link');
  assert.ok(mail.html.includes(`>${escaped}</a>`), 'the link is also shown as text');
  assert.ok(mail.text.includes(url), 'the text part carries the link as it is');
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    assert.equal(escapeHtml('plain text'), 'plain text');
  });
});

describe('formatMailDate', () => {
  it('says the date in UTC, whatever the machine zone', () => {
    assert.equal(formatMailDate(EXPIRES), '5 March 2031, 14:30 UTC');
    assert.equal(formatMailDate('2030-12-31T23:05:59.999Z'), '31 December 2030, 23:05 UTC');
  });
  it('refuses what is not a timestamp', () => {
    assert.throws(() => formatMailDate('soon'));
  });
});

describe('invitationMail', () => {
  const mail = invitationMail({
    accountName: 'Acme Bank',
    url: URL_,
    expiresAt: EXPIRES,
    companyName: 'Northwind Ltd',
  });

  it('invites, lists what to prepare, gives the link and its expiry', () => {
    assert.equal(mail.subject, 'Acme Bank invites you to complete your company verification');
    for (const part of [mail.text, mail.html]) {
      assert.match(part, /Acme Bank invites you to complete your company verification/);
      assert.match(part, /Northwind Ltd/);
      assert.match(part, /passport or identity card/);
      assert.match(part, /5 March 2031, 14:30 UTC/);
    }
    assertLinkTwice(mail, URL_);
    assert.match(mail.html, /^<!doctype html>/);
    assert.match(mail.html, /Start the verification<\/a>/);
    assertNoInjectedMarkup(mail);
  });

  it('works without a company name', () => {
    const plain = invitationMail({ accountName: 'Acme Bank', url: URL_, expiresAt: EXPIRES });
    assert.doesNotMatch(plain.text, / of null|undefined/);
  });

  it('escapes the account and company names in the HTML and keeps the subject on one line', () => {
    const hostile = invitationMail({
      accountName: `${HOSTILE}\r\nBcc: victim@example.com`,
      url: URL_,
      expiresAt: EXPIRES,
      companyName: HOSTILE,
    });
    assert.ok(hostile.html.includes(HOSTILE_ESCAPED));
    assertNoInjectedMarkup(hostile);
    assert.equal(/[\r\n]/.test(hostile.subject), false);
  });

  it('refuses a link that is not http(s)', () => {
    assert.throws(() => invitationMail({ accountName: 'A', url: 'javascript:alert(1)', expiresAt: EXPIRES }));
  });
});

describe('newLinkMail', () => {
  it('gives the fresh link and its expiry', () => {
    const mail = newLinkMail({ accountName: HOSTILE, url: URL_, expiresAt: EXPIRES });
    assert.equal(mail.subject, `Your new link to the ${HOSTILE} verification`);
    assert.match(mail.text, /You asked for a new link/);
    assert.match(mail.html, /5 March 2031, 14:30 UTC/);
    assert.ok(mail.html.includes(HOSTILE_ESCAPED));
    assertLinkTwice(mail, URL_);
    assertNoInjectedMarkup(mail);
  });
});

describe('dataUpdateRequestMail', () => {
  it("shows the officer's comment and every requested item, escaped", () => {
    const mail = dataUpdateRequestMail({
      accountName: 'Acme Bank',
      url: URL_,
      expiresAt: EXPIRES,
      comment: `Line one\n${HOSTILE}`,
      requested: ['Passport of Jane Doe', `Bank account ${HOSTILE}`],
    });
    assert.equal(mail.subject, 'Acme Bank needs more information for your company verification');
    assert.match(mail.text, / {2}> Line one\n {2}> <script>/);
    assert.match(mail.text, / {2}- Passport of Jane Doe\n {2}- Bank account <script>/);
    assert.ok(mail.html.includes(`Line one<br>${HOSTILE_ESCAPED}`));
    assert.ok(mail.html.includes(`<li style="margin:0 0 6px">Bank account ${HOSTILE_ESCAPED}</li>`));
    assert.match(mail.html, /<blockquote/);
    assertLinkTwice(mail, URL_);
    assertNoInjectedMarkup(mail);
  });

  it('leaves out an empty comment', () => {
    const mail = dataUpdateRequestMail({
      accountName: 'Acme Bank',
      url: URL_,
      expiresAt: EXPIRES,
      comment: null,
      requested: ['Certificate of incorporation'],
    });
    assert.doesNotMatch(mail.text, /Their comment/);
    assert.doesNotMatch(mail.html, /<blockquote/);
  });
});

describe('submissionReceivedMail', () => {
  it('confirms an application', () => {
    const mail = submissionReceivedMail({
      accountName: 'Acme Bank',
      companyName: HOSTILE,
      submittedAt: EXPIRES,
      kind: 'application',
    });
    assert.equal(mail.subject, 'Acme Bank has received your company verification');
    assert.match(mail.text, /received the verification of <script>/);
    assert.ok(mail.html.includes(HOSTILE_ESCAPED));
    assert.doesNotMatch(mail.html, /href=/, 'a receipt has no link');
    assertNoInjectedMarkup(mail);
  });

  it('confirms a data update', () => {
    const mail = submissionReceivedMail({
      accountName: 'Acme Bank',
      companyName: 'Northwind Ltd',
      submittedAt: EXPIRES,
      kind: 'data_update',
    });
    assert.equal(mail.subject, 'Acme Bank has received your updated details');
    assert.match(mail.text, /updated details of Northwind Ltd on 5 March 2031, 14:30 UTC/);
  });
});

describe('userInvitationMail', () => {
  const link = 'https://dossier.example/console/set-password#token=dpl_abc';
  it('greets the new user, names the account and role, gives the link and its expiry', () => {
    const mail = userInvitationMail({
      accountName: 'Bank',
      userName: 'Rūta',
      roleLabel: 'Officer',
      url: link,
      expiresAt: EXPIRES,
    });
    assert.equal(mail.subject, 'You are invited to Bank on Dossier');
    assert.ok(mail.text.includes('Hello Rūta'));
    assert.ok(mail.text.includes('as officer'));
    assert.ok(mail.text.includes('5 March 2031, 14:30 UTC'));
    assertLinkTwice(mail, link);
  });

  it('escapes the names it is given', () => {
    const mail = userInvitationMail({
      accountName: `${HOSTILE}\r\nBcc: victim@example.com`,
      userName: HOSTILE,
      roleLabel: 'Viewer',
      url: link,
      expiresAt: EXPIRES,
    });
    assert.ok(mail.html.includes(HOSTILE_ESCAPED));
    assertNoInjectedMarkup(mail);
    assert.equal(/[\r\n]/.test(mail.subject), false);
  });
});

describe('decideMailAttempt', () => {
  const policy = { delaysMs: MAIL_RETRY_DELAYS_MS, permanentFailureAttempts: 3 };
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  const temporary = { message: '451 later', responseCode: 451, permanent: false };
  const permanent = { message: '550 no such user', responseCode: 550, permanent: true };

  it('marks a sent mail sent', () => {
    assert.deepEqual(decideMailAttempt(1, null, now, policy), { status: 'sent', nextAttemptAt: null });
  });
  it('retries a temporary failure per the schedule, then fails it', () => {
    assert.equal(decideMailAttempt(1, temporary, now, policy).nextAttemptAt, '2030-01-01T00:00:30.000Z');
    assert.equal(decideMailAttempt(2, temporary, now, policy).nextAttemptAt, '2030-01-01T00:02:00.000Z');
    assert.equal(decideMailAttempt(7, temporary, now, policy).nextAttemptAt, '2030-01-02T00:00:00.000Z');
    assert.deepEqual(decideMailAttempt(8, temporary, now, policy), { status: 'failed', nextAttemptAt: null });
  });
  it('fails a permanent refusal at the third attempt', () => {
    assert.equal(decideMailAttempt(2, permanent, now, policy).status, 'pending');
    assert.deepEqual(decideMailAttempt(3, permanent, now, policy), { status: 'failed', nextAttemptAt: null });
  });
});
