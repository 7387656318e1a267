import { isMovieListName } from '@marquee/client';
import { useParams } from '@marquee/router';
import { CategoryNotFound } from '../features/lists/CategoryNotFound';
import { MovieListGrid } from '../features/lists/MovieListGrid';

const testId = 'page-mfe_browse-CategoryPage';

/** /category/{category}: trending, popular, topRated or upcoming, page after page. */
export default function CategoryPage() {
  const { category = '' } = useParams();
  if (!isMovieListName(category)) return <CategoryNotFound testId={testId} />;
  // A new category is a new list: its own grid, scrolled and observed afresh.
  return <MovieListGrid key={category} list={category} testId={testId} />;
}
