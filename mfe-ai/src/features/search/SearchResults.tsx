import type { AiSearchResponse } from '@marquee/contracts';
import { formatNumber, Heading, theme } from '@marquee/ui';
import styled from 'styled-components';
import { confidenceTone } from '../../components/aiConstants';
import { EngineNote } from '../../components/EngineNote';
import { FilmTitle } from '../../components/FilmTitle';
import { ScoreBadge } from '../../components/ScoreBadge';
import { describeSearchParameters } from './searchParameters';
import { Callout, Lead, ResultList } from '../../components/TabSection';
import { useAiMessages } from '../../messages';

const Parameters = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${`${theme.space.xxs} ${theme.space.md}`};
  font-size: ${theme.fontSizes.sm};

  dt {
    color: ${theme.colors.textMuted};
  }
`;

// Keeps each term and its value together for React while the grid lays them out as two columns.
const Line = styled.div`
  display: contents;
`;

const Suggestion = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const SuggestionTitle = styled.h4`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

const Tips = styled.ul`
  padding-left: ${theme.space.lg};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** How the engine read the query, what it looked for, and the films it found. */
export function SearchResults({ result }: { result: AiSearchResponse }) {
  const { t } = useAiMessages();
  const parameters = describeSearchParameters(result.search_parameters, t);
  return (
    <>
      <Callout>
        <Heading level={3} size="lg">
          {t('search.interpretation')}
        </Heading>
        <p data-testid="ai-search-interpretation">{result.interpretation}</p>
        {parameters.length > 0 && (
          <Parameters aria-label={t('search.parameters')}>
            {parameters.map(({ label, value }) => (
              <Line key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Line>
            ))}
          </Parameters>
        )}
        <EngineNote engine={result.engine} />
      </Callout>
      {result.movie_suggestions.length === 0 ? (
        <Lead>{t('search.noMatches')}</Lead>
      ) : (
        <ResultList aria-label={t('search.suggestions')}>
          {result.movie_suggestions.map((suggestion) => (
            <Suggestion key={`${suggestion.title}-${suggestion.year}`}>
              <SuggestionTitle>
                <FilmTitle film={suggestion} />
                <ScoreBadge $tone={confidenceTone(suggestion.confidence)}>
                  {t('common.match', { percent: formatNumber(suggestion.confidence) })}
                </ScoreBadge>
              </SuggestionTitle>
              <Lead>{suggestion.match_reason}</Lead>
            </Suggestion>
          ))}
        </ResultList>
      )}
      {result.search_tips.length > 0 && (
        <Tips aria-label={t('search.tips')}>
          {result.search_tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Tips>
      )}
    </>
  );
}
