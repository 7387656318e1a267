import { useBrowserIdle, useNearViewport } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';

const Slot = styled.div<{ $reserve: string }>`
  min-height: ${({ $reserve }) => $reserve};
`;

export interface BelowFoldSlotProps {
  /** The least height the content takes in any state, kept free before it arrives so nothing moves. */
  reserve: string;
  children: ReactNode;
}

/**
 * Content below the fold (another remote's panel) that mounts as it comes near the viewport or in the
 * browser's next quiet moment, whichever is first: it does not load and render in the same task as
 * the rest of the page.
 */
export function BelowFoldSlot({ reserve, children }: BelowFoldSlotProps) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  const idle = useBrowserIdle();
  return (
    <Slot ref={spot} $reserve={reserve}>
      {(near || idle) && children}
    </Slot>
  );
}
