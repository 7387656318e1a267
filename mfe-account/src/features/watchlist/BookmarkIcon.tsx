import { LineIcon } from '@marquee/ui';

const BOOKMARK = 'M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z';

/** A bookmark with a plus (not on the watchlist yet) or a tick (on it). */
export function BookmarkIcon({ listed }: { listed: boolean }) {
  return (
    <LineIcon size={18} strokeWidth={2} d={`${BOOKMARK}${listed ? 'M9 10l2 2 4-4' : 'M12 7.5v6M9 10.5h6'}`} />
  );
}
