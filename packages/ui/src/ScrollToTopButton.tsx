import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SCROLL_TO_TOP_AFTER_PX } from './browsingConstants';
import { LineIcon } from './LineIcon';
import { useUiMessages } from './messages';
import { roundButton } from './roundButton';
import { theme } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const Floating = styled.button`
  position: fixed;
  inset-inline-end: ${theme.space.lg};
  bottom: ${theme.space.lg};
  z-index: ${theme.zIndices.nav - 1};
  ${roundButton('3rem')}
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  box-shadow: ${theme.shadows.raised};
  transition: transform ${theme.transitions.fast};

  &:hover {
    transform: translateY(-2px);
    background: ${theme.colors.accentHover};
  }
`;

const READER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls the page to its top. A smooth scroll stops short when the page changes height above it on the
 * way (rows filling in as they come near), so where it ends it goes the rest of the way at once, unless
 * the reader scrolled meanwhile. Less motion asked for: no animation.
 */
function scrollToTop(smooth: boolean) {
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  if (!smooth) return;
  const stop = () => {
    window.removeEventListener('scrollend', finish);
    READER_SCROLLS.forEach((type) => window.removeEventListener(type, stop));
  };
  const finish = () => {
    stop();
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'auto' });
  };
  window.addEventListener('scrollend', finish);
  READER_SCROLLS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
}

/** A button back to the top of the page, shown once the visitor has scrolled past 300 px. */
export function ScrollToTopButton() {
  const { t } = useUiMessages();
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <Floating type="button" aria-label={t('scrollToTop.label')} onClick={() => scrollToTop(!reducedMotion)}>
      <LineIcon d="M12 19V5M5 12l7-7 7 7" size={20} />
    </Floating>
  );
}
