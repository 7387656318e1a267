import { streamChat } from '@marquee/client';
import type { AiFilmMatch, ChatTurn } from '@marquee/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_ERROR_MESSAGE, CHAT_HISTORY_SENT, chatGreeting } from './chatPrompts';

/** docs/product.md §3: a message of the thread. */
export interface ChatMessage {
  id: string;
  type: ChatTurn['type'];
  message: string;
  timestamp: Date;
  isError: boolean;
  /** The catalog films the answer names: their titles in the text link to their pages. */
  films: AiFilmMatch[];
}

/** waiting: sent, no word back yet (the typing indicator); streaming: the answer is arriving. */
export type ChatReply = 'idle' | 'waiting' | 'streaming';

let nextId = 0;
const newMessage = (type: ChatTurn['type'], message: string, isError = false): ChatMessage => ({
  id: `chat-${++nextId}`,
  type,
  message,
  timestamp: new Date(),
  isError,
  films: [],
});

/**
 * The conversation with the assistant: it opens with a greeting, sends each message with the thread's last
 * messages, and writes the answer in as it streams. One reply at a time.
 */
export function useChat(movieTitle?: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [newMessage('ai', chatGreeting(movieTitle))]);
  const [reply, setReply] = useState<ChatReply>('idle');
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || inFlight.current) return;
      const controller = new AbortController();
      inFlight.current = controller;
      const conversationHistory = messages
        .filter((entry) => !entry.isError)
        .slice(-CHAT_HISTORY_SENT)
        .map(({ type, message: said }) => ({ type, message: said }));
      const answer = newMessage('ai', '');
      setMessages((thread) => [...thread, newMessage('user', message)]);
      setReply('waiting');

      const onDelta = (delta: string) => {
        answer.message += delta;
        const shown = { ...answer };
        setReply('streaming');
        setMessages((thread) =>
          thread.some((entry) => entry.id === answer.id)
            ? thread.map((entry) => (entry.id === answer.id ? shown : entry))
            : [...thread, shown],
        );
      };
      try {
        const { response, films } = await streamChat(
          { message, movieTitle, conversationHistory },
          onDelta,
          controller.signal,
        );
        // An answer that arrived whole (no pieces) is still shown.
        if (answer.message === '') onDelta(response);
        answer.films = films;
        const linked = { ...answer };
        setMessages((thread) => thread.map((entry) => (entry.id === answer.id ? linked : entry)));
      } catch {
        if (controller.signal.aborted) return;
        setMessages((thread) => [
          ...thread.filter((entry) => entry.id !== answer.id),
          newMessage('ai', CHAT_ERROR_MESSAGE, true),
        ]);
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (!controller.signal.aborted) setReply('idle');
      }
    },
    [messages, movieTitle],
  );

  return { messages, reply, send };
}
