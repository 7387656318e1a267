import { fetchAdminActions } from '@marquee/client';
import type { AdminActionKind } from '@marquee/contracts';
import { formatDateTime } from '../common/formatDate';
import { PagedTable } from '../common/PagedTable';
import { usePagedAdminResource } from '../common/usePagedAdminResource';

const ACTION_NAMES: Record<AdminActionKind, string> = {
  promote: 'Promoted',
  demote: 'Demoted',
  'delete-user': 'Deleted user',
  'delete-review': 'Deleted review',
  'flush-cache': 'Emptied cache',
  'retry-jobs': 'Retried failed jobs',
};

/** The activity tab: what admins did, newest first. */
export function ActivityPanel() {
  const actions = usePagedAdminResource((page, signal) => fetchAdminActions({ page }, signal));
  return (
    <PagedTable
      label="Admin activity"
      pagerLabel="Activity pages"
      columns={['When', 'Admin', 'Action', 'Target']}
      resource={actions}
      items={actions.data?.actions}
      emptyText="No admin actions yet."
      renderRow={(entry) => (
        <tr key={entry.id}>
          <td>{formatDateTime(entry.createdAt)}</td>
          <td>{entry.admin.email}</td>
          <td>{ACTION_NAMES[entry.action]}</td>
          <td>{entry.target.label}</td>
        </tr>
      )}
    />
  );
}
