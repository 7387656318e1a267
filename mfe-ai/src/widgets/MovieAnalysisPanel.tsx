import { movieAnalysisQuery, type RemoteWidgetProps } from '@marquee/client';
import { AnalysisFrame } from '../features/analysis/AnalysisFrame';
import { MovieAnalysisFacts } from '../features/analysis/MovieAnalysisFacts';
import { useAnalysis } from '../features/analysis/useAnalysis';

export type MovieAnalysisPanelProps = RemoteWidgetProps['mfe_ai/MovieAnalysisPanel'];

const failureTexts = {
  failed: 'Failed to analyze movie',
  unreachable: 'Unable to analyze movie. Please try again.',
};

/**
 * A film's themes, characters, style and context, with questions to discuss. It runs by itself once the
 * film's data and title are there (docs/product.md §2), and again for another film; the server caches each result.
 */
export default function MovieAnalysisPanel({ movieTitle, movie }: MovieAnalysisPanelProps) {
  const canRun = movieTitle !== '' && movie.title !== '';
  const { state, run } = useAnalysis({ ...movieAnalysisQuery(movie), enabled: canRun }, failureTexts);

  return (
    <AnalysisFrame
      title="AI Movie Analysis"
      testId="widget-mfe_ai-MovieAnalysisPanel"
      state={state}
      onRun={run}
      runLabel="Analyze Movie"
      rerunLabel="Refresh"
      emptyMessage={`Get an in-depth look at ${movieTitle}: themes, characters, cinematography and more.`}
      loadingLabel={`Analyzing ${movieTitle}…`}
    >
      {({ analysis }) => <MovieAnalysisFacts analysis={analysis} />}
    </AnalysisFrame>
  );
}
