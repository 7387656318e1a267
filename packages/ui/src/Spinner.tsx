import styled, { keyframes } from 'styled-components';
import { useUiMessages } from './messages';
import { VisuallyHidden } from './VisuallyHidden';
import { tint } from './palettes';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${theme.space.xl};
`;

const Ring = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${tint(theme.colors.wash, 12)};
  border-top-color: ${theme.colors.accent};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** What is loading, read out by screen readers ("Loading…" unless given). */
  label?: string;
  size?: number;
  className?: string;
}

export function Spinner({ label, size = 36, className }: SpinnerProps) {
  const { t } = useUiMessages();
  return (
    <Wrapper role="status" aria-live="polite" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </Wrapper>
  );
}
