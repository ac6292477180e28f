import pino from 'pino';
import { createMailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import type { LiveService } from './live-service.js';
import type { SmtpReceiver } from './smtp-receiver.js';

/**
 * The mail outbox of a live service delivered to a test's SMTP receiver, as a deployment's worker would: the
 * browser tests read the links the customer is e-mailed from what arrives there. Stop it before the service.
 */
export function startMailDelivery(service: LiveService, smtp: SmtpReceiver): MailWorker {
  const silent = pino({ level: 'silent' });
  const mail = new MailWorker({
    ctx: service.ctx,
    transport: createMailTransport({ smtpUrl: smtp.url, dataDir: service.database.dataDir, logger: silent }),
    logger: silent,
    fromAddress: 'dossier@bank.test',
    pollMs: 100,
  });
  mail.start();
  return mail;
}
