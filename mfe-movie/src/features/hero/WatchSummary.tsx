import { useMovieWatches } from '@marquee/client';
import { formatDate, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.text};
  }
`;

/**
 * How often the film was watched (issue 21): by the signed-in viewer ("Watched 2 times, last on Mar 9,
 * 2026", or "Not watched yet") and by everyone on Marquee. Nothing shows until the counts are known.
 */
export function WatchSummary({ movieId }: { movieId: number }) {
  const { t } = useMovieMessages();
  const { data } = useMovieWatches(String(movieId));
  if (!data) return null;
  const { mine, watchCount } = data;
  if (!mine && watchCount === 0) return null;
  return (
    <Line aria-label={t('viewings.label')}>
      {mine &&
        (mine.count > 0 ? (
          <strong>
            {mine.lastWatchedOn
              ? t('viewings.mineLast', {
                  count: mine.count,
                  date: formatDate(`${mine.lastWatchedOn}T00:00:00Z`, 'medium', { timeZone: 'UTC' }),
                })
              : t('viewings.mine', { count: mine.count })}
          </strong>
        ) : (
          <span>{t('viewings.notYet')}</span>
        ))}
      {watchCount > 0 && <span>{t('viewings.everyone', { count: watchCount })}</span>}
    </Line>
  );
}
