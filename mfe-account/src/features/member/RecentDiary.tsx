import { type ProfileDiaryEntry } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { formatDate, Poster, Section, StarRating, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { calendarDate } from '../diary/diaryMonths';

const Entries = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${theme.space.md};

  /* Three across on a phone rather than two large posters. */
  ${theme.media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
    gap: ${theme.space.sm};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

/** The member's latest viewings (shown when their diary is public): poster, film, day watched, stars. */
export function RecentDiary({ entries }: { entries: ProfileDiaryEntry[] }) {
  const { t } = useCommunityMessages();
  return (
    <Section title={t('member.recentDiary')}>
      <Entries>
        {entries.map((entry) => (
          <Entry key={entry.id}>
            <Poster path={entry.poster} title={entry.title} year={entry.year} sizes="7rem" alt="" />
            <Link to={pageHref('movie', { id: entry.movieId })}>{entry.title}</Link>
            <small>
              <time dateTime={entry.watchedOn}>
                {formatDate(calendarDate(entry.watchedOn), 'medium', { timeZone: 'UTC' })}
              </time>
              {entry.rewatch && ` · ${t('member.rewatch')}`}
            </small>
            {entry.stars !== null && <StarRating value={entry.stars} size={12} />}
          </Entry>
        ))}
      </Entries>
    </Section>
  );
}
