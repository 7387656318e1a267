import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button } from '@marquee/ui';
import { useAccountMessages } from '../messages/account';

/** The way back to the films from an empty or missing page: "Browse Movies", to the home page. */
export function BrowseMoviesButton() {
  const { t } = useAccountMessages();
  return (
    <Button as={Link} to={pageHref('home')}>
      {t('common.browseMovies')}
    </Button>
  );
}
