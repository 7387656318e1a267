import { useChatReply } from '@marquee/client';
import type { AiFilmMatch, ChatTurn } from '@marquee/contracts';
import { useState } from 'react';
import { CHAT_ERROR_MESSAGE, CHAT_HISTORY_SENT, chatGreeting } from './chatPrompts';
import { useUnmountSignal } from './useUnmountSignal';
import { useAiMessages } from '../../messages';

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
  const { t } = useAiMessages();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    newMessage('ai', chatGreeting(t, movieTitle)),
  ]);
  const chat = useChatReply();
  const unmountSignal = useUnmountSignal();

  // The thread tells: it ends with the visitor's message until the first word of the answer arrives.
  const reply: ChatReply =
    messages.at(-1)?.type === 'user' ? 'waiting' : chat.isPending ? 'streaming' : 'idle';

  const send = (text: string) => {
    const message = text.trim();
    if (message === '' || reply !== 'idle') return;
    const conversationHistory = messages
      .filter((entry) => !entry.isError)
      .slice(-CHAT_HISTORY_SENT)
      .map(({ type, message: said }) => ({ type, message: said }));
    const answer = newMessage('ai', '');
    setMessages((thread) => [...thread, newMessage('user', message)]);

    const show = (shown: ChatMessage) =>
      setMessages((thread) =>
        thread.some((entry) => entry.id === answer.id)
          ? thread.map((entry) => (entry.id === answer.id ? shown : entry))
          : [...thread, shown],
      );
    const onDelta = (delta: string) => {
      answer.message += delta;
      show({ ...answer });
    };
    chat.mutate(
      { body: { message, movieTitle, conversationHistory }, onDelta, signal: unmountSignal() },
      {
        onSuccess: ({ response, films }) => {
          // An answer that arrived whole (no pieces) is still shown.
          if (answer.message === '') answer.message = response;
          show({ ...answer, films });
        },
        onError: () =>
          setMessages((thread) => [
            ...thread.filter((entry) => entry.id !== answer.id),
            newMessage('ai', t(CHAT_ERROR_MESSAGE), true),
          ]),
      },
    );
  };

  return { messages, reply, send };
}
