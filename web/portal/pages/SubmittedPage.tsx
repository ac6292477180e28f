import { IconCheckCircle } from '../../shared/ui/icons';
import type { Application } from '../api/types';
import { t } from '../i18n';
import { dateTime } from '../lib/format';
import { MessagePage } from '../ui/MessagePage';

/** Mode `submitted`: a calm thank-you with the date; nothing more to do. */
export function SubmittedPage({ application, kind }: { application: Application; kind: 'application' | 'update' }) {
  const account = application.account.name;
  return (
    <MessagePage
      account={account}
      tone="success"
      icon={<IconCheckCircle size={24} />}
      title={kind === 'update' ? t.submitted.updateTitle : t.submitted.applicationTitle}
    >
      {application.submitted_at && (
        <p className="font-medium text-gray-900">{t.submitted.on(dateTime(application.submitted_at))}</p>
      )}
      <p>{t.submitted.body(account)}</p>
      <p className="text-gray-600">{t.submitted.close}</p>
    </MessagePage>
  );
}
