import { reviewAnalysisQuery, type RemoteWidgetProps } from '@marquee/client';
import { AnalysisFrame } from '../features/analysis/AnalysisFrame';
import { ReviewAnalysisFacts } from '../features/analysis/ReviewAnalysisFacts';
import { useAnalysis } from '../features/analysis/useAnalysis';
import { useAiMessages } from '../messages';

export type ReviewAnalysisPanelProps = RemoteWidgetProps['mfe_ai/ReviewAnalysisPanel'];

/**
 * What a film's reviews say, summed up. It runs by itself when the film has external reviews (and again
 * for other reviews); without them it waits for the visitor, as only Marquee's own reviews would be read.
 */
export default function ReviewAnalysisPanel({ movieId, movieTitle, reviews }: ReviewAnalysisPanelProps) {
  const { t } = useAiMessages();
  const canRun = movieId !== '' && movieTitle !== '';
  const { state, run } = useAnalysis(
    { ...reviewAnalysisQuery(movieId, movieTitle, reviews), enabled: canRun && reviews.length > 0 },
    { failed: t('reviewAnalysis.failed'), unreachable: t('reviewAnalysis.unreachable') },
  );

  return (
    <AnalysisFrame
      title={t('reviewAnalysis.title')}
      testId="widget-mfe_ai-ReviewAnalysisPanel"
      state={state}
      onRun={() => canRun && run()}
      runLabel={t('reviewAnalysis.run')}
      rerunLabel={t('reviewAnalysis.rerun')}
      emptyMessage={t('reviewAnalysis.empty', { title: movieTitle })}
      loadingLabel={t('reviewAnalysis.loading')}
    >
      {(answer) => <ReviewAnalysisFacts {...answer} />}
    </AnalysisFrame>
  );
}
