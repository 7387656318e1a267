import type { ReviewAnalysisResponse } from '@marquee/contracts';
import { countOf } from '@marquee/ui';
import styled from 'styled-components';
import { SENTIMENT_DEFAULT, SENTIMENT_SCALE, sentimentTone } from '../../components/aiConstants';
import { ScoreBadge } from '../../components/ScoreBadge';
import { Fact } from './Facts';

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

/** What a film's reviews say: the sentiment and its score, the summary, pros and cons, who it suits. */
export function ReviewAnalysisFacts({
  analysis,
  reviewCount: analyzed,
}: Pick<ReviewAnalysisResponse, 'analysis' | 'reviewCount'>) {
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
          {countOf(analyzed, 'review')} analyzed · {analysis.confidence}% confidence
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
}
