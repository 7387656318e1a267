import { LineIcon } from '@marquee/ui';
import styled from 'styled-components';

const EYE = 'M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z';
const PUPIL = 'M12 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z';
const UNDO = 'M9 7L5 11l4 4M5 11h9a5 5 0 0 1 0 10h-2';

// The undo arrow turns back against the reading direction: right to left, it points the other way.
const UndoIcon = styled(LineIcon)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** An eye crossed out (not interested yet), or an arrow turning back (marked: Undo). */
export function NotInterestedIcon({ marked }: { marked: boolean }) {
  return marked ? (
    <UndoIcon size={18} strokeWidth={2} d={UNDO} />
  ) : (
    <LineIcon size={18} strokeWidth={2} d={`${EYE}${PUPIL}M4 20L20 4`} />
  );
}
