import { useRef, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { IconAlert, IconCheckCircle, IconInfo } from '../../shared/ui/icons';
import { createChallenge, submitSignature } from '../api/portal';
import type { DraftCryptoAddress, OwnershipChallenge } from '../api/types';
import { labelOf, t } from '../i18n';
import { ids } from '../lib/checklist';
import { isFilled, mapItem, withoutItem } from '../lib/draft';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { controlClass, FieldError, Label, SelectInput, TextArea, TextInput } from '../ui/fields';
import { usePortal } from './context';
import { ItemCard } from './parts';

/** The networks offered first; the service checks signatures for EVM networks, BTC and SOL. */
const NETWORKS = ['ETH', 'BTC', 'SOL', 'ARB', 'AVAX', 'BASE', 'BSC', 'POL', 'OP', 'TRX', 'LTC', 'XRP', 'OTHER'];

function errorText(error: unknown): string {
  if (!isApiError(error)) return t.common.serverError;
  if (error.status === 0) return t.common.networkError;
  return error.details[0]?.message ?? error.message;
}

/** One crypto address: the address, its network, and the proof of ownership (a signed message). */
export function CryptoAddressCard({
  address,
  index,
  removable,
}: {
  address: DraftCryptoAddress;
  index: number;
  removable: boolean;
}) {
  const { update, errors, challenges } = usePortal();
  const path = `crypto_addresses[${index}]`;
  const set = (patch: Partial<DraftCryptoAddress>) =>
    update((d) => ({
      ...d,
      crypto_addresses: mapItem(d.crypto_addresses, address.key, (a) => ({ ...a, ...patch })),
    }));
  // A challenge is bound to the address and network it was made for: editing either clears it (below).
  const current = address.challenge_id ? challenges.get(address.challenge_id) : undefined;
  const networks =
    address.address_type && !NETWORKS.includes(address.address_type) ? [...NETWORKS, address.address_type] : NETWORKS;
  return (
    <ItemCard
      title={t.crypto.item(index + 1)}
      subtitle={address.address_type ? labelOf(t.crypto.networks, address.address_type) : undefined}
      removeLabel={removable ? t.crypto.remove(index + 1) : undefined}
      onRemove={() => update((d) => ({ ...d, crypto_addresses: withoutItem(d.crypto_addresses, address.key) }))}
    >
      <TextInput
        id={ids.crypto(address.key, 'address')}
        label={t.crypto.address}
        value={address.address}
        onValue={(v) => set({ address: v, challenge_id: null })}
        error={errors[`${path}.address`]}
        mono
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={200}
      />
      <SelectInput
        id={ids.crypto(address.key, 'address_type')}
        label={t.crypto.network}
        value={address.address_type}
        placeholder={t.crypto.networkPlaceholder}
        onValue={(v) => set({ address_type: v, challenge_id: null })}
        error={errors[`${path}.address_type`]}
        className="sm:max-w-80"
      >
        {networks.map((n) => (
          <option key={n} value={n}>
            {labelOf(t.crypto.networks, n)}
          </option>
        ))}
      </SelectInput>
      <Ownership address={address} challenge={current} onChallenge={(id) => set({ challenge_id: id })} />
    </ItemCard>
  );
}

function Ownership({
  address,
  challenge,
  onChallenge,
}: {
  address: DraftCryptoAddress;
  challenge: OwnershipChallenge | undefined;
  onChallenge: (id: string) => void;
}) {
  const { rememberChallenge } = usePortal();
  const [pending, setPending] = useState<'challenge' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signature, setSignature] = useState('');
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const ready = isFilled(address.address) && isFilled(address.address_type);
  const baseId = `crypto-${address.key}`;
  const needsId = `${baseId}-needs`;

  const getMessage = async () => {
    if (pending || !ready) return;
    setPending('challenge');
    setError(null);
    try {
      const made = await createChallenge(address.address?.trim() ?? '', address.address_type ?? '');
      rememberChallenge(made);
      onChallenge(made.id);
      setSignature('');
      window.setTimeout(() => messageRef.current?.focus(), 0);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(null);
    }
  };

  const verify = async () => {
    if (pending || !challenge) return;
    if (signature.trim() === '') {
      setSignatureError(t.crypto.ownership.enterSignature);
      document.getElementById(`${baseId}-signature`)?.focus();
      return;
    }
    setPending('verify');
    setError(null);
    setSignatureError(null);
    try {
      rememberChallenge(await submitSignature(challenge.id, signature.trim()));
    } catch (e) {
      // A refused signature may come back as a field error rather than as `failed`.
      if (isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 401) setSignatureError(errorText(e));
      else setError(errorText(e));
    } finally {
      setPending(null);
    }
  };

  const status = challenge?.signature_verification;

  return (
    <div className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200 ring-inset">
      <p className="text-sm font-semibold text-gray-900">{t.crypto.ownership.title}</p>

      {status === 'verified' ? (
        <Result tone="success" title={t.crypto.ownership.verified} body={t.crypto.ownership.verifiedBody} />
      ) : status === 'unsupported_network' ? (
        <Result tone="info" title={t.crypto.ownership.unsupported} body={t.crypto.ownership.unsupportedBody} />
      ) : !challenge ? (
        <>
          <p className="mt-1 text-13 text-gray-600">{t.crypto.ownership.body}</p>
          <Button
            id={ids.crypto(address.key, 'prove')}
            className="mt-3 w-full sm:w-auto"
            onClick={getMessage}
            pending={pending === 'challenge'}
            disabled={!ready}
            aria-describedby={!ready ? needsId : undefined}
          >
            {t.crypto.ownership.getMessage}
          </Button>
          {!ready && (
            <p id={needsId} className="mt-2 text-13 text-gray-600">
              {t.crypto.ownership.needsAddress}
            </p>
          )}
        </>
      ) : (
        <div className="mt-3 space-y-4">
          <div>
            <Label htmlFor={`${baseId}-message`}>{t.crypto.ownership.message}</Label>
            <p id={`${baseId}-message-hint`} className="-mt-0.5 mb-2 text-13 text-gray-600">
              {t.crypto.ownership.messageHint}
            </p>
            <textarea
              ref={messageRef}
              id={`${baseId}-message`}
              readOnly
              rows={9}
              value={challenge.signature_message}
              aria-describedby={`${baseId}-message-hint`}
              onFocus={(e) => e.target.select()}
              className={controlClass(false, 'resize-none bg-gray-50! px-3 py-2.5 font-mono')}
            />
            <div className="mt-2">
              <CopyButton value={challenge.signature_message} selectTarget={() => messageRef.current} />
            </div>
          </div>
          {status === 'failed' && (
            <Result tone="error" title={t.crypto.ownership.failed} body={t.crypto.ownership.failedBody} />
          )}
          <TextArea
            id={`${baseId}-signature`}
            label={t.crypto.ownership.signature}
            hint={t.crypto.ownership.signatureHint}
            value={signature}
            onValue={(v) => {
              setSignature(v);
              setSignatureError(null);
            }}
            error={signatureError ?? undefined}
            mono
            rows={3}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <Button variant="primary" className="w-full sm:w-auto" onClick={verify} pending={pending === 'verify'}>
            {t.crypto.ownership.verify}
          </Button>
        </div>
      )}
      {error && (
        <div role="alert">
          <FieldError id={`${baseId}-ownership-error`}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}

function Result({ tone, title, body }: { tone: 'success' | 'error' | 'info'; title: string; body: string }) {
  const styles = {
    success: { box: 'bg-green-50 text-green-700 ring-green-200', icon: <IconCheckCircle className="text-green-600" /> },
    error: { box: 'bg-red-50 text-red-700 ring-red-200', icon: <IconAlert className="text-red-600" /> },
    info: { box: 'bg-accent-50 text-accent-800 ring-accent-200', icon: <IconInfo className="text-accent-600" /> },
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-3 flex gap-2.5 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset ${styles.box}`}
    >
      <span className="mt-[3px] shrink-0">{styles.icon}</span>
      <div>
        <p className="font-medium">{title}</p>
        <p className="mt-0.5 text-13">{body}</p>
      </div>
    </div>
  );
}
