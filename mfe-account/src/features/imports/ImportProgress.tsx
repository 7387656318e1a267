import type { ImportSummary } from '@marquee/contracts';
import { Alert, formatNumber, theme } from '@marquee/ui';
import styled, { css, keyframes } from 'styled-components';
import { type DiaryTranslate, useDiaryMessages } from '../../messages/diary';
import { importPhase } from './importPhase';

const Track = styled.div`
  height: 0.75rem;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
`;

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;
// Right to left, the bar sits at the right and slides the other way.
const slideBack = keyframes`from { transform: translateX(100%); } to { transform: translateX(-250%); }`;

const Fill = styled.div<{ $percent: number | null }>`
  height: 100%;
  background: ${theme.colors.accent};
  transition: width ${theme.transitions.normal};
  ${({ $percent }) =>
    $percent === null
      ? css`
          width: 40%;
          animation: ${slide} 1.2s ease-in-out infinite;
          [dir='rtl'] & {
            animation-name: ${slideBack};
          }
          @media (prefers-reduced-motion: reduce) {
            animation: none;
            width: 100%;
            opacity: 0.4;
          }
        `
      : css`
          width: ${$percent}%;
        `}
`;

const StatusText = styled.p`
  font-weight: ${theme.fontWeights.bold};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${theme.space.sm};
  div {
    padding: ${theme.space.sm};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Why an import failed, naming the problem (the server's own sentence) and its line. */
function failureMessage({ error, errorLine }: ImportSummary, t: DiaryTranslate): string {
  const problem = (error ?? t('progress.unreadable')).replace(/\.$/, '');
  return errorLine !== null && !/\bline \d/i.test(problem)
    ? t('progress.failureAtLine', { problem, line: errorLine })
    : t('progress.failure', { problem });
}

/**
 * An import's live progress: the current step as a bar and a sentence announced politely when the step
 * changes, and the counts as they grow. A failure says what was wrong and where.
 */
export function ImportProgress({ summary }: { summary: ImportSummary }) {
  const { t } = useDiaryMessages();
  const phase = importPhase(summary, t);
  const counts = [
    ['progress.rowsRead', summary.rowsRead],
    ['progress.matched', summary.matched],
    ['progress.needsReview', summary.needsReview],
    ['progress.skipped', summary.skipped],
    ['progress.applied', summary.applied],
  ] as const;
  return (
    <>
      {summary.status !== 'failed' && (
        <Track
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={phase.percent ?? undefined}
          aria-valuetext={phase.valueText}
        >
          <Fill $percent={phase.percent} />
        </Track>
      )}
      <StatusText role="status">{phase.status}</StatusText>
      {summary.status === 'failed' ? (
        // Nothing of a failed file was imported: its counts would only suggest otherwise.
        <Alert tone="error">{failureMessage(summary, t)}</Alert>
      ) : (
        <Counts aria-label={t('progress.counts')}>
          {counts.map(([label, count]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{formatNumber(count)}</dd>
            </div>
          ))}
        </Counts>
      )}
    </>
  );
}
