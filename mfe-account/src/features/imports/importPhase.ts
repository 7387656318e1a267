import type { ImportSummary } from '@marquee/contracts';
import { type DiaryTranslate } from '../../messages/diary';

/** Where an import stands, in words and as a share of its current step (null: not measurable yet). */
export interface ImportPhase {
  /** The step's sentence, announced when it changes (so it holds no count that moves every second). */
  status: string;
  /** 0..100 of the current step, or null while the file is still being read (its length is unknown). */
  percent: number | null;
  /** The bar's value in words for screen readers. */
  valueText: string;
}

const share = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;

/**
 * The three steps the worker takes (read the file, match each row to a film, add the matches to the
 * account) and what is left once it stops: done, rows to review, or a failure that changed nothing.
 */
export function importPhase(summary: ImportSummary, t: DiaryTranslate): ImportPhase {
  const { status, rowsRead, matched, needsReview, skipped, applied } = summary;
  switch (status) {
    case 'queued':
      return { status: t('phase.queued'), percent: 0, valueText: t('phase.queuedValue') };
    case 'reading':
      return { status: t('phase.reading'), percent: null, valueText: t('phase.readingValue') };
    case 'matching': {
      const percent = share(matched + needsReview + skipped, rowsRead);
      return { status: t('phase.matching'), percent, valueText: t('phase.matchingValue', { percent }) };
    }
    case 'applying': {
      const percent = share(applied, matched);
      return { status: t('phase.applying'), percent, valueText: t('phase.applyingValue', { percent }) };
    }
    case 'needs_review':
      return {
        status: t('phase.needsReview', { count: needsReview }),
        percent: share(rowsRead - needsReview, rowsRead),
        valueText: t('phase.needsReviewValue', { count: needsReview }),
      };
    case 'done':
      return {
        status: t('phase.done', { count: applied, skipped }),
        percent: 100,
        valueText: t('phase.doneValue'),
      };
    case 'failed':
      return { status: t('phase.failed'), percent: 0, valueText: t('phase.failedValue') };
  }
}
