import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../shared/ui/Button';
import { IconChevronLeft, IconChevronRight, IconInbox, IconSearch } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { caseCountsQuery, casesPageQuery } from '../api/cases';
import { PageFrame } from '../layout/PageFrame';
import { useSession } from '../session-context';
import { STATUS_LABELS } from './labels';
import { QueueFilters } from './QueueFilters';
import { QueueSkeleton, QueueTable } from './QueueTable';
import { QueueTabs, queueTabId } from './QueueTabs';
import { encodeQueue, hasFilters, type QueueSearch, queueTab } from './queue-search';

const route = getRouteApi('/app/cases');

function withoutPage(search: QueueSearch): QueueSearch {
  const { cursor: _c, prev: _p, ...rest } = search;
  return rest;
}

function withoutFilters(search: QueueSearch): QueueSearch {
  const out: QueueSearch = {};
  if (search.status) out.status = search.status;
  if (search.sort) out.sort = search.sort;
  return out;
}

/** The queue: cases by status with live counts, filters, search and keyset pages, all held in the URL. */
export function QueuePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  const tab = queueTab(search);
  const counts = useQuery(caseCountsQuery(search));
  const page = useQuery(casesPageQuery(search));

  useEffect(() => {
    document.title = 'Cases · Dossier';
  }, []);

  const go = (next: QueueSearch, replace = false) => navigate({ search: next, replace });
  const change = (patch: Partial<QueueSearch>) => go({ ...withoutPage(search), ...patch }, 'q' in patch);
  const clear = () => go(withoutFilters(search));

  const nextPage = () => {
    const cursor = page.data?.next_cursor;
    if (!cursor) return;
    const prev = search.cursor ? [...(search.prev ?? []), search.cursor] : [];
    go({ ...search, cursor, prev: prev.length > 0 ? prev : undefined });
  };
  const previousPage = () => {
    const prev = search.prev ?? [];
    const cursor = prev[prev.length - 1];
    const rest = prev.slice(0, -1);
    go({ ...search, cursor, prev: rest.length > 0 ? rest : undefined });
  };

  const from = encodeQueue(search);
  const items = page.data?.verifications ?? [];
  const pageNumber = search.cursor ? (search.prev?.length ?? 0) + 2 : 1;
  const tabLabel = tab === 'open' ? 'open' : STATUS_LABELS[tab];
  const total = counts.data?.[tab];
  const firstRow = (pageNumber - 1) * 50 + 1;

  return (
    <PageFrame
      title="Cases"
      description="Business verifications of your account. Open one to review it."
      tabs={<QueueTabs search={search} current={tab} counts={counts.data} />}
      wide
      contentProps={{ id: 'queue-panel', role: 'tabpanel', 'aria-labelledby': queueTabId(tab) }}
    >
      <div className="space-y-4">
        <QueueFilters
          search={search}
          onChange={change}
          onClear={clear}
          showClear={!(page.isSuccess && items.length === 0)}
        />
        {page.isPending ? (
          <QueueSkeleton />
        ) : page.isError && !page.data ? (
          <ErrorState title="Cases couldn't be loaded" error={page.error} onRetry={() => page.refetch()} />
        ) : items.length === 0 ? (
          hasFilters(search) ? (
            <EmptyState
              icon={<IconSearch size={18} />}
              title="No cases match these filters"
              action={<Button onClick={clear}>Clear filters</Button>}
            >
              Try another search, or clear the filters to see every {tab === 'open' ? 'open' : `“${tabLabel}”`} case.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconInbox size={18} />}
              title={tab === 'open' ? 'No open cases' : `No cases in “${tabLabel}”`}
            >
              {tab === 'open'
                ? 'Every case is completed or rejected. New cases arrive here as soon as your systems open them through the API.'
                : 'Cases in this state will appear here.'}
            </EmptyState>
          )
        ) : (
          <div aria-busy={page.isPlaceholderData}>
            <QueueTable items={items} from={from} me={user.id} />
          </div>
        )}
        {page.data && (items.length > 0 || search.cursor) && (
          <nav aria-label="Pages" className="flex items-center justify-between gap-4">
            <p className="text-13 text-gray-600" aria-live="polite">
              {items.length > 0 ? (
                <>
                  <span className="tabular">
                    {firstRow}–{firstRow + items.length - 1}
                  </span>
                  {total !== undefined && (
                    <>
                      {' '}
                      of <span className="tabular">{total}</span>
                    </>
                  )}
                  {page.isPlaceholderData && (
                    <Spinner size={12} className="ml-2 inline text-gray-500" label="Updating" />
                  )}
                </>
              ) : (
                'No cases on this page'
              )}
            </p>
            <div className="flex gap-2">
              <Button size="sm" icon={<IconChevronLeft size={14} />} disabled={!search.cursor} onClick={previousPage}>
                Previous page
              </Button>
              <Button size="sm" disabled={!page.data.has_more} onClick={nextPage}>
                Next page
                <IconChevronRight size={14} />
              </Button>
            </div>
          </nav>
        )}
        {page.isError && page.data && (
          <p role="alert" className="text-13 text-red-700">
            The list couldn't be refreshed. It shows what was loaded last.
          </p>
        )}
      </div>
    </PageFrame>
  );
}
