import { PlaceholderPanel } from '@marquee/ui';

export interface ReviewAnalysisPanelProps {
  movieId: string;
  movieTitle: string;
}

/** Placeholder for the AI review analysis shown on a movie's page. */
export default function ReviewAnalysisPanel(_props: ReviewAnalysisPanelProps) {
  return <PlaceholderPanel title="AI review analysis" level={2} testId="widget-mfe_ai-ReviewAnalysisPanel" />;
}
