import { movieAnalysisQuery, type RemoteWidgetProps } from '@marquee/client';
import { AnalysisFrame } from '../features/analysis/AnalysisFrame';
import { MovieAnalysisFacts } from '../features/analysis/MovieAnalysisFacts';
import { useAnalysis } from '../features/analysis/useAnalysis';
import { useAiMessages } from '../messages';

export type MovieAnalysisPanelProps = RemoteWidgetProps['mfe_ai/MovieAnalysisPanel'];

/**
 * A film's themes, characters, style and context, with questions to discuss. It runs by itself once the
 * film's data and title are there (docs/product.md §2), and again for another film; the server caches each result.
 */
export default function MovieAnalysisPanel({ movieTitle, movie }: MovieAnalysisPanelProps) {
  const { t } = useAiMessages();
  const canRun = movieTitle !== '' && movie.title !== '';
  const { state, run } = useAnalysis(
    { ...movieAnalysisQuery(movie), enabled: canRun },
    { failed: t('movieAnalysis.failed'), unreachable: t('movieAnalysis.unreachable') },
  );

  return (
    <AnalysisFrame
      title={t('movieAnalysis.title')}
      testId="widget-mfe_ai-MovieAnalysisPanel"
      state={state}
      onRun={run}
      runLabel={t('movieAnalysis.run')}
      rerunLabel={t('movieAnalysis.rerun')}
      emptyMessage={t('movieAnalysis.empty', { title: movieTitle })}
      loadingLabel={t('movieAnalysis.loading', { title: movieTitle })}
    >
      {({ analysis }) => <MovieAnalysisFacts analysis={analysis} />}
    </AnalysisFrame>
  );
}
