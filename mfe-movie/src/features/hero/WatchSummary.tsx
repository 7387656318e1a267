import { useMovieWatches } from '@marquee/client';
import { countOf, formatDate } from '@marquee/ui';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * How often the film was watched (issue 21): by the signed-in viewer ("Watched 2 times, last on Mar 9,
 * 2026", or "Not watched yet") and by everyone on Marquee. Nothing shows until the counts are known.
 */
export function WatchSummary({ movieId }: { movieId: number }) {
  const { data } = useMovieWatches(String(movieId));
  if (!data) return null;
  const { mine, watchCount } = data;
  if (!mine && watchCount === 0) return null;
  return (
    <Line aria-label="Viewings">
      {mine &&
        (mine.count > 0 ? (
          <strong>
            Watched {times(mine.count)}
            {mine.lastWatchedOn &&
              `, last on ${formatDate(`${mine.lastWatchedOn}T00:00:00Z`, 'medium', { timeZone: 'UTC' })}`}
          </strong>
        ) : (
          <span>Not watched yet</span>
        ))}
      {watchCount > 0 && <span>Logged {countOf(watchCount, 'time')} on Marquee</span>}
    </Line>
  );
}
