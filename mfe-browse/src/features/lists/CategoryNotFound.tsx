import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState, useDocumentTitle } from '@marquee/ui';
import { PageFrame } from '../../components/PageFrame';

/** /category/{anything else}: docs/product.md §2 Category's message, with the way home. */
export function CategoryNotFound({ testId }: { testId: string }) {
  useDocumentTitle('Category Not Found');
  return (
    <PageFrame data-testid={testId}>
      <EmptyState
        level={1}
        title="Category Not Found"
        message="There is no such list of movies. Try Trending, Popular, Top Rated or Coming Soon."
        action={
          <Button as={Link} to={pageHref('home')}>
            Go Back Home
          </Button>
        }
      />
    </PageFrame>
  );
}
