import { analyzeReviews, type RemoteWidgetProps } from '@marquee/client';
import type { ReviewAnalysisResponse } from '@marquee/contracts';
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { SENTIMENT_DEFAULT, SENTIMENT_SCALE, sentimentTone } from '../common/aiConstants';
import { ScoreBadge } from '../common/ScoreBadge';
import { useAiRequest } from '../common/useAiRequest';
import { AnalysisFrame } from '../panels/AnalysisFrame';
import { Fact } from '../panels/Facts';

export type ReviewAnalysisPanelProps = RemoteWidgetProps['mfe_ai/ReviewAnalysisPanel'];

const failureTexts = {
  failed: 'Failed to analyze reviews',
  unreachable: 'Unable to analyze reviews. Please try again.',
};

const Sentiment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Score = styled(ScoreBadge)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * What a film's reviews say, summed up. It runs by itself when the film has external reviews (and again
 * when the film or their number changes); without them it waits for the visitor, as only Marquee's own
 * reviews would be read.
 */
export default function ReviewAnalysisPanel({ movieId, movieTitle, reviews }: ReviewAnalysisPanelProps) {
  const { state, run } = useAiRequest<ReviewAnalysisResponse>(failureTexts);
  // The latest reviews, without re-running when the page hands over an equal but new array.
  const reviewsRef = useRef(reviews);
  useEffect(() => {
    reviewsRef.current = reviews;
  }, [reviews]);
  const canRun = movieId !== '' && movieTitle !== '';
  const request = useCallback(
    (signal: AbortSignal) => analyzeReviews(movieId, { movieTitle, tmdbReviews: reviewsRef.current }, signal),
    [movieId, movieTitle],
  );

  const reviewCount = reviews.length;
  useEffect(() => {
    if (canRun && reviewCount > 0) void run(request);
  }, [canRun, reviewCount, request, run]);

  return (
    <AnalysisFrame
      title="AI Review Analysis"
      testId="widget-mfe_ai-ReviewAnalysisPanel"
      state={state}
      onRun={() => canRun && void run(request)}
      runLabel="Analyze Reviews"
      rerunLabel="Re-analyze Reviews"
      emptyMessage={`Sum up what reviewers say about ${movieTitle}.`}
      loadingLabel="Analyzing reviews…"
    >
      {({ analysis, reviewCount: analyzed }) => {
        // No reviews at all: the engine says there is nothing to analyse, and that is all there is to show.
        if (analyzed === 0) return <Muted>{analysis.summary}</Muted>;
        const reported = analysis.overall_sentiment.score;
        const score = Number.isFinite(reported) ? reported : SENTIMENT_DEFAULT;
        return (
          <>
            <Sentiment>
              <Score $tone={sentimentTone(score)} aria-label={`Sentiment ${score} out of ${SENTIMENT_SCALE}`}>
                {score}/{SENTIMENT_SCALE}
              </Score>
              <strong>{analysis.overall_sentiment.label}</strong>
              <Muted>
                {analyzed} {analyzed === 1 ? 'review' : 'reviews'} analyzed · {analysis.confidence}%
                confidence
              </Muted>
            </Sentiment>
            <Fact label="Why" value={analysis.overall_sentiment.explanation} />
            <Fact label="Summary" value={analysis.summary} />
            <Columns>
              <Fact label="Pros" value={analysis.pros} />
              <Fact label="Cons" value={analysis.cons} />
            </Columns>
            <Fact label="Key themes" value={analysis.key_themes} />
            <Columns>
              <Fact label="Who will love it" value={analysis.target_audience.primary} />
              <Fact label="Who may also enjoy it" value={analysis.target_audience.secondary} />
              <Fact label="Skip it if" value={analysis.target_audience.avoid_if} />
            </Columns>
            <Fact label="Critics vs audience" value={analysis.critics_vs_audience} />
            <Fact label="Recommendation" value={analysis.recommendation} />
          </>
        );
      }}
    </AnalysisFrame>
  );
}
