import { Button } from '@marquee/ui';
import styled, { keyframes } from 'styled-components';

const rise = keyframes`from { transform: translate(-50%, 120%); } to { transform: translate(-50%, 0); }`;

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.nav - 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(10px);
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translate(-50%, 0);
  animation: ${rise} 200ms ease-out;
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    /* above the scroll-to-top button, which sits in the bottom corner */
    bottom: calc(${({ theme }) => theme.space.lg} + 3.75rem);
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FilterActionBarProps {
  /** The filter form the Apply button submits (so the browser checks its ranges). */
  formId: string;
  onReset: () => void;
}

/** Floats at the bottom while the filters have changes that are not applied yet. */
export function FilterActionBar({ formId, onReset }: FilterActionBarProps) {
  return (
    <Bar role="region" aria-label="Unapplied filter changes">
      <Note>Filters changed</Note>
      <Button $variant="ghost" $size="sm" onClick={onReset}>
        Reset
      </Button>
      <Button type="submit" form={formId} $size="sm">
        Apply
      </Button>
    </Bar>
  );
}
