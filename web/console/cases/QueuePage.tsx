import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../shared/ui/Button';
import { IconChevronLeft, IconChevronRight, IconDownload, IconInbox, IconSearch, IconX } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { alertsCountQuery, caseCountsQuery, casesPageQuery, openHitsQuery } from '../api/cases';
import { PageFrame } from '../layout/PageFrame';
import { useSession } from '../session-context';
import { STATUS_LABELS } from './labels';
import { QaReviewerToggle, QueueFilters, SearchBox, SortSelect } from './QueueFilters';
import { QueueSkeleton, QueueTable } from './QueueTable';
import { QueueTabs, queueTabId } from './QueueTabs';
import { encodeQueue, exportHref, hasFilters, type QueueSearch, queueTab } from './queue-search';

const route = getRouteApi('/app/cases');
const PAGE_SIZE = 50;

function withoutPage(search: QueueSearch): QueueSearch {
  const { cursor: _c, prev: _p, ...rest } = search;
  return rest;
}

function withoutFilters(search: QueueSearch): QueueSearch {
  const out: QueueSearch = {};
  if (search.status) out.status = search.status;
  if (search.sort) out.sort = search.sort;
  // The Alerts tab is a tab: clearing the filters stays on it.
  if (search.screening === 'alerts') out.screening = 'alerts';
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
  const alerts = useQuery(alertsCountQuery);
  const openHits = useQuery(openHitsQuery);

  useEffect(() => {
    document.title = 'Cases · Dossier';
  }, []);

  // From the URL as it is when the change lands (the search box fires 250 ms after the last key).
  const change = (patch: Partial<QueueSearch>) =>
    navigate({ search: (prev: QueueSearch) => ({ ...withoutPage(prev), ...patch }), replace: 'q' in patch });
  const clear = () => navigate({ search: (prev: QueueSearch) => withoutFilters(prev) });

  const nextPage = () => {
    const cursor = page.data?.next_cursor;
    if (!cursor) return;
    const prev = search.cursor ? [...(search.prev ?? []), search.cursor] : [];
    navigate({ search: { ...search, cursor, prev: prev.length > 0 ? prev : undefined } });
  };
  const previousPage = () => {
    const prev = search.prev ?? [];
    const rest = prev.slice(0, -1);
    navigate({ search: { ...search, cursor: prev[prev.length - 1], prev: rest.length > 0 ? rest : undefined } });
  };

  const from = encodeQueue(search);
  const items = page.data?.verifications ?? [];
  const filtered = hasFilters(search);
  const tabLabel = tab === 'open' ? 'open' : tab === 'alerts' ? '“Alerts”' : `“${STATUS_LABELS[tab]}”`;
  const total = tab === 'alerts' ? alerts.data : counts.data?.counts[tab];
  const firstRow = (search.cursor ? (search.prev?.length ?? 0) + 1 : 0) * PAGE_SIZE + 1;
  const range =
    items.length > 0 ? `${firstRow}–${firstRow + items.length - 1}${total !== undefined ? ` of ${total}` : ''}` : '';

  return (
    <PageFrame
      title="Cases"
      description="Business verifications of your account. Open one to review it."
      actions={
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SearchBox value={search.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
          <SortSelect search={search} onChange={change} />
          {/* A plain download: the session cookie goes with it, and the browser saves the streamed file. */}
          <a
            href={exportHref(search)}
            download
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-xs hover:border-gray-400 hover:bg-gray-50"
          >
            <IconDownload size={14} className="text-gray-500" />
            Export CSV
          </a>
          <Link
            to="/cases/calendar"
            className="inline-flex h-8 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-xs hover:border-gray-400 hover:bg-gray-50"
          >
            Calendar
          </Link>
        </div>
      }
      tabs={
        <QueueTabs
          search={search}
          current={tab}
          counts={counts.data?.counts}
          overdue={counts.data?.overdue}
          alerts={alerts.data}
        />
      }
      wide
      contentProps={{ id: 'queue-panel', role: 'tabpanel', 'aria-labelledby': queueTabId(tab) }}
    >
      <div className="space-y-3">
        <QueueFilters search={search} onChange={change} />
        {tab === 'qa' && <QaReviewerToggle search={search} onChange={change} />}
        {page.isPending ? (
          <QueueSkeleton sort={search.sort ?? 'created'} decided={tab === 'completed' || tab === 'rejected'} />
        ) : page.isError && !page.data ? (
          <ErrorState title="Cases couldn't be loaded" error={page.error} onRetry={() => page.refetch()} />
        ) : items.length === 0 && !search.cursor ? (
          filtered ? (
            <EmptyState
              icon={<IconSearch size={18} />}
              title="No cases match these filters"
              action={<Button onClick={clear}>Clear filters</Button>}
            >
              Try another search, or clear the filters to see every {tabLabel} case.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconInbox size={18} />}
              title={tab === 'open' ? 'No open cases' : tab === 'alerts' ? 'No alerts' : `No cases in ${tabLabel}`}
            >
              {tab === 'alerts'
                ? 'No screening hit arrived on a decided case since its decision.'
                : tab === 'open'
                  ? 'Every case is completed or rejected. New cases arrive here as soon as your systems open them through the API.'
                  : 'Cases in this state will appear here.'}
            </EmptyState>
          )
        ) : (
          <>
            <div aria-busy={page.isPlaceholderData}>
              <QueueTable
                items={items}
                from={from}
                me={user.id}
                sort={search.sort ?? 'created'}
                decided={tab === 'completed' || tab === 'rejected'}
                openHits={openHits.data}
                onSort={(sort) => change({ sort: sort === 'created' ? undefined : sort })}
              />
            </div>
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
              <p className="flex items-center gap-3 text-13 text-gray-600">
                <span className="tabular" aria-live="polite">
                  {range || 'No cases on this page'}
                </span>
                {page.isPlaceholderData && <Spinner size={12} className="text-gray-500" label="Updating" />}
                {filtered && (
                  <Button variant="ghost" size="sm" icon={<IconX size={14} />} onClick={clear}>
                    Clear filters
                  </Button>
                )}
              </p>
              <div className="flex gap-2">
                <Button size="sm" icon={<IconChevronLeft size={14} />} disabled={!search.cursor} onClick={previousPage}>
                  Previous page
                </Button>
                <Button size="sm" disabled={!page.data?.has_more} onClick={nextPage}>
                  Next page
                  <IconChevronRight size={14} />
                </Button>
              </div>
            </nav>
          </>
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
