import type { ReviewAnalysisResponse } from '@marquee/contracts';
import { formatNumber, theme } from '@marquee/ui';
import styled from 'styled-components';
import { SENTIMENT_DEFAULT, SENTIMENT_SCALE, sentimentTone } from '../../components/aiConstants';
import { ScoreBadge } from '../../components/ScoreBadge';
import { Fact } from './Facts';
import { useAiMessages } from '../../messages';

const Sentiment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Score = styled(ScoreBadge)`
  font-size: ${theme.fontSizes.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space.md};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** What a film's reviews say: the sentiment and its score, the summary, pros and cons, who it suits. */
export function ReviewAnalysisFacts({
  analysis,
  reviewCount: analyzed,
}: Pick<ReviewAnalysisResponse, 'analysis' | 'reviewCount'>) {
  const { t } = useAiMessages();
  // No reviews at all: the engine says there is nothing to analyse, and that is all there is to show.
  if (analyzed === 0) return <Muted>{analysis.summary}</Muted>;
  const reported = analysis.overall_sentiment.score;
  const score = Number.isFinite(reported) ? reported : SENTIMENT_DEFAULT;
  return (
    <>
      <Sentiment>
        <Score
          $tone={sentimentTone(score)}
          aria-label={t('reviewAnalysis.sentimentLabel', {
            score: formatNumber(score),
            scale: formatNumber(SENTIMENT_SCALE),
          })}
        >
          {t('reviewAnalysis.score', { score: formatNumber(score), scale: formatNumber(SENTIMENT_SCALE) })}
        </Score>
        <strong>{analysis.overall_sentiment.label}</strong>
        <Muted>
          {t('reviewAnalysis.analyzed', { count: analyzed })} ·{' '}
          {t('reviewAnalysis.confidence', { percent: formatNumber(analysis.confidence) })}
        </Muted>
      </Sentiment>
      <Fact label={t('reviewAnalysis.why')} value={analysis.overall_sentiment.explanation} />
      <Fact label={t('reviewAnalysis.summary')} value={analysis.summary} />
      <Columns>
        <Fact label={t('reviewAnalysis.pros')} value={analysis.pros} />
        <Fact label={t('reviewAnalysis.cons')} value={analysis.cons} />
      </Columns>
      <Fact label={t('reviewAnalysis.keyThemes')} value={analysis.key_themes} />
      <Columns>
        <Fact label={t('reviewAnalysis.primaryAudience')} value={analysis.target_audience.primary} />
        <Fact label={t('reviewAnalysis.secondaryAudience')} value={analysis.target_audience.secondary} />
        <Fact label={t('reviewAnalysis.avoidIf')} value={analysis.target_audience.avoid_if} />
      </Columns>
      <Fact label={t('reviewAnalysis.criticsVsAudience')} value={analysis.critics_vs_audience} />
      <Fact label={t('reviewAnalysis.recommendation')} value={analysis.recommendation} />
    </>
  );
}
