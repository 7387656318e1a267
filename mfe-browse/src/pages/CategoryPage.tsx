import { isMovieListName } from '@marquee/client';
import { Link, useParams } from '@marquee/router';
import { Button, EmptyState, useDocumentTitle } from '@marquee/ui';
import { MovieListGrid } from '../common/MovieListGrid';
import { PageFrame } from '../common/PageFrame';

function CategoryNotFound() {
  useDocumentTitle('Category Not Found');
  return (
    <PageFrame data-testid="page-mfe_browse-CategoryPage">
      <EmptyState
        level={1}
        title="Category Not Found"
        message="There is no such list of movies. Try Trending, Popular, Top Rated or Coming Soon."
        action={
          <Button as={Link} to="/">
            Go Back Home
          </Button>
        }
      />
    </PageFrame>
  );
}

/** /category/{category}: trending, popular, topRated or upcoming, page after page. */
export default function CategoryPage() {
  const { category = '' } = useParams();
  if (!isMovieListName(category)) return <CategoryNotFound />;
  // A new category is a new list: start it over rather than reuse the previous one's pages.
  return <MovieListGrid key={category} list={category} testId="page-mfe_browse-CategoryPage" />;
}
