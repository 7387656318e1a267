import { isAuthenticatedAtom, useSendToSignIn, type RemoteWidgetProps } from '@marquee/client';
import { Alert, Button, Input, Modal, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX, suggestedPrompts } from '../features/chat/chatPrompts';
import { ChatThread } from '../features/chat/ChatThread';
import { useChat } from '../features/chat/useChat';
import { useAiMessages } from '../messages';

export type ChatModalProps = RemoteWidgetProps['mfe_ai/ChatModal'];

// docs/product.md §9: the chat window is 600 px high; the modal's padding and heading take the first 6.25rem of it.
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: min(calc(600px - 6.25rem), calc(100vh - 8.25rem));
`;

const Prompts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Composer = styled.form`
  display: flex;
  gap: ${theme.space.xs};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

/** The AI Movie Assistant: a conversation, about one film when a title is given. Guests are asked to sign in. */
export default function ChatModal({ open, onClose, movieTitle }: ChatModalProps) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const sendToSignIn = useSendToSignIn();
  const { t } = useAiMessages();
  const { messages, reply, send } = useChat(movieTitle);
  const [draft, setDraft] = useState('');
  const busy = reply !== 'idle';

  const submit = (text: string) => {
    if (busy || text.trim() === '') return;
    setDraft('');
    send(text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('chat.title')} variant="wide">
      {signedIn ? (
        <Body>
          <ChatThread messages={messages} typing={reply === 'waiting'} />
          {messages.length <= 1 && (
            <Prompts role="group" aria-label={t('chat.suggested')}>
              {suggestedPrompts(t, movieTitle).map((prompt) => (
                <Button
                  key={prompt}
                  $variant="secondary"
                  $size="sm"
                  disabled={busy}
                  onClick={() => submit(prompt)}
                >
                  {prompt}
                </Button>
              ))}
            </Prompts>
          )}
          <Composer onSubmit={onSubmit}>
            <Input
              aria-label={t('chat.message')}
              placeholder={
                movieTitle ? t('chat.placeholderAbout', { title: movieTitle }) : t('chat.placeholder')
              }
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" disabled={busy || draft.trim() === ''}>
              {t('chat.send')}
            </Button>
          </Composer>
        </Body>
      ) : (
        <>
          <Alert tone="info">{t('chat.signIn')}</Alert>
          <Actions>
            <Button onClick={() => sendToSignIn()}>{t('common.signIn')}</Button>
            <Button $variant="secondary" onClick={onClose}>
              {t('chat.close')}
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
