import { useQuery } from '@tanstack/react-query';
import { completenessQuery } from '../api/case';
import { labelOf, SECTION_LABELS } from '../settings/labels';
import { Section } from './parts';

/** The sections the customer answered "Not applicable", with their reasons (empty without a profile). */
export function useNotApplicable(caseId: string): { section: string; reason: string }[] {
  const completeness = useQuery(completenessQuery(caseId));
  return completeness.data?.not_applicable ?? [];
}

export function sectionLabel(section: string): string {
  return labelOf(SECTION_LABELS, section);
}

/**
 * On the Company tab: what the customer said does not apply to them, and why, in their words. Counted as complete
 * against the profile; the officer refuses a reason by requesting a data update that asks the section again.
 */
export function NotApplicableAnswers({ caseId }: { caseId: string }) {
  const answers = useNotApplicable(caseId);
  if (answers.length === 0) return null;
  return (
    <Section
      title="Answered “Not applicable” by the customer"
      description="Counted as complete. To refuse a reason, request a data update that asks for the section again."
      named
    >
      <dl className="space-y-2.5">
        {answers.map((na) => (
          <div key={na.section} className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[200px_1fr]">
            <dt className="text-13 font-medium text-gray-700">{sectionLabel(na.section)}</dt>
            <dd className="text-13 whitespace-pre-line text-gray-900">“{na.reason}”</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
