import { pageHref } from '@marquee/contracts/pages';
import type { DiaryEntry } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Button, formatNumber, Poster, StarRating, VisuallyHidden, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';
import { shortName, viewingDate } from './diaryMonths';

const Row = styled.article`
  display: grid;
  grid-template-columns: 2.5rem 3rem minmax(0, 1fr);
  grid-template-areas:
    'day poster info'
    'day poster actions';
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xs};
  align-items: start;
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.tabletUp} {
    grid-template-columns: 3rem 3.5rem minmax(0, 1fr) auto;
    grid-template-areas: 'day poster info actions';
    align-items: center;
  }
`;

const Day = styled.time`
  grid-area: day;
  display: flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.1;

  strong {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes['2xl']};
  }
  span {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
  }
`;

const Thumb = styled.div`
  grid-area: poster;
  border-radius: ${theme.radii.sm};
  overflow: hidden;
`;

const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;

  a {
    color: ${theme.colors.text};
  }
  small {
    margin-inline-start: ${theme.space.xs};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Tag = styled.span`
  padding: 0 ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: ${theme.space.xs};
`;

/** The rewatch mark: a circular arrow, named for screen readers. */
function RewatchMark() {
  const { t } = useDiaryMessages();
  return (
    <span title={t('entry.rewatch')}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5" />
      </svg>
      <VisuallyHidden>{t('entry.rewatch')}</VisuallyHidden>
    </span>
  );
}

export interface DiaryEntryRowProps {
  entry: DiaryEntry;
  onEdit(): void;
  onDelete(): void;
}

/** One viewing: the day, the poster, the film, its stars, rewatch mark and tags, with Edit and Delete. */
export function DiaryEntryRow({ entry, onEdit, onDelete }: DiaryEntryRowProps) {
  const { t } = useDiaryMessages();
  return (
    <Row aria-label={t('entry.label', { title: entry.title, date: viewingDate(entry.watchedOn) })}>
      <Day dateTime={entry.watchedOn}>
        <strong>{formatNumber(Number(entry.watchedOn.slice(8)))}</strong>
        <span>{shortName(entry.watchedOn, 'weekday')}</span>
      </Day>
      <Thumb>
        <Poster path={entry.poster} title={entry.title} year={entry.year} sizes="56px" alt="" />
      </Thumb>
      <Info>
        <Title>
          <Link to={pageHref('movie', { id: entry.movieId })}>{entry.title}</Link>
          {entry.year && <small>{entry.year}</small>}
        </Title>
        <Marks>
          {entry.stars !== null ? (
            <StarRating value={entry.stars} size={14} />
          ) : (
            <span>{t('entry.notRated')}</span>
          )}
          {entry.rewatch && <RewatchMark />}
          {entry.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Marks>
      </Info>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={onEdit}
          aria-label={t('entry.editLabel', { title: entry.title })}
        >
          {t('entry.edit')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={onDelete}
          aria-label={t('entry.deleteLabel', { title: entry.title })}
        >
          {t('entry.delete')}
        </Button>
      </Actions>
    </Row>
  );
}
