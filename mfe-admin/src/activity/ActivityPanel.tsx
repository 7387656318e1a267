import { fetchAdminActions } from '@marquee/client';
import type { AdminActionKind } from '@marquee/contracts';
import { useState } from 'react';
import { formatDateTime } from '../common/formatDate';
import { Pager } from '../common/Pager';
import { PanelState } from '../common/PanelState';
import { Muted, Table, TableScroller } from '../common/Table';
import { useAdminResource } from '../common/useAdminResource';

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
  const [page, setPage] = useState(1);
  const actions = useAdminResource((signal) => fetchAdminActions({ page }, signal), page);
  const { data } = actions;
  return (
    <>
      <PanelState loading={actions.loading} error={actions.error} hasData={data !== undefined} />
      {data && data.actions.length === 0 && <Muted>No admin actions yet.</Muted>}
      {data && data.actions.length > 0 && (
        <>
          <TableScroller>
            <Table aria-label="Admin activity">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Admin</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                </tr>
              </thead>
              <tbody>
                {data.actions.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.admin.email}</td>
                    <td>{ACTION_NAMES[entry.action]}</td>
                    <td>{entry.target.label}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
          <Pager pagination={data.pagination} onPage={setPage} label="Activity pages" />
        </>
      )}
    </>
  );
}
