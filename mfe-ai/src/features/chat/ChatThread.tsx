import { VisuallyHidden, tint, theme } from '@marquee/ui';
import { useEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { LinkedAnswer } from './LinkedAnswer';
import { type ChatMessage } from './useChat';
import { useAiMessages } from '../../messages';

const Log = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-height: 0;
  overflow-y: auto;
  padding-right: ${theme.space.xxs};
`;

const Bubble = styled.p<{ $from: ChatMessage['type']; $error: boolean }>`
  max-width: 85%;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${theme.radii.md};
  line-height: ${theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $from }) =>
    $from === 'user'
      ? css`
          align-self: flex-end;
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}
  ${({ $error }) =>
    $error &&
    css`
      border: 1px solid ${tint(theme.colors.danger, 55)};
      background: ${tint(theme.colors.danger, 12)};
      color: ${theme.colors.danger};
    `}
`;

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-3px); }
`;

const Typing = styled.div`
  align-self: flex-start;
  display: flex;
  gap: 0.3rem;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  & > span[aria-hidden] {
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: ${theme.colors.textMuted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  & > span[aria-hidden]:nth-child(2) {
    animation-delay: 0.15s;
  }
  & > span[aria-hidden]:nth-child(3) {
    animation-delay: 0.3s;
  }
`;

/** The conversation, newest at the bottom and kept in view, with the typing indicator while waiting. */
export function ChatThread({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const { t } = useAiMessages();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.message, typing]);

  return (
    <Log role="log" aria-live="polite" aria-label={t('chat.conversation')}>
      {messages.map((entry) => (
        <Bubble key={entry.id} $from={entry.type} $error={entry.isError} data-testid={`chat-${entry.type}`}>
          <VisuallyHidden>{t(entry.type === 'user' ? 'chat.you' : 'chat.assistant')}</VisuallyHidden>
          <LinkedAnswer text={entry.message} films={entry.films} />
        </Bubble>
      ))}
      {typing && (
        <Typing data-testid="chat-typing">
          <VisuallyHidden>{t('chat.typing')}</VisuallyHidden>
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </Typing>
      )}
      <div ref={end} />
    </Log>
  );
}
