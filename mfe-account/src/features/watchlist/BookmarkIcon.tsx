/** A bookmark with a plus (not on the watchlist yet) or a tick (on it). */
export function BookmarkIcon({ listed }: { listed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
      <path d={listed ? 'm9 10 2 2 4-4' : 'M12 7.5v6M9 10.5h6'} />
    </svg>
  );
}
