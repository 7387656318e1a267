/** The play triangle on the hero's trailer button and over video stills. Decorative: its control is named. */
export function PlayIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 4.5v15l12-7.5z" />
    </svg>
  );
}
