import { useEffect, useState } from 'react';
import type { DraftBankAccount, DraftCryptoAddress } from '../api/types';
import { t } from '../i18n';
import { ids } from '../lib/checklist';
import { mapItem, newKey, withoutItem } from '../lib/draft';
import { ibanProblem } from '../lib/iban';
import { CheckboxInput, FieldError, TextInput } from '../ui/fields';
import { CryptoAddressCard } from './CryptoAddressCard';
import { usePortal } from './context';
import { NotApplicableSection } from './NotApplicable';
import { AddButton, ItemCard, Section } from './parts';

export function FinancialStep() {
  const { scope } = usePortal();
  return (
    <div className="space-y-10">
      {scope.bankAccounts && <BankAccounts />}
      {scope.cryptoAddresses && <CryptoAddresses />}
    </div>
  );
}

function BankAccounts() {
  const { draft, update } = usePortal();
  const accounts = draft.bank_accounts ?? [];
  // A required list starts with one empty item to fill in (idempotent: StrictMode runs effects twice).
  useEffect(() => {
    update((d) => (d.bank_accounts?.length ? d : { ...d, bank_accounts: [{ key: newKey('b') }] }));
  }, [update]);
  const add = () => {
    const key = newKey('b');
    update((d) => ({ ...d, bank_accounts: [...(d.bank_accounts ?? []), { key }] }));
    window.setTimeout(() => document.getElementById(ids.bank(key, 'account_holder'))?.focus(), 0);
  };
  return (
    <Section title={t.bank.title} intro={t.bank.intro}>
      <NotApplicableSection section="bank_accounts">
        {accounts.map((account, i) => (
          <BankAccountCard key={account.key} account={account} index={i} removable={accounts.length > 1} />
        ))}
        {accounts.length < 20 && (
          <AddButton id={ids.addBank} onClick={add}>
            {accounts.length === 0 ? t.bank.add : t.bank.addAnother}
          </AddButton>
        )}
      </NotApplicableSection>
    </Section>
  );
}

function BankAccountCard({
  account,
  index,
  removable,
}: {
  account: DraftBankAccount;
  index: number;
  removable: boolean;
}) {
  const { update, errors } = usePortal();
  const [numberTouched, setNumberTouched] = useState(false);
  const set = (patch: Partial<DraftBankAccount>) =>
    update((d) => ({ ...d, bank_accounts: mapItem(d.bank_accounts, account.key, (a) => ({ ...a, ...patch })) }));
  const path = `bank_accounts[${index}]`;
  const ibanWarning = numberTouched && account.iban ? ibanProblem(account.number ?? '') : null;
  const warningId = `${ids.bank(account.key, 'number')}-warning`;
  return (
    <ItemCard
      title={t.bank.item(index + 1)}
      subtitle={account.name?.trim() || undefined}
      removeLabel={removable ? t.bank.remove(index + 1) : undefined}
      onRemove={() => update((d) => ({ ...d, bank_accounts: withoutItem(d.bank_accounts, account.key) }))}
    >
      <TextInput
        id={ids.bank(account.key, 'account_holder')}
        label={t.bank.holder}
        hint={t.bank.holderHint}
        value={account.account_holder}
        onValue={(v) => set({ account_holder: v })}
        error={errors[`${path}.account_holder`]}
        autoComplete="off"
        maxLength={300}
      />
      <TextInput
        id={ids.bank(account.key, 'name')}
        label={t.bank.bankName}
        value={account.name}
        onValue={(v) => set({ name: v })}
        error={errors[`${path}.name`]}
        autoComplete="off"
        maxLength={300}
      />
      <div>
        <TextInput
          id={ids.bank(account.key, 'number')}
          label={t.bank.number}
          value={account.number}
          onValue={(v) => set({ number: v })}
          onBlur={() => setNumberTouched(true)}
          error={errors[`${path}.number`]}
          aria-describedby={ibanWarning ? warningId : undefined}
          mono
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        {ibanWarning && (
          <div role="status">
            <FieldError id={warningId}>{ibanWarning}</FieldError>
          </div>
        )}
        <CheckboxInput
          id={ids.bank(account.key, 'iban')}
          className="mt-1"
          label={t.bank.iban}
          checked={account.iban === true}
          onChecked={(checked) => set({ iban: checked })}
        />
      </div>
    </ItemCard>
  );
}

function CryptoAddresses() {
  const { draft, update } = usePortal();
  const addresses = draft.crypto_addresses ?? [];
  useEffect(() => {
    update((d) => (d.crypto_addresses?.length ? d : { ...d, crypto_addresses: [{ key: newKey('c') }] }));
  }, [update]);
  const add = () => {
    const key = newKey('c');
    update((d) => ({ ...d, crypto_addresses: [...(d.crypto_addresses ?? []), { key }] }));
    window.setTimeout(() => document.getElementById(ids.crypto(key, 'address'))?.focus(), 0);
  };
  return (
    <Section title={t.crypto.title} intro={t.crypto.intro}>
      <NotApplicableSection section="crypto_addresses">
        {addresses.map((address: DraftCryptoAddress, i) => (
          <CryptoAddressCard key={address.key} address={address} index={i} removable={addresses.length > 1} />
        ))}
        {addresses.length < 50 && (
          <AddButton id={ids.addCrypto} onClick={add}>
            {addresses.length === 0 ? t.crypto.add : t.crypto.addAnother}
          </AddButton>
        )}
      </NotApplicableSection>
    </Section>
  );
}
