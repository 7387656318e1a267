import { LineIcon } from '@marquee/ui';

const EYE = 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z';
/** The pupil, a circle of radius 3 at the centre. */
const PUPIL = 'M15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0';

/** An eye (mark as watched), or an eye with a tick just after a viewing was logged. */
export function WatchedIcon({ logged }: { logged: boolean }) {
  return <LineIcon size={18} strokeWidth={2} d={`${EYE}${logged ? 'M9 12l2 2 4-4' : PUPIL}`} />;
}
