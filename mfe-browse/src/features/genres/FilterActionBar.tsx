import { Button, theme } from '@marquee/ui';
import styled, { keyframes } from 'styled-components';
import { useBrowseMessages } from '../../messages';

const rise = keyframes`from { transform: translateY(120%); } to { transform: none; }`;

// Centred between both edges (its own width, auto margins), so it needs no left or right: the same in a
// right-to-left page.
const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: ${theme.space.lg};
  z-index: ${theme.zIndices.nav - 1};
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: fit-content;
  margin-inline: auto;
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.lg} ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(10px);
  box-shadow: ${theme.shadows.raised};
  animation: ${rise} 200ms ease-out;
  white-space: nowrap;

  ${theme.media.mobile} {
    /* above the scroll-to-top button, which sits in the bottom corner */
    bottom: calc(${theme.space.lg} + 3.75rem);
  }
`;

const Note = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface FilterActionBarProps {
  /** The filter form the Apply button submits (so the browser checks its ranges). */
  formId: string;
  onReset: () => void;
}

/** Floats at the bottom while the filters have changes that are not applied yet. */
export function FilterActionBar({ formId, onReset }: FilterActionBarProps) {
  const { t } = useBrowseMessages();
  return (
    <Bar role="region" aria-label={t('filters.unapplied')}>
      <Note>{t('filters.changed')}</Note>
      <Button $variant="ghost" $size="sm" onClick={onReset}>
        {t('filters.reset')}
      </Button>
      <Button type="submit" form={formId} $size="sm">
        {t('filters.apply')}
      </Button>
    </Bar>
  );
}
