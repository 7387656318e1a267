import { movieDetailsQuery } from '@marquee/client';
import type { MovieDetails, MovieSummary } from '@marquee/contracts';
import { Alert, Heading, Spinner } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Lead, TabSection } from '../../components/TabSection';
import { FilmPicker } from './FilmPicker';
import { useAiMessages } from '../../messages';

export interface FilmAnalysisTabProps {
  id: string;
  heading: string;
  lead: string;
  /** The analysis panel for the chosen film, given its full details. */
  renderPanel: (movie: MovieDetails) => ReactNode;
}

/** A hub tab that runs an analysis panel on any film: find it, pick it, and the panel takes over. */
export function FilmAnalysisTab({ id, heading, lead, renderPanel }: FilmAnalysisTabProps) {
  const { t } = useAiMessages();
  const [chosen, setChosen] = useState<MovieSummary>();
  // The panels need the film's details (reviews, credits, keywords), not just the search result: the
  // movie page's own query, so a film opened there is not asked for again.
  const details = useQuery({ ...movieDetailsQuery(chosen?.id ?? 0), enabled: chosen !== undefined });

  return (
    <TabSection aria-labelledby={`${id}-heading`}>
      <Heading level={2} size="xl" id={`${id}-heading`}>
        {heading}
      </Heading>
      <Lead>{lead}</Lead>
      <FilmPicker label={t('hub.findMovie')} onPick={setChosen} />
      {chosen && details.isPending && <Spinner label={t('hub.loadingMovie', { title: chosen.title })} />}
      {details.isError && <Alert tone="error">{t('hub.movieFailed')}</Alert>}
      {details.data && <div key={details.data.id}>{renderPanel(details.data)}</div>}
    </TabSection>
  );
}
