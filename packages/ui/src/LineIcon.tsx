import styled from 'styled-components';

export interface LineIconProps {
  /** The path on a 24-unit grid. */
  d: string;
  size: number;
  strokeWidth?: number;
  joins?: 'round' | 'miter';
  className?: string;
}

/** A decorative icon of stroked lines in the text colour (hidden from assistive technology). */
export function LineIcon({ d, size, strokeWidth = 2.5, joins = 'round', className }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={joins}
      />
    </svg>
  );
}

const chevrons = { left: 'm15 18-6-6 6-6', right: 'm9 18 6-6-6-6' } as const;

// Right to left, previous is on the right and next on the left: the chevrons turn round with the text.
const Chevron = styled(LineIcon)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/**
 * A chevron for previous (`left`) and next (`right`) buttons, as it points in left-to-right text; in
 * right-to-left text it is mirrored, so it still points the way the button goes.
 */
export function ChevronIcon({ direction, size }: { direction: keyof typeof chevrons; size: number }) {
  return <Chevron d={chevrons[direction]} size={size} />;
}
