import { t } from '../i18n';
import { ROOT, rootName } from '../lib/ownership';
import { usePortal } from './context';
import { NotApplicableSection } from './NotApplicable';
import { StructureDocuments } from './OwnershipDocuments';
import { OwnersPanel } from './OwnersPanel';
import { Section } from './parts';
import { ShareholderList } from './ShareholderCard';

/**
 * Who owns the company: its shareholders, and for each company among them its own shareholders in turn, down to
 * people or a listed company; then, live, who the beneficial owners are and what needs a second look; and the
 * documents the profile asks of the structure (a beneficial owner's are on their card).
 */
export function OwnershipStep() {
  const { draft, scope } = usePortal();
  return (
    <Section title={t.ownership.title} intro={t.ownership.intro}>
      <NotApplicableSection section="ownership">
        {scope.ownersAsked.map((o) => (
          <p
            key={o.key}
            className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-gray-900 sm:px-5"
          >
            {t.ownership.ownerAsked(o.name)}
          </p>
        ))}
        <ShareholderList held={ROOT} heldName={rootName(draft)} depth={0} />
        <OwnersPanel />
        <StructureDocuments />
      </NotApplicableSection>
    </Section>
  );
}
