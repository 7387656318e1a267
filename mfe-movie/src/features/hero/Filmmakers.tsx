import { type CrewMember } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';
import { filmmakers } from './filmmakers';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

/** "Director … Writers …" under the film's facts, whenever the crew names them. */
export function Filmmakers({ crew }: { crew: readonly CrewMember[] }) {
  const { t } = useMovieMessages();
  const { directors, writers } = filmmakers(crew);
  if (directors.length === 0 && writers.length === 0) return null;
  return (
    <List aria-label={t('filmmakers.label')}>
      {directors.length > 0 && (
        <div>
          <dt>{t('filmmakers.directors', { count: directors.length })}</dt>
          <dd>{directors.join(', ')}</dd>
        </div>
      )}
      {writers.length > 0 && (
        <div>
          <dt>{t('filmmakers.writers', { count: writers.length })}</dt>
          <dd>{writers.join(', ')}</dd>
        </div>
      )}
    </List>
  );
}
