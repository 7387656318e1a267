import type { List } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { formatDate, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { ListCovers } from './ListCovers';
import { RowHeading, RowMeta } from './rowText';
import { VisibilityBadge } from './VisibilityBadge';

const Card = styled.article`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  ${theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

const Name = styled(RowHeading)`
  font-size: ${theme.fontSizes.lg};
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export interface ListSummaryProps {
  /** What the row shows of the list; the watchlist passes its own. */
  list: Pick<List, 'name' | 'description' | 'visibility' | 'entryCount' | 'posters'> &
    Partial<Pick<List, 'ranked' | 'updatedAt' | 'hiddenAt'>>;
  href: string;
  /** Controls at the end of the row (edit, delete). */
  actions?: ReactNode;
}

/** One list in "My lists": its first posters, name, description, count, visibility, ranking and last change. */
export function ListSummary({ list, href, actions }: ListSummaryProps) {
  const { t } = useCommunityMessages();
  return (
    <Card aria-label={list.name}>
      <ListCovers posters={list.posters} name={list.name} />
      <Body>
        <Name>
          <Link to={href}>{list.name}</Link>
        </Name>
        {list.description && <Description>{list.description}</Description>}
        <RowMeta>
          <span>{t('films', { count: list.entryCount })}</span>
          <VisibilityBadge visibility={list.visibility} />
          {list.ranked !== undefined && <span>{t(list.ranked ? 'ranked' : 'unranked')}</span>}
          {list.updatedAt && <span>{t('updated', { date: formatDate(list.updatedAt, 'medium') })}</span>}
          {list.hiddenAt && <strong>{t('hiddenByAdmin')}</strong>}
        </RowMeta>
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
