import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the bar's full desktop layout overflows its width. Labels differ in length from language to
 * language (German and Arabic need about 120 px more than English at 1024 px), so no fixed breakpoint
 * fits them all: the bar is measured, and a crowded one takes the tablet layout (the secondary and
 * account links move into the menu). `contents` names what is in the bar (the language, who is signed
 * in): when it changes, the full layout is measured again.
 */
export function useCrowdedBar(contents: string): [RefObject<HTMLDivElement | null>, boolean] {
  const bar = useRef<HTMLDivElement>(null);
  const [crowded, setCrowded] = useState(false);
  /** The width the full layout needed when it last overflowed. */
  const neededWidth = useRef(0);

  // Other contents: show the full layout again, to measure it.
  const [measuredContents, setMeasuredContents] = useState(contents);
  if (measuredContents !== contents) {
    setMeasuredContents(contents);
    setCrowded(false);
  }

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const check = () => {
      if (!crowded && element.scrollWidth > element.clientWidth) {
        neededWidth.current = element.scrollWidth;
        setCrowded(true);
      } else if (crowded && element.clientWidth >= neededWidth.current) {
        setCrowded(false);
      }
    };
    check();
    // Without layout (a test's DOM) there is nothing to measure.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [crowded, measuredContents]);

  return [bar, crowded];
}
