/** How often live progress (a running import, an export being built) is asked for. */
export const PROGRESS_POLL_MS = 1000;

interface PolledState<T> {
  state: { data?: T; status: 'pending' | 'error' | 'success' };
}

/**
 * A `refetchInterval` that asks again about every second while `isActive(data)`; it stops once the work
 * is over, and when the first load failed (nothing to follow).
 */
export const pollWhile =
  <T>(isActive: (data: T) => boolean) =>
  ({ state }: PolledState<T>): number | false => {
    if (state.data === undefined) return state.status === 'error' ? false : PROGRESS_POLL_MS;
    return isActive(state.data) ? PROGRESS_POLL_MS : false;
  };
