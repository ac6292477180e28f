import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: { readonly name: string; readonly address: string };
  /** The To header's addresses. */
  readonly to: string[];
  /** The SMTP envelope: who the server was asked to deliver to. */
  readonly envelopeTo: string[];
  /** The user the client authenticated as, if it did. */
  readonly authUser: string | null;
  readonly subject: string;
  readonly text: string;
  /** The HTML part as sent; null without one. */
  readonly html: string | null;
  /** Every link: the hrefs of the HTML part (entities decoded) and the URLs in the text part, each once. */
  readonly links: string[];
  readonly headers: Map<string, unknown>;
  /** The message's bytes as received. */
  readonly raw: Buffer;
}

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  /** Every accepted message, in arrival order. */
  readonly messages: ReceivedMail[];
  /** Messages answered with an error (failNext). */
  readonly refused: number;
  /** Answers the next `count` messages with `code` (default 451, a temporary failure) instead of accepting them. */
  failNext(count: number, code?: number): void;
  /** Resolves with the first message (already received or yet to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): { name: string; address: string }[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((o) => o.value.map((a) => ({ name: a.name, address: a.address ?? '' })));
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function linksOf(html: string | null, text: string): string[] {
  const found = new Set<string>();
  for (const match of (html ?? '').matchAll(/href="([^"]*)"/g)) found.add(decodeEntities(match[1] ?? ''));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.add(match[0]);
  return [...found];
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package): no TLS, any credentials accepted (or none), each
 * message parsed with mailparser's simpleParser.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let failing = 0;
  let failCode = 451;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          refused++;
          const error = Object.assign(new Error(`Simulated failure ${failCode}`), { responseCode: failCode });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const html = typeof parsed.html === 'string' ? parsed.html : null;
            const text = parsed.text ?? '';
            messages.push({
              from: addresses(parsed.from)[0] ?? { name: '', address: '' },
              to: addresses(parsed.to).map((a) => a.address),
              envelopeTo: session.envelope.rcptTo.map((a) => a.address),
              authUser: typeof session.user === 'string' ? session.user : null,
              subject: parsed.subject ?? '',
              text,
              html,
              links: linksOf(html, text),
              headers: parsed.headers as Map<string, unknown>,
              raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    failNext(count, code = 451) {
      failing = count;
      failCode = code;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`timed out after ${timeoutMs} ms waiting for a mail (received ${messages.length})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
