import { useEffect, useState } from 'react';
import { MESSAGE_SHOWN_MS } from './PosterAction';

/**
 * A message next to a button (what went wrong, what was saved) that goes away by itself after
 * MESSAGE_SHOWN_MS; a new message starts the time again, '' clears it at once.
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
