import type { MovieAnalysisResponse } from '@marquee/contracts';
import styled from 'styled-components';
import { FilmTitle } from '../../components/FilmTitle';
import { Collapsible } from './Collapsible';
import { Fact } from './Facts';

const Films = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** A film's analysis: themes open, the other sections for the reader to open. */
export function MovieAnalysisFacts({ analysis }: { analysis: MovieAnalysisResponse['analysis'] }) {
  return (
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
  );
}
