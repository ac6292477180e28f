import type { ReactNode } from 'react';
import type { StepId } from '../lib/scope';
import { CompanyStep } from './CompanyStep';
import { DocumentsStep } from './DocumentsStep';
import { FinancialStep } from './FinancialStep';
import { OwnershipStep } from './OwnershipStep';
import { PeopleStep } from './PeopleStep';

/** The form of a step; the review, which needs the page's checklist and submission, comes ready made. */
export function StepBody({ step, review }: { step: StepId; review: ReactNode }) {
  switch (step) {
    case 'company':
      return <CompanyStep />;
    case 'financial':
      return <FinancialStep />;
    case 'people':
      return <PeopleStep />;
    case 'ownership':
      return <OwnershipStep />;
    case 'documents':
      return <DocumentsStep />;
    default:
      return review;
  }
}
