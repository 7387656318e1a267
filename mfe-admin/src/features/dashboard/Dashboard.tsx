import { adminStatsQuery } from '@marquee/client';
import { Heading, Tabs } from '@marquee/ui';
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
import { useAdminMessages } from '../../messages';

const TAB_IDS = ['stats', 'users', 'reviews', 'lists', 'activity', 'system'] as const;
type TabId = (typeof TAB_IDS)[number];

/** The dashboard: the welcome with the totals, and a tab per section (docs/product.md §2 Admin). */
export function Dashboard({ adminId, adminName }: { adminId: string; adminName: string }) {
  const [tab, setTab] = useState<TabId>('stats');
  const { t } = useAdminMessages();
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`tab.${id}`) }));
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
        <Heading level={1}>{t('page.title')}</Heading>
        <p>{t('dashboard.welcome', { name: adminName })}</p>
        {totals && (
          <Muted aria-live="polite">
            {t('dashboard.users', { count: totals.totalUsers })} ·{' '}
            {t('dashboard.admins', { count: totals.totalAdmins })} ·{' '}
            {t('dashboard.reviews', { count: totals.totalReviews })}
          </Muted>
        )}
      </header>
      <Tabs tabs={tabs} selected={tab} onSelect={select} label={t('dashboard.sections')} idPrefix="admin">
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
