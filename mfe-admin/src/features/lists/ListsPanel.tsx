import { adminListsQuery, useSetListHidden } from '@marquee/client';
import type { AdminList } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { formatDate } from '@marquee/ui';
import styled from 'styled-components';
import { ActionOutcome } from '../../components/ActionOutcome';
import { HiddenState } from '../../components/HiddenState';
import { PagedTable } from '../../components/PagedTable';
import { Muted } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { useHiding } from '../../components/useHiding';
import { usePagedQuery } from '../../components/usePagedQuery';
import { useAdminMessages } from '../../messages';

const ListName = styled.td`
  min-width: 10rem;
  max-width: 24rem;
  overflow-wrap: anywhere;
`;

/**
 * The lists tab (issue 22 §4): the public and unlisted lists, most recently changed first, 10 per page,
 * each with Hide or Unhide after a confirmation. Private lists are their owners' alone and never listed.
 */
export function ListsPanel() {
  const lists = usePagedQuery(adminListsQuery);
  const { t } = useAdminMessages();
  const hiding = useSetListHidden();
  const { failure, run } = useAdminAction();
  const { button, dialog, done } = useHiding<AdminList>({
    run,
    mutation: hiding,
    hiddenAt: (list) => list.hiddenAt,
    name: (list) => t('lists.name', { name: list.name, owner: list.owner.name }),
    kind: 'list',
    hidingEffect: t('lists.hidingEffect'),
  });

  return (
    <>
      <ActionOutcome failure={failure} done={done} />
      <PagedTable
        label={t('lists.label')}
        pagerLabel={t('lists.pages')}
        columns={[
          t('lists.colList'),
          t('lists.colOwner'),
          t('lists.colVisibility'),
          t('lists.colFilms'),
          t('lists.colUpdated'),
          t('lists.colStatus'),
          t('lists.colActions'),
        ]}
        actions
        query={lists}
        items={lists.data?.lists}
        emptyText={t('lists.empty')}
        renderRow={(list) => (
          <tr key={list.id}>
            <ListName>
              <Link to={pageHref('list', { listId: list.id })}>{list.name}</Link>
              {list.description && (
                <>
                  <br />
                  <Muted>{list.description}</Muted>
                </>
              )}
            </ListName>
            <td>
              {list.owner.name}
              <br />
              <Muted>
                <bdi dir="ltr">{list.owner.email}</bdi>
              </Muted>
            </td>
            <td>{t(`lists.visibility.${list.visibility}`)}</td>
            <td>{list.entryCount}</td>
            <td>{formatDate(list.updatedAt, 'medium')}</td>
            <td>
              <HiddenState hiddenAt={list.hiddenAt} />
            </td>
            <td>{button(list, hiding.isPending)}</td>
          </tr>
        )}
      />
      {dialog}
    </>
  );
}
