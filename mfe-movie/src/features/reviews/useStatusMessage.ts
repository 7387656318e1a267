import { useEffect, useState } from 'react';
import { STATUS_MESSAGE_MS } from './reviewRules';

export interface StatusMessage {
  tone: 'success' | 'error';
  text: string;
}

/** A success or failure line that goes away on its own after a few seconds (docs/product.md §2 Sub-pages, Reviews). */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return [message, setMessage] as const;
}
