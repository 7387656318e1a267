import { adminActionsQuery } from '@marquee/client';
import { formatDate } from '@marquee/ui';
import { PagedTable } from '../../components/PagedTable';
import { usePagedQuery } from '../../components/usePagedQuery';
import { useAdminMessages } from '../../messages';

/** The activity tab: what admins did, newest first. */
export function ActivityPanel() {
  const actions = usePagedQuery(adminActionsQuery);
  const { t } = useAdminMessages();
  return (
    <PagedTable
      label={t('activity.label')}
      pagerLabel={t('activity.pages')}
      columns={[
        t('activity.colWhen'),
        t('activity.colAdmin'),
        t('activity.colAction'),
        t('activity.colTarget'),
      ]}
      query={actions}
      items={actions.data?.actions}
      emptyText={t('activity.empty')}
      renderRow={(entry) => (
        <tr key={entry.id}>
          <td>{formatDate(entry.createdAt, 'dateTime')}</td>
          <td>
            <bdi dir="ltr">{entry.admin.email}</bdi>
          </td>
          <td>{t(`activity.action.${entry.action}`)}</td>
          <td>{entry.target.label}</td>
        </tr>
      )}
    />
  );
}
