import { directionOf } from '@marquee/contracts/languages';
import { useLanguage } from '@marquee/i18n';

export type WritingDirection = 'ltr' | 'rtl';

/** The current language's writing direction: right to left, "previous" is on the right. */
export function useWritingDirection(): WritingDirection {
  return directionOf(useLanguage());
}

/**
 * Where an arrow key moves along a row in reading order: 1 (next), -1 (previous) or 0 (not a left or
 * right arrow). Right to left, the left arrow goes on.
 */
export function arrowStep(key: string, direction: WritingDirection): -1 | 0 | 1 {
  const [back, on] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  return key === on ? 1 : key === back ? -1 : 0;
}
