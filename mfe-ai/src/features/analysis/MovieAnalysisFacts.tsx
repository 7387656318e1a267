import type { MovieAnalysisResponse } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { FilmTitle } from '../../components/FilmTitle';
import { Collapsible } from './Collapsible';
import { Fact } from './Facts';
import { useAiMessages } from '../../messages';

const Films = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding-left: ${theme.space.lg};
`;

/** A film's analysis: themes open, the other sections for the reader to open. */
export function MovieAnalysisFacts({ analysis }: { analysis: MovieAnalysisResponse['analysis'] }) {
  const { t } = useAiMessages();
  return (
    <>
      <Collapsible title={t('movieAnalysis.themes')} open>
        <Fact label={t('movieAnalysis.primaryThemes')} value={analysis.themes.primary} />
        <Fact label={t('movieAnalysis.secondaryThemes')} value={analysis.themes.secondary} />
        <Fact label={t('movieAnalysis.symbolism')} value={analysis.themes.symbolism} />
      </Collapsible>
      <Collapsible title={t('movieAnalysis.characters')}>
        <Fact
          label={t('movieAnalysis.protagonistJourney')}
          value={analysis.character_analysis.protagonist_journey}
        />
        <Fact label={t('movieAnalysis.relationships')} value={analysis.character_analysis.relationships} />
        <Fact label={t('movieAnalysis.archetypes')} value={analysis.character_analysis.archetypes} />
      </Collapsible>
      <Collapsible title={t('movieAnalysis.cinematography')}>
        <Fact label={t('movieAnalysis.style')} value={analysis.cinematography.style} />
        <Fact label={t('movieAnalysis.mood')} value={analysis.cinematography.mood} />
        <Fact label={t('movieAnalysis.notableElements')} value={analysis.cinematography.notable_elements} />
      </Collapsible>
      <Collapsible title={t('movieAnalysis.culturalContext')}>
        <Fact
          label={t('movieAnalysis.historicalPeriod')}
          value={analysis.cultural_context.historical_period}
        />
        <Fact
          label={t('movieAnalysis.socialCommentary')}
          value={analysis.cultural_context.social_commentary}
        />
        <Fact label={t('movieAnalysis.culturalImpact')} value={analysis.cultural_context.cultural_impact} />
      </Collapsible>
      <Collapsible title={t('movieAnalysis.discussionQuestions')}>
        <Fact label={t('movieAnalysis.questions')} value={analysis.discussion_questions} />
      </Collapsible>
      <Collapsible title={t('movieAnalysis.similarFilms')}>
        <Films>
          {analysis.similar_films.map((film) => (
            <li key={film.title}>
              <FilmTitle film={film} /> — {film.reason}
            </li>
          ))}
        </Films>
      </Collapsible>
      <Fact label={t('movieAnalysis.educationalValue')} value={analysis.educational_value} />
      <Fact label={t('movieAnalysis.rewatchValue')} value={analysis.rewatch_value} />
    </>
  );
}
