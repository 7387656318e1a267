import { moviesApi } from '@marquee/client';
import type { MovieDetails, MovieSummary } from '@marquee/contracts';
import { Alert, Heading, Spinner } from '@marquee/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FilmPicker } from './FilmPicker';
import { Lead, TabSection } from './TabSection';

type Chosen =
  | { status: 'none' }
  | { status: 'loading'; movie: MovieSummary }
  | { status: 'ready'; movie: MovieDetails }
  | { status: 'error' };

export interface FilmAnalysisTabProps {
  id: string;
  heading: string;
  lead: string;
  /** The analysis panel for the chosen film, given its full details. */
  renderPanel: (movie: MovieDetails) => ReactNode;
}

/** A hub tab that runs an analysis panel on any film: find it, pick it, and the panel takes over. */
export function FilmAnalysisTab({ id, heading, lead, renderPanel }: FilmAnalysisTabProps) {
  const [chosen, setChosen] = useState<Chosen>({ status: 'none' });
  const chosenId = chosen.status === 'loading' ? chosen.movie.id : null;

  // The panels need the film's details (reviews, credits, keywords), not just the search result.
  useEffect(() => {
    if (chosenId === null) return;
    const controller = new AbortController();
    moviesApi.details(chosenId, controller.signal).then(
      (movie) => setChosen({ status: 'ready', movie }),
      () => {
        if (!controller.signal.aborted) setChosen({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [chosenId]);

  return (
    <TabSection aria-labelledby={`${id}-heading`}>
      <Heading level={2} size="xl" id={`${id}-heading`}>
        {heading}
      </Heading>
      <Lead>{lead}</Lead>
      <FilmPicker
        label="Find a movie to analyze"
        onPick={(movie) => setChosen({ status: 'loading', movie })}
      />
      {chosen.status === 'loading' && <Spinner label={`Loading ${chosen.movie.title}…`} />}
      {chosen.status === 'error' && <Alert tone="error">Failed to load movie</Alert>}
      {chosen.status === 'ready' && <div key={chosen.movie.id}>{renderPanel(chosen.movie)}</div>}
    </TabSection>
  );
}
