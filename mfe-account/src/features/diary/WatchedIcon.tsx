/** An eye (mark as watched), or an eye with a tick just after a viewing was logged. */
export function WatchedIcon({ logged }: { logged: boolean }) {
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
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      {logged ? <path d="m9 12 2 2 4-4" /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
