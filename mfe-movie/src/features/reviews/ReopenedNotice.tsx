import { Alert } from '@marquee/ui';
import { REVIEW_MESSAGES } from './reviewMessages';

/** Inside the form, once a refused second review has switched it to the viewer's own review. */
export function ReopenedNotice() {
  return <Alert tone="info">{REVIEW_MESSAGES.reopened}</Alert>;
}
