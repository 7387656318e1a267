import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * What a bar too narrow for its layout has moved into the menu: nothing; the secondary and account links
 * (a desktop bar taking the tablet layout); or the main links too (a tablet bar, whose search box keeps
 * room for its placeholder).
 */
export type Crowding = 'none' | 'secondary' | 'all';
const STEPS: readonly Crowding[] = ['none', 'secondary', 'all'];

/**
 * How crowded the bar is. Labels differ in length from language to language (German and Arabic need about
 * 120 px more than English at 1024 px), so no fixed breakpoint fits them all: the bar is measured, and
 * while it overflows its width it moves one more group of links into the menu. `contents` names what is in
 * the bar (the language, who is signed in): when it changes, the roomiest layout is measured again.
 */
export function useCrowdedBar(contents: string): [RefObject<HTMLDivElement | null>, Crowding] {
  const bar = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  /** The width each step's layout needed when it last overflowed. */
  const neededWidth = useRef<number[]>([]);

  // Other contents: show the roomiest layout again, to measure it.
  const [measuredContents, setMeasuredContents] = useState(contents);
  if (measuredContents !== contents) {
    setMeasuredContents(contents);
    setStep(0);
  }

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const check = () => {
      if (step < STEPS.length - 1 && element.scrollWidth > element.clientWidth) {
        neededWidth.current[step] = element.scrollWidth;
        setStep(step + 1);
      } else if (step > 0 && element.clientWidth >= (neededWidth.current[step - 1] ?? Infinity)) {
        setStep(step - 1);
      }
    };
    check();
    // Without layout (a test's DOM) there is nothing to measure.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [step, measuredContents]);

  return [bar, STEPS[step]!];
}
