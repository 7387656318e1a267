import { RemoteWidget, useSignedInUserId } from '@marquee/client';
import { useNearViewport } from '@marquee/ui';
import styled from 'styled-components';

// The room of the preview's heading and loading state, kept from the start. The section begins below the
// first screen at every size (the hero and the first row fill it), so its growth moves nothing in view.
const Slot = styled.div`
  min-height: 8rem;
`;

/**
 * The news of the people a member follows (mfe-account's feed preview), under the first row. Only for a
 * signed-in visitor: a guest's page is server-rendered and hydrated without it, and a member's page is
 * rendered afresh in the browser (docs/architecture.md, "Server rendering"). The widget loads once the
 * section comes near the viewport.
 */
export function FeedSection() {
  const signedIn = useSignedInUserId() !== undefined;
  const [spot, near] = useNearViewport<HTMLDivElement>();
  if (!signedIn) return null;
  return <Slot ref={spot}>{near && <RemoteWidget id="mfe_account/FeedPreview" props={{}} />}</Slot>;
}
