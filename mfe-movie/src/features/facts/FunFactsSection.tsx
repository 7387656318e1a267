import { type MovieDetails } from '@marquee/contracts';
import { Section, theme } from '@marquee/ui';
import styled from 'styled-components';
import { DETAIL_LIMITS } from '../../components/detailLimits';
import { funFacts } from './funFacts';
import { visibleKeywords } from './keywords';
import { WrapList } from '../../components/WrapList';
import { useMovieMessages } from '../../messages';

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-inline-start: 1.5rem;
    line-height: ${theme.lineHeights.normal};
  }
  li::before {
    content: '★';
    position: absolute;
    inset-inline-start: 0;
    color: ${theme.colors.accent};
  }
`;

const Keywords = styled(WrapList).attrs({ $gap: 'xs' })`
  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

const More = styled.li`
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.accent} !important;
`;

/** Facts generated from the film's numbers, with its keywords. Hidden when there are neither. */
export function FunFactsSection({ movie }: { movie: MovieDetails }) {
  const { t } = useMovieMessages();
  const facts = funFacts({ ...movie, castCount: movie.credits?.cast.length ?? 0 }, t);
  const { shown, more } = visibleKeywords(movie.keywords?.keywords ?? [], DETAIL_LIMITS.keywords);
  if (facts.length === 0 && shown.length === 0) return null;
  return (
    <Section title={t('facts.title')}>
      {facts.length > 0 && (
        <Facts>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </Facts>
      )}
      {shown.length > 0 && (
        <Keywords aria-label={t('facts.keywords')}>
          {shown.map((keyword) => (
            <li key={keyword.id}>{keyword.name}</li>
          ))}
          {more > 0 && <More>{t('facts.moreKeywords', { count: more })}</More>}
        </Keywords>
      )}
    </Section>
  );
}
