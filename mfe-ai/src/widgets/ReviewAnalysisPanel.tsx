import { reviewAnalysisQuery, type RemoteWidgetProps } from '@marquee/client';
import { AnalysisFrame } from '../features/analysis/AnalysisFrame';
import { ReviewAnalysisFacts } from '../features/analysis/ReviewAnalysisFacts';
import { useAnalysis } from '../features/analysis/useAnalysis';

export type ReviewAnalysisPanelProps = RemoteWidgetProps['mfe_ai/ReviewAnalysisPanel'];

const failureTexts = {
  failed: 'Failed to analyze reviews',
  unreachable: 'Unable to analyze reviews. Please try again.',
};

/**
 * What a film's reviews say, summed up. It runs by itself when the film has external reviews (and again
 * for other reviews); without them it waits for the visitor, as only Marquee's own reviews would be read.
 */
export default function ReviewAnalysisPanel({ movieId, movieTitle, reviews }: ReviewAnalysisPanelProps) {
  const canRun = movieId !== '' && movieTitle !== '';
  const { state, run } = useAnalysis(
    { ...reviewAnalysisQuery(movieId, movieTitle, reviews), enabled: canRun && reviews.length > 0 },
    failureTexts,
  );

  return (
    <AnalysisFrame
      title="AI Review Analysis"
      testId="widget-mfe_ai-ReviewAnalysisPanel"
      state={state}
      onRun={() => canRun && run()}
      runLabel="Analyze Reviews"
      rerunLabel="Re-analyze Reviews"
      emptyMessage={`Sum up what reviewers say about ${movieTitle}.`}
      loadingLabel="Analyzing reviews…"
    >
      {(answer) => <ReviewAnalysisFacts {...answer} />}
    </AnalysisFrame>
  );
}
