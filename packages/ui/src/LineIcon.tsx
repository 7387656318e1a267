export interface LineIconProps {
  /** The path on a 24-unit grid. */
  d: string;
  size: number;
  strokeWidth?: number;
  joins?: 'round' | 'miter';
}

/** A decorative icon of stroked lines in the text colour (hidden from assistive technology). */
export function LineIcon({ d, size, strokeWidth = 2.5, joins = 'round' }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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

/** A chevron pointing left or right, for previous and next buttons. */
export function ChevronIcon({ direction, size }: { direction: keyof typeof chevrons; size: number }) {
  return <LineIcon d={chevrons[direction]} size={size} />;
}
