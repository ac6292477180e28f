/**
 * The e-mails Dossier sends (to the company under review, and to a newly invited console user), as pure functions
 * of their inputs. Each renders a plain text part and an HTML part; every value interpolated into the HTML is
 * escaped (see `html` below), since account names, company names and the officer's comment are typed by people we
 * do not control.
 */

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface InvitationMailInput {
  readonly accountName: string;
  readonly url: string;
  readonly expiresAt: string;
  readonly companyName?: string | null;
}

export interface NewLinkMailInput {
  readonly accountName: string;
  readonly url: string;
  readonly expiresAt: string;
}

export interface DataUpdateRequestMailInput {
  readonly accountName: string;
  readonly url: string;
  readonly expiresAt: string;
  /** The officer's words to the customer; null when they wrote none. */
  readonly comment: string | null;
  /** What is asked, one human-readable line each. */
  readonly requested: readonly string[];
}

export interface SubmissionReceivedMailInput {
  readonly accountName: string;
  readonly companyName: string;
  readonly submittedAt: string;
  readonly kind: 'application' | 'data_update';
}

// ——— escaping ———

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Markup that is already safe: produced by `html`, never by concatenating input. */
class SafeHtml {
  constructor(readonly value: string) {}
}

/** A template literal that escapes every interpolated value unless it is SafeHtml (or a list of them). */
function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A subject is a header: one line, whatever the account's name holds. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Only web links become buttons: a `javascript:` or `data:` URL in a mail would be an attack, not a link. */
function webUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('A mail link must be http(s)');
  return url;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "5 March 2026, 14:30 UTC": the reader's mail client may be anywhere, so the zone is said, not guessed. */
export function formatMailDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a timestamp: ${iso}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

// ——— layout ———

// No quotes in styles: they would be escaped inside the attribute (valid, but needlessly noisy).
const FONT = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const P = `margin:0 0 16px;${FONT};font-size:15px;line-height:1.55;color:#1f2933`;
const SMALL = `margin:0 0 8px;${FONT};font-size:13px;line-height:1.5;color:#52606d`;

interface Layout {
  /** The line mail clients show beside the subject in the inbox. */
  readonly preheader: string;
  readonly heading: string;
  readonly body: SafeHtml;
  readonly button?: { readonly label: string; readonly url: string };
  /** A line under the button, such as when the link expires. */
  readonly note?: string;
  readonly footer: string;
}

/**
 * One centred column of at most 560 px in nested tables with inline styles: what Outlook, Gmail and Apple Mail
 * all render alike. The button is a styled link (a "bulletproof" button needs no images), and the same link is
 * repeated as text below it for clients that strip styles.
 */
function layout(parts: Layout): string {
  const button = parts.button
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
<tr><td style="border-radius:6px;background:#1d4ed8">
<a href="${parts.button.url}" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${parts.button.label}</a>
</td></tr></table>
<p style="${SMALL}">If the button does not work, copy this link into your browser:</p>
<p style="${SMALL};word-break:break-all"><a href="${parts.button.url}" style="color:#1d4ed8">${parts.button.url}</a></p>`
    : '';
  const note = parts.note ? html`<p style="${P};margin-top:16px">${parts.note}</p>` : '';
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${parts.heading}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${parts.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:32px 32px 16px">
<h1 style="margin:0 0 20px;${FONT};font-size:20px;line-height:1.3;color:#111827">${parts.heading}</h1>
${parts.body}
${button}
${note}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb">
<p style="${SMALL}">${parts.footer}</p>
</td></tr>
</table>
</td></tr></table>
</body></html>
`.value;
}

const para = (content: unknown) => html`<p style="${P}">${content}</p>\n`;

function bulletList(items: readonly string[]): SafeHtml {
  const li = items.map((item) => html`<li style="margin:0 0 6px">${item}</li>`);
  return html`<ul style="margin:0 0 16px;padding-left:20px;${FONT};font-size:15px;line-height:1.55;color:#1f2933">${li}</ul>\n`;
}

/** Line breaks as <br>: Outlook ignores white-space styles. */
const lines = (value: string) => value.split('\n').map((line, i) => (i === 0 ? line : html`<br>${line}`));

const textList = (items: readonly string[]) => items.map((item) => `  - ${item}`).join('\n');

function footer(accountName: string): string {
  return `You receive this e-mail because ${accountName} asked your company to verify its details with them. If you did not expect it, you can ignore it; please do not reply to this automated message.`;
}

// ——— the messages ———

const WHAT_TO_PREPARE = [
  "the company's registration details: legal name, registration number and registered address",
  "the company's directors and owners, with a passport or identity card for each",
  "the company's bank account details",
  'company documents such as the certificate of incorporation',
];

export function invitationMail(input: InvitationMailInput): MailContent {
  const url = webUrl(input.url);
  const expires = formatMailDate(input.expiresAt);
  const company = input.companyName ? ` of ${input.companyName}` : '';
  const heading = `${input.accountName} invites you to complete your company verification`;
  const intro = `${input.accountName} asks you to complete the verification${company}. Your answers are saved as you go, so you can stop and continue later with the same link.`;
  const expiry = `The link works until ${expires}. If it has expired when you open it, the page lets you ask for a new one.`;
  return {
    subject: oneLine(heading),
    text: [
      heading,
      '',
      intro,
      '',
      'Please have ready:',
      textList(WHAT_TO_PREPARE),
      '',
      'Start here:',
      url,
      '',
      expiry,
      '',
      '-- ',
      footer(input.accountName),
      '',
    ].join('\n'),
    html: layout({
      preheader: `Complete your company verification before ${expires}.`,
      heading,
      body: html`${para(intro)}${para('Please have ready:')}${bulletList(WHAT_TO_PREPARE)}`,
      button: { label: 'Start the verification', url },
      note: expiry,
      footer: footer(input.accountName),
    }),
  };
}

export function newLinkMail(input: NewLinkMailInput): MailContent {
  const url = webUrl(input.url);
  const expires = formatMailDate(input.expiresAt);
  const heading = `Your new link to the ${input.accountName} verification`;
  const intro = 'You asked for a new link to your company verification. Everything you saved so far is still there.';
  const expiry = `The link works until ${expires}. If you did not ask for it, you can ignore this e-mail; your earlier links keep working until they expire.`;
  return {
    subject: oneLine(heading),
    text: [heading, '', intro, '', 'Continue here:', url, '', expiry, '', '-- ', footer(input.accountName), ''].join(
      '\n',
    ),
    html: layout({
      preheader: `Continue your company verification before ${expires}.`,
      heading,
      body: para(intro),
      button: { label: 'Continue the verification', url },
      note: expiry,
      footer: footer(input.accountName),
    }),
  };
}

export function dataUpdateRequestMail(input: DataUpdateRequestMailInput): MailContent {
  const url = webUrl(input.url);
  const expires = formatMailDate(input.expiresAt);
  const heading = `${input.accountName} needs more information for your company verification`;
  const intro = `${input.accountName} has reviewed your company verification and asks you to update or add the following.`;
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  const expiry = `The link works until ${expires}. If it has expired when you open it, the page lets you ask for a new one.`;
  const requested = input.requested.length > 0 ? input.requested : ['see the comment above'];
  return {
    subject: oneLine(heading),
    text: [
      heading,
      '',
      intro,
      ...(comment ? ['', `Their comment:`, ...comment.split('\n').map((line) => `  > ${line}`)] : []),
      '',
      'What is asked:',
      textList(requested),
      '',
      'Update your details here:',
      url,
      '',
      expiry,
      '',
      '-- ',
      footer(input.accountName),
      '',
    ].join('\n'),
    html: layout({
      preheader: `${input.accountName} asks you to update your company verification.`,
      heading,
      body: html`${para(intro)}${
        comment
          ? html`<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f9fafb;border-left:3px solid #1d4ed8;${FONT};font-size:15px;line-height:1.55;color:#1f2933">${lines(comment)}</blockquote>\n`
          : ''
      }${para('What is asked:')}${bulletList(requested)}`,
      button: { label: 'Update your details', url },
      note: expiry,
      footer: footer(input.accountName),
    }),
  };
}

export function submissionReceivedMail(input: SubmissionReceivedMailInput): MailContent {
  const when = formatMailDate(input.submittedAt);
  const what = input.kind === 'application' ? 'company verification' : 'updated details';
  const heading = `${input.accountName} has received your ${what}`;
  const intro =
    input.kind === 'application'
      ? `Thank you. ${input.accountName} received the verification of ${input.companyName} on ${when} and will now review it.`
      : `Thank you. ${input.accountName} received the updated details of ${input.companyName} on ${when} and will continue the review.`;
  const next = `There is nothing more to do for now. If ${input.accountName} needs anything else, they will write to you.`;
  return {
    subject: oneLine(heading),
    text: [heading, '', intro, '', next, '', '-- ', footer(input.accountName), ''].join('\n'),
    html: layout({
      preheader: `${input.companyName}: received on ${when}.`,
      heading,
      body: html`${para(intro)}${para(next)}`,
      footer: footer(input.accountName),
    }),
  };
}

export interface UserInvitationMailInput {
  readonly accountName: string;
  /** The invited person's name, as the admin typed it. */
  readonly userName: string;
  /** Their role in words ("Officer"). */
  readonly roleLabel: string;
  readonly url: string;
  readonly expiresAt: string;
}

/** To a new console user: the one-time link that sets their password (the admin who invited them sees it too). */
export function userInvitationMail(input: UserInvitationMailInput): MailContent {
  const url = webUrl(input.url);
  const expires = formatMailDate(input.expiresAt);
  const heading = `You are invited to ${input.accountName} on Dossier`;
  const intro = `Hello ${input.userName}, you have been added to ${input.accountName}'s Dossier console as ${input.roleLabel.toLowerCase()}. Choose a password with the link below, then sign in with this e-mail address.`;
  const expiry = `The link works once, until ${expires}. If it has expired, ask an administrator of ${input.accountName} for a new one.`;
  const userFooter = `You receive this e-mail because an administrator of ${input.accountName} invited you. If you did not expect it, ignore it: nothing happens until the link is used.`;
  return {
    subject: oneLine(heading),
    text: [heading, '', intro, '', 'Set your password:', url, '', expiry, '', '-- ', userFooter, ''].join('\n'),
    html: layout({
      preheader: `Set your password before ${expires}.`,
      heading,
      body: para(intro),
      button: { label: 'Set your password', url },
      note: expiry,
      footer: userFooter,
    }),
  };
}

/** The parts of a plain mail: paragraphs, and an optional button (a link) with a note under it. */
export interface PlainMailInput {
  readonly accountName: string;
  readonly heading: string;
  readonly preheader: string;
  readonly paragraphs: readonly string[];
  readonly link?: { readonly label: string; readonly url: string; readonly lead: string };
  readonly note?: string;
  /** The line at the bottom; by default the customer's (why they receive it). */
  readonly footer?: string;
}

/** A mail of paragraphs and at most one button, in the house layout (text and HTML say the same). */
export function plainMail(input: PlainMailInput): MailContent {
  const url = input.link ? webUrl(input.link.url) : null;
  const text = [input.heading, ''];
  for (const p of input.paragraphs) text.push(p, '');
  if (input.link && url) text.push(input.link.lead, url, '');
  if (input.note) text.push(input.note, '');
  const bottom = input.footer ?? footer(input.accountName);
  text.push('-- ', bottom, '');
  return {
    subject: oneLine(input.heading),
    text: text.join('\n'),
    html: layout({
      preheader: input.preheader,
      heading: input.heading,
      body: html`${input.paragraphs.map((p) => para(p))}`,
      ...(input.link && url ? { button: { label: input.link.label, url } } : {}),
      ...(input.note ? { note: input.note } : {}),
      footer: bottom,
    }),
  };
}
