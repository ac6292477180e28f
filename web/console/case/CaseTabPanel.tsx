import type { UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReviewProgress, Verification } from '../api/types';
import type { CaseTab } from '../cases/case-search';
import { AuditLogTab } from './AuditLogTab';
import { CompanyTab } from './CompanyTab';
import { DirectorsTab } from './DirectorsTab';
import { DocumentsTab } from './DocumentsTab';
import { NotesTab } from './NotesTab';
import { RiskTab } from './RiskTab';
import { ScreeningTab } from './ScreeningTab';
import { SummaryTab } from './SummaryTab';
import { StructureTab } from './structure/StructureTab';

const route = getRouteApi('/app/cases/$caseId');

/** The selected tab's content. */
export function CaseTabPanel({
  tab,
  record,
  canWork,
  review,
}: {
  tab: CaseTab;
  record: Verification;
  canWork: boolean;
  review: UseQueryResult<ReviewProgress>;
}) {
  const { from } = route.useSearch();
  switch (tab) {
    case 'company':
      return <CompanyTab record={record} review={review} canWork={canWork} />;
    case 'directors':
      return <DirectorsTab record={record} review={review} canWork={canWork} />;
    case 'structure':
      return <StructureTab record={record} review={review} canWork={canWork} />;
    case 'documents':
      return <DocumentsTab record={record} review={review} canWork={canWork} />;
    case 'risk':
      return <RiskTab record={record} review={review} canWork={canWork} />;
    case 'screening':
      return <ScreeningTab record={record} review={review} canWork={canWork} />;
    case 'audit_log':
      return <AuditLogTab record={record} />;
    case 'notes':
      return <NotesTab record={record} canWork={canWork} />;
    default:
      return <SummaryTab record={record} from={from} />;
  }
}
