import { type RemoteWidgetProps } from '@marquee/client';

export type WatchlistButtonProps = RemoteWidgetProps['mfe_account/WatchlistButton'];

/**
 * The card's Add/Remove watchlist button (SPEC: Watchlist), exposed to other remotes. Until the watchlist
 * feature builds it, it renders nothing, so cards that place it show no control that does not work.
 */
export default function WatchlistButton(_props: WatchlistButtonProps) {
  return null;
}
