import type { List } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Alert, Button, CopyLinkButton, countOf, formatDate, Heading } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { VisibilityBadge } from './VisibilityBadge';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ListHeaderProps {
  list: List;
  /** Who made the list; a link to their profile when the reader may see it. */
  owner: ReactNode;
  total: number;
  /** Opens the owner's form to change the list; absent for readers. */
  onEdit?(): void;
}

/** A list's name, description, owner, count, visibility, and its share and edit buttons. */
export function ListHeader({ list, owner, total, onEdit }: ListHeaderProps) {
  return (
    <Header>
      <Heading level={1}>{list.name}</Heading>
      {list.description && <Description>{list.description}</Description>}
      <Meta>
        {owner}
        <span>{countOf(total, 'film')}</span>
        <VisibilityBadge visibility={list.visibility} />
        <span>{list.ranked ? 'Ranked' : 'Unranked'}</span>
        <span>Updated {formatDate(list.updatedAt, 'medium')}</span>
      </Meta>
      {list.hiddenAt && (
        <Alert tone="error">
          An administrator hid this list on {formatDate(list.hiddenAt, 'medium')}: only you and administrators
          can see it.
        </Alert>
      )}
      <Actions>
        <CopyLinkButton path={pageHref('list', { listId: list.id })} />
        {onEdit && (
          <Button $variant="secondary" $size="sm" onClick={onEdit}>
            Edit list
          </Button>
        )}
      </Actions>
      {onEdit && list.visibility === 'private' && (
        <Hint>The list is private: only you can open its link. Make it unlisted or public to share it.</Hint>
      )}
    </Header>
  );
}
