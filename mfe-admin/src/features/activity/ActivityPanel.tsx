import { adminActionsQuery } from '@marquee/client';
import type { AdminActionKind } from '@marquee/contracts';
import { formatDate } from '@marquee/ui';
import { PagedTable } from '../../components/PagedTable';
import { usePagedQuery } from '../../components/usePagedQuery';

const ACTION_NAMES: Record<AdminActionKind, string> = {
  promote: 'Promoted',
  demote: 'Demoted',
  'delete-user': 'Deleted user',
  'delete-review': 'Deleted review',
  'flush-cache': 'Emptied cache',
  'retry-jobs': 'Retried failed jobs',
  'hide-list': 'Hid list',
  'unhide-list': 'Unhid list',
  'hide-profile': 'Hid profile',
  'unhide-profile': 'Unhid profile',
};

/** The activity tab: what admins did, newest first. */
export function ActivityPanel() {
  const actions = usePagedQuery(adminActionsQuery);
  return (
    <PagedTable
      label="Admin activity"
      pagerLabel="Activity pages"
      columns={['When', 'Admin', 'Action', 'Target']}
      query={actions}
      items={actions.data?.actions}
      emptyText="No admin actions yet."
      renderRow={(entry) => (
        <tr key={entry.id}>
          <td>{formatDate(entry.createdAt, 'dateTime')}</td>
          <td>{entry.admin.email}</td>
          <td>{ACTION_NAMES[entry.action]}</td>
          <td>{entry.target.label}</td>
        </tr>
      )}
    />
  );
}
