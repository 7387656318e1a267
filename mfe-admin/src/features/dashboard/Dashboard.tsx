import { adminStatsQuery } from '@marquee/client';
import { countOf, Heading, Tabs } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PanelState } from '../../components/PanelState';
import { Muted } from '../../components/Table';
import { ActivityPanel } from '../activity/ActivityPanel';
import { ListsPanel } from '../lists/ListsPanel';
import { ReviewsPanel } from '../reviews/ReviewsPanel';
import { StatsPanel } from '../stats/StatsPanel';
import { SystemPanel } from '../system/SystemPanel';
import { UsersPanel } from '../users/UsersPanel';

const TABS = [
  { id: 'stats', label: 'Stats' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'lists', label: 'Lists' },
  { id: 'activity', label: 'Activity' },
  { id: 'system', label: 'System' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The dashboard: the welcome with the totals, and a tab per section (docs/product.md §2 Admin). */
export function Dashboard({ adminId, adminName }: { adminId: string; adminName: string }) {
  const [tab, setTab] = useState<TabId>('stats');
  const stats = useQuery(adminStatsQuery());
  const totals = stats.data;

  const select = (next: TabId) => {
    setTab(next);
    // The totals are read again with each tab, as each panel reads its own list again when it opens.
    void stats.refetch();
  };

  return (
    <>
      <header>
        <Heading level={1}>Admin Dashboard</Heading>
        <p>Welcome back, {adminName}</p>
        {totals && (
          <Muted aria-live="polite">
            {countOf(totals.totalUsers, 'user')} · {countOf(totals.totalAdmins, 'admin')} ·{' '}
            {countOf(totals.totalReviews, 'review')}
          </Muted>
        )}
      </header>
      <Tabs tabs={TABS} selected={tab} onSelect={select} label="Admin sections" idPrefix="admin">
        {tab === 'stats' && (
          <>
            <PanelState query={stats} />
            {totals && <StatsPanel stats={totals} />}
          </>
        )}
        {tab === 'users' && <UsersPanel currentUserId={adminId} />}
        {tab === 'reviews' && <ReviewsPanel />}
        {tab === 'lists' && <ListsPanel />}
        {tab === 'activity' && <ActivityPanel />}
        {tab === 'system' && <SystemPanel />}
      </Tabs>
    </>
  );
}
