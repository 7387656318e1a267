import { fetchAdminStats, userAtom } from '@marquee/client';
import { Container, Heading, Tabs, useDocumentTitle } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { ActivityPanel } from '../activity/ActivityPanel';
import { countOf } from '../common/countOf';
import { PanelState } from '../common/PanelState';
import { Muted } from '../common/Table';
import { useAdminResource } from '../common/useAdminResource';
import { ReviewsPanel } from '../reviews/ReviewsPanel';
import { StatsPanel } from '../stats/StatsPanel';
import { SystemPanel } from '../system/SystemPanel';
import { UsersPanel } from '../users/UsersPanel';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};

  [role='tabpanel'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const TEST_ID = 'page-mfe_admin-AdminPage';

const TABS = [
  { id: 'stats', label: 'Stats' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'activity', label: 'Activity' },
  { id: 'system', label: 'System' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin: the dashboard for admins, Access Denied for everyone else (the API refuses them too). */
export default function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const user = useAtomValue(userAtom);
  if (user?.role !== 'admin') {
    return (
      <Page data-testid={TEST_ID}>
        <Heading level={1}>Access Denied</Heading>
        <p>You need admin privileges to access this page.</p>
      </Page>
    );
  }
  return <Dashboard adminId={user.id} adminName={user.name} />;
}

function Dashboard({ adminId, adminName }: { adminId: string; adminName: string }) {
  const [tab, setTab] = useState<TabId>('stats');
  // Keyed by the tab: switching tabs reloads the numbers, as every panel reloads its list.
  const stats = useAdminResource((signal) => fetchAdminStats(signal), tab);
  const totals = stats.data;
  return (
    <Page data-testid={TEST_ID}>
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
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Admin sections" idPrefix="admin">
        {tab === 'stats' && (
          <>
            <PanelState loading={stats.loading} error={stats.error} hasData={totals !== undefined} />
            {totals && <StatsPanel stats={totals} />}
          </>
        )}
        {tab === 'users' && <UsersPanel currentUserId={adminId} onChanged={stats.reload} />}
        {tab === 'reviews' && <ReviewsPanel onChanged={stats.reload} />}
        {tab === 'activity' && <ActivityPanel />}
        {tab === 'system' && <SystemPanel />}
      </Tabs>
    </Page>
  );
}
