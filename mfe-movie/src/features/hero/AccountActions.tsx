import { RemoteWidget, useIsUpcoming } from '@marquee/client';
import { type MovieDetails } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import styled from 'styled-components';

/**
 * One cell a button, the cells' count and height known before the account remote's buttons arrive (after
 * the first paint, once the page is idle): the grid holds their rows from the server's HTML on, so nothing
 * below moves when they appear. Their labels' widths are unknown here, hence equal columns, not a
 * wrapping row; a label longer than its cell ends in an ellipsis.
 */
const Cells = styled.div`
  display: grid;
  flex-basis: 100%;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  grid-auto-rows: minmax(2.5rem, auto);
  gap: ${theme.space.sm};

  & > div > span,
  & > div > span > button {
    width: 100%;
  }
  & > div > span > button > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

type ListedMovie = Pick<
  MovieDetails,
  'id' | 'title' | 'poster_path' | 'overview' | 'vote_average' | 'release_date'
>;

/** What a reader does with the film from their account: watchlist, lists, diary, and a reminder if it is not out yet. */
export function AccountActions({ movie }: { movie: ListedMovie }) {
  const upcoming = useIsUpcoming(movie.release_date);
  const props = { movie, labelled: true };
  return (
    <Cells>
      <div>
        <RemoteWidget id="mfe_account/WatchlistButton" props={props} />
      </div>
      <div>
        <RemoteWidget id="mfe_account/AddToListButton" props={props} />
      </div>
      <div>
        <RemoteWidget id="mfe_account/LogFilmButton" props={props} />
      </div>
      {upcoming && (
        <div>
          <RemoteWidget id="mfe_account/RemindMeButton" props={props} />
        </div>
      )}
    </Cells>
  );
}
