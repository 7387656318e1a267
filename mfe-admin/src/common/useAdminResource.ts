import { useCallback, useEffect, useState } from 'react';

export interface AdminResource<T> {
  data: T | undefined;
  /** The message of the last failed load; cleared by the next success. */
  error: string | undefined;
  loading: boolean;
  /** Loads again (after an action changed what the server holds). */
  reload: () => void;
}

/**
 * Data of one dashboard panel, loaded when the panel mounts (so switching tabs reloads it), when `key`
 * changes (another page) and on reload(). An answer that arrives after a newer load started is dropped.
 */
export function useAdminResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | number = '',
): AdminResource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(undefined);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof Error ? reason.message : String(reason));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; what to load is named by `key` and `version`.
  }, [key, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, error, loading, reload };
}
