import { PlaceholderPanel } from '@marquee/ui';

export interface MovieAnalysisPanelProps {
  movieId: string;
  movieTitle: string;
}

/** Placeholder for the AI movie analysis shown on a movie's page. */
export default function MovieAnalysisPanel(_props: MovieAnalysisPanelProps) {
  return <PlaceholderPanel title="AI movie analysis" level={2} testId="widget-mfe_ai-MovieAnalysisPanel" />;
}
