import type { List } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Alert, Button, CopyLinkButton, formatDate, Heading, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { VisibilityBadge } from './VisibilityBadge';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};

  h1 {
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  max-width: 48rem;
  color: ${theme.colors.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
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
  const { t } = useCommunityMessages();
  return (
    <Header>
      <Heading level={1}>{list.name}</Heading>
      {list.description && <Description>{list.description}</Description>}
      <Meta>
        {owner}
        <span>{t('films', { count: total })}</span>
        <VisibilityBadge visibility={list.visibility} />
        <span>{t(list.ranked ? 'ranked' : 'unranked')}</span>
        <span>{t('updated', { date: formatDate(list.updatedAt, 'medium') })}</span>
      </Meta>
      {list.hiddenAt && (
        <Alert tone="error">{t('list.hidden', { date: formatDate(list.hiddenAt, 'medium') })}</Alert>
      )}
      <Actions>
        <CopyLinkButton path={pageHref('list', { listId: list.id })} />
        {onEdit && (
          <Button $variant="secondary" $size="sm" onClick={onEdit}>
            {t('list.edit')}
          </Button>
        )}
      </Actions>
      {onEdit && list.visibility === 'private' && <Hint>{t('list.privateHint')}</Hint>}
    </Header>
  );
}
