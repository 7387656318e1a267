import { Alert } from '@marquee/ui';
import { useMovieMessages } from '../../messages';

/** Inside the form, once a refused second review has switched it to the viewer's own review. */
export function ReopenedNotice() {
  const { t } = useMovieMessages();
  return <Alert tone="info">{t('reviews.reopened')}</Alert>;
}
