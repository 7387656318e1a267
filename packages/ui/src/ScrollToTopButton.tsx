import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SCROLL_TO_TOP_AFTER_PX } from './browsingConstants';
import { LineIcon } from './LineIcon';
import { useUiMessages } from './messages';
import { roundButton } from './roundButton';

const Floating = styled.button`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.nav - 1};
  ${roundButton('3rem')}
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: translateY(-2px);
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** A button back to the top of the page, shown once the visitor has scrolled past 300 px. */
export function ScrollToTopButton() {
  const { t } = useUiMessages();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <Floating
      type="button"
      aria-label={t('scrollToTop.label')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <LineIcon d="M12 19V5M5 12l7-7 7 7" size={20} />
    </Floating>
  );
}
