import { useState } from 'react';

export interface FailedAction {
  text: string;
  detail?: string;
}

/**
 * Runs the admin actions of a panel one at a time: `busy` while one runs, the failure (the spec's text
 * and the server's reason) when it fails, and `onDone` after each success so lists and stats refresh.
 */
export function useAdminAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailedAction>();

  async function run(action: () => Promise<unknown>, failureText: string): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      onDone();
    } catch (error) {
      setFailure({ text: failureText, detail: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run };
}
