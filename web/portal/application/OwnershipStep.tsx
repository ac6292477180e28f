import { t } from '../i18n';
import { ROOT, rootName } from '../lib/ownership';
import { usePortal } from './context';
import { NotApplicableSection } from './NotApplicable';
import { OwnersPanel } from './OwnersPanel';
import { Section } from './parts';
import { ShareholderList } from './ShareholderCard';

/**
 * Who owns the company: its shareholders, and for each company among them its own shareholders in turn, down to
 * people or a listed company; then, live, who the beneficial owners are and what needs a second look.
 */
export function OwnershipStep() {
  const { draft } = usePortal();
  return (
    <Section title={t.ownership.title} intro={t.ownership.intro}>
      <NotApplicableSection section="ownership">
        <ShareholderList held={ROOT} heldName={rootName(draft)} depth={0} />
        <OwnersPanel />
      </NotApplicableSection>
    </Section>
  );
}
