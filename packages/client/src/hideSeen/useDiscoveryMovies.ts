import { type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { type MovieList } from '../movies/moviePages';
import { usePagedMovies, type PagedMovies } from '../movies/usePagedMovies';
import { useHideSeen } from './useHideSeen';

type ListOptions<Page, Key extends QueryKey, PageParam> = UseInfiniteQueryOptions<
  Page,
  Error,
  MovieList,
  Key,
  PageParam
>;

/**
 * A discovery list (home rows, categories, genres, search) as the signed-in user has asked to see it
 * (docs/product.md §2 Hide what you have seen): the whole list, or, with hide-seen on, `unseen`'s list
 * for that user. Only the one shown is asked for; while a user's setting is on its way, neither is, so
 * a film to be hidden never flashes. Guests, and the server's first screen, get the whole list.
 */
export function useDiscoveryMovies<P1, K1 extends QueryKey, PP1, P2, K2 extends QueryKey, PP2>(
  all: ListOptions<P1, K1, PP1>,
  unseen: (userId: string) => ListOptions<P2, K2, PP2>,
  { enabled = true }: { enabled?: boolean } = {},
): PagedMovies {
  const { settled, hidingFor } = useHideSeen();
  const whole = usePagedMovies(all, { enabled: enabled && settled && hidingFor === undefined });
  const without = usePagedMovies(unseen(hidingFor ?? ''), { enabled: enabled && hidingFor !== undefined });
  return hidingFor === undefined ? whole : without;
}
