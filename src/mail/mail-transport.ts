import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface OutgoingMail {
  readonly from: MailAddress;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends one message, or throws (see describeSendError); nothing else. Retries are the worker's business. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// with the credentials in the URL; null writes .eml files under dataDir/mail instead. */
  readonly smtpUrl: string | null;
  readonly dataDir: string;
  readonly logger: Pick<Logger, 'info'>;
}

/** Without a mail server, mail is written here, one RFC 822 file per message. */
export function mailDirectory(dataDir: string): string {
  return join(dataDir, 'mail');
}

/**
 * A fresh connection per message (no pool): mail is rare, and an idle pooled connection would only be closed by
 * the server. The timeouts bound how long one attempt can hold the worker (and its lease on the row).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * The message only ever holds the strings we give it: nodemailer must never read a file or fetch a URL that a
 * message's content happens to name.
 */
const CONTENT_ONLY = { disableFileAccess: true, disableUrlAccess: true } as const;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl === null
    ? fileTransport(mailDirectory(options.dataDir), options.logger)
    : smtpTransport(options.smtpUrl);
}

function smtpTransport(smtpUrl: string): MailTransport {
  // nodemailer reads host, port, TLS (smtps://) and the credentials from the URL, and query parameters such as
  // ?requireTLS=true as options; smtp:// upgrades with STARTTLS whenever the server offers it.
  const transporter = createTransport({ url: smtpUrl, pool: false, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transporter.sendMail({ ...message, headers: { ...message.headers }, ...CONTENT_ONLY });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

function fileTransport(directory: string, logger: Pick<Logger, 'info'>): MailTransport {
  // CRLF line ends, as on the wire: the files are exactly what an SMTP server would have received.
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await builder.sendMail({ ...message, headers: { ...message.headers }, ...CONTENT_ONLY });
      const bytes = info.message as Buffer;
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(directory, name);
      // Written under a hidden temporary name and renamed into place, so whoever watches the directory for
      // *.eml files never reads half a message.
      const temporary = join(directory, `.${name}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      logger.info({ subject: message.subject, to: message.to, file }, 'mail written (no DOSSIER_SMTP_URL)');
      return { messageId: info.messageId };
    },
    async close() {},
  };
}

export interface SendErrorInfo {
  /** At most 1,000 characters, for the attempt's record. */
  readonly message: string;
  /** The SMTP reply code when the server answered with an error (451, 550, …); null otherwise. */
  readonly responseCode: number | null;
  /**
   * The server refused the message for good (a 5xx reply) — except an authentication failure, which is our
   * configuration, not the message's fault, and is worth retrying until the operator fixes it.
   */
  readonly permanent: boolean;
}

/** What a failed send came to, from the fields nodemailer puts on its errors (code, responseCode, response). */
export function describeSendError(error: unknown): SendErrorInfo {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : null;
  const code = typeof fields.code === 'string' ? fields.code : null;
  const text =
    typeof fields.response === 'string' && fields.response !== ''
      ? fields.response
      : typeof fields.message === 'string'
        ? fields.message
        : String(error);
  const message = (code ? `${code}: ${text}` : text).slice(0, 1000);
  const permanent = responseCode !== null && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
  return { message, responseCode, permanent };
}
