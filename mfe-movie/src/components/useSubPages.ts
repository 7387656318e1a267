import { isAuthenticatedAtom, useSendToSignIn } from '@marquee/client';
import { type MovieDetails } from '@marquee/contracts';
import { useNavigate } from '@marquee/router';
import { useAtomValue } from 'jotai';
import { useCallback, type MouseEvent } from 'react';
import { pageHref } from '@marquee/contracts/pages';
import { type SubPage, type SubPageState } from './subPages';

/**
 * The way into the sub-pages: signed-in visitors go there with the film in the navigation state; guests
 * go to /login with the sub-page saved as where to return (docs/product.md §2 Sub-pages).
 */
export function useSubPages(movie: MovieDetails) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const sendToSignIn = useSendToSignIn();
  const navigate = useNavigate();

  const open = useCallback(
    (page: SubPage) => {
      const path = pageHref(page, { id: movie.id });
      if (isAuthenticated) navigate(path, { state: { movie } satisfies SubPageState });
      else sendToSignIn(path);
    },
    [isAuthenticated, movie, navigate, sendToSignIn],
  );

  /** Props for a <Link> to a sub-page: a real link (it can open in a new tab), guarded for guests. */
  const linkProps = useCallback(
    (page: SubPage) => ({
      to: pageHref(page, { id: movie.id }),
      state: { movie } satisfies SubPageState,
      onClick: (event: MouseEvent) => {
        if (isAuthenticated) return;
        event.preventDefault();
        sendToSignIn(pageHref(page, { id: movie.id }));
      },
    }),
    [isAuthenticated, movie, sendToSignIn],
  );

  return { open, linkProps };
}
