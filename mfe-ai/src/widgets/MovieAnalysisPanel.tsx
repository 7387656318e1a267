import { analyzeMovie, type RemoteWidgetProps } from '@marquee/client';
import type { MovieAnalysisResponse } from '@marquee/contracts';
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FilmTitle } from '../common/FilmTitle';
import { useAiRequest } from '../common/useAiRequest';
import { AnalysisFrame } from '../panels/AnalysisFrame';
import { Collapsible } from '../panels/Collapsible';
import { Fact } from '../panels/Facts';

export type MovieAnalysisPanelProps = RemoteWidgetProps['mfe_ai/MovieAnalysisPanel'];

const failureTexts = {
  failed: 'Failed to analyze movie',
  unreachable: 'Unable to analyze movie. Please try again.',
};

const Films = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * A film's themes, characters, style and context, with questions to discuss. It runs by itself once the
 * film's data and title are there (docs/product.md §2), and again for another film; the server caches each result.
 */
export default function MovieAnalysisPanel({ movieTitle, movie }: MovieAnalysisPanelProps) {
  const { state, run } = useAiRequest<MovieAnalysisResponse>(failureTexts);
  // The latest data, without re-running when the page hands over an equal but new object.
  const movieRef = useRef(movie);
  useEffect(() => {
    movieRef.current = movie;
  }, [movie]);
  const request = useCallback((signal: AbortSignal) => analyzeMovie(movieRef.current, signal), []);
  const analyze = () => void run(request);

  const canRun = movieTitle !== '' && movie.title !== '';
  useEffect(() => {
    if (canRun) void run(request);
  }, [canRun, movie.id, request, run]);

  return (
    <AnalysisFrame
      title="AI Movie Analysis"
      testId="widget-mfe_ai-MovieAnalysisPanel"
      state={state}
      onRun={analyze}
      runLabel="Analyze Movie"
      rerunLabel="Refresh"
      emptyMessage={`Get an in-depth look at ${movieTitle}: themes, characters, cinematography and more.`}
      loadingLabel={`Analyzing ${movieTitle}…`}
    >
      {({ analysis }) => (
        <>
          <Collapsible title="Themes & Symbolism" open>
            <Fact label="Primary themes" value={analysis.themes.primary} />
            <Fact label="Secondary themes" value={analysis.themes.secondary} />
            <Fact label="Symbolism" value={analysis.themes.symbolism} />
          </Collapsible>
          <Collapsible title="Characters">
            <Fact label="Protagonist's journey" value={analysis.character_analysis.protagonist_journey} />
            <Fact label="Relationships" value={analysis.character_analysis.relationships} />
            <Fact label="Archetypes" value={analysis.character_analysis.archetypes} />
          </Collapsible>
          <Collapsible title="Cinematography">
            <Fact label="Style" value={analysis.cinematography.style} />
            <Fact label="Mood" value={analysis.cinematography.mood} />
            <Fact label="Notable elements" value={analysis.cinematography.notable_elements} />
          </Collapsible>
          <Collapsible title="Cultural Context">
            <Fact label="Historical period" value={analysis.cultural_context.historical_period} />
            <Fact label="Social commentary" value={analysis.cultural_context.social_commentary} />
            <Fact label="Cultural impact" value={analysis.cultural_context.cultural_impact} />
          </Collapsible>
          <Collapsible title="Discussion Questions">
            <Fact label="Questions" value={analysis.discussion_questions} />
          </Collapsible>
          <Collapsible title="Similar Films">
            <Films>
              {analysis.similar_films.map((film) => (
                <li key={film.title}>
                  <FilmTitle film={film} /> — {film.reason}
                </li>
              ))}
            </Films>
          </Collapsible>
          <Fact label="Educational value" value={analysis.educational_value} />
          <Fact label="Rewatch value" value={analysis.rewatch_value} />
        </>
      )}
    </AnalysisFrame>
  );
}
