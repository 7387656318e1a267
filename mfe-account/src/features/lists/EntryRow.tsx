import type { ListEntry } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { formatDate, Poster, Rating, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Note, RankNumber } from './EntryCard';
import { RowHeading, RowMeta } from './rowText';
import { useCommunityMessages } from '../../messages/community';

const Row = styled.article`
  display: grid;
  grid-template-columns: auto 4rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.mobile} {
    grid-template-columns: auto 3.5rem minmax(0, 1fr);
  }
`;

const RankCell = styled.div`
  min-width: 2rem;
`;

const PosterLink = styled(Link)`
  display: block;
  border-radius: ${theme.radii.sm};
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

const Title = styled(RowHeading)`
  font-size: ${theme.fontSizes.md};
`;

/* The owner's controls sit at the end of the row, or under it on a phone. */
const Extra = styled.div`
  ${theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

export interface EntryRowProps {
  entry: ListEntry;
  ranked: boolean;
  /** The owner's controls, or the note being edited. */
  children?: ReactNode;
}

/** A film of a list in the detailed view: rank, poster, title, year, rating, date added and note. */
export function EntryRow({ entry, ranked, children }: EntryRowProps) {
  const { t } = useCommunityMessages();
  const href = pageHref('movie', { id: entry.movieId });
  return (
    <Row aria-label={entry.title}>
      <RankCell>{ranked && <RankNumber rank={entry.rank} />}</RankCell>
      <PosterLink to={href} tabIndex={-1} aria-hidden="true">
        <Poster path={entry.poster} title={entry.title} year={entry.year} sizes="4rem" alt="" />
      </PosterLink>
      <Body>
        <Title>
          <Link to={href}>{entry.title}</Link>
        </Title>
        <RowMeta>
          {entry.year && <span>{entry.year}</span>}
          <Rating value={entry.voteAverage} />
          <span>{t('entry.added', { date: formatDate(entry.addedAt, 'medium') })}</span>
        </RowMeta>
        {entry.note && <Note>{entry.note}</Note>}
      </Body>
      {children && <Extra>{children}</Extra>}
    </Row>
  );
}
