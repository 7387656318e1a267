import { useEffect, useState } from 'react';

/** How long a message stays on screen next to the button. */
export const MESSAGE_SHOWN_MS = 4000;

/**
 * A message next to a button (what went wrong, what was saved, that a link was copied) that goes away by
 * itself after MESSAGE_SHOWN_MS; a new message starts the time again, '' clears it at once.
 */
export function useFleetingMessage() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(''), MESSAGE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
