import { theme } from '@marquee/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAiServer } from '../../testing/aiServer';
import { renderAi, signIn, signOut } from '../../testing/renderAi';
import ChatModal from '../ChatModal';

let server: Awaited<ReturnType<typeof startAiServer>>;
beforeEach(async () => {
  server = await startAiServer();
});
afterEach(async () => {
  signOut();
  await server.close();
});

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });
const thread = () => screen.getByRole('log', { name: 'Conversation' });

test('guests are asked to sign in inside the dialog, which closes', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderAi(<ChatModal open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'AI Movie Assistant' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByText('Sign in to chat with AI assistant')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  // The header's close icon and the prompt's own Close button.
  const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
  expect(closeButtons).toHaveLength(2);
  await user.click(closeButtons[1]!);
  expect(onClose).toHaveBeenCalled();
});

test('the greeting and the suggested prompts speak of the film when one is given', () => {
  signIn();
  renderAi(<ChatModal open onClose={() => {}} movieTitle="Fight Club" />);
  expect(thread()).toHaveTextContent('Ask me anything about Fight Club');
  const prompts = within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole('button');
  expect(prompts.map((prompt) => prompt.textContent)).toEqual([
    'What is Fight Club about?',
    'What are the main themes of Fight Club?',
    'What movies are similar to Fight Club?',
  ]);
});

test('a message shows the typing indicator, then the streamed answer; prompts go once the thread grows', async () => {
  signIn();
  server.holdChat();
  const user = userEvent.setup();
  renderAi(<ChatModal open onClose={() => {}} />);
  expect(thread()).toHaveTextContent("help choosing tonight's movie");
  expect(send()).toBeDisabled();
  await user.type(messageBox(), '   {Enter}');
  expect(server.calls('/api/ai/chat')).toHaveLength(0);

  await user.clear(messageBox());
  await user.type(messageBox(), 'Something funny?{Enter}');
  expect(await screen.findByTestId('chat-typing')).toBeInTheDocument();
  expect(messageBox()).toHaveValue('');
  await user.type(messageBox(), 'And another');
  expect(send()).toBeDisabled();
  expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();

  server.releaseChat();
  await waitFor(() => expect(thread()).toHaveTextContent('Try Paddington 2.'));
  // The film the answer names links to its page.
  expect(await screen.findByRole('link', { name: 'Paddington 2' })).toHaveAttribute('href', '/movie/346648');
  expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
  expect(send()).toBeEnabled();
  expect(server.calls('/api/ai/chat')[0]?.body).toEqual({
    message: 'Something funny?',
    conversationHistory: [{ type: 'ai', message: expect.stringContaining('AI Movie Assistant') }],
  });
});

test('the conversation sent along is the last 10 messages', async () => {
  signIn();
  const user = userEvent.setup();
  renderAi(<ChatModal open onClose={() => {}} />);
  for (let n = 1; n <= 6; n += 1) {
    await user.type(messageBox(), `Question ${n}{Enter}`);
    await waitFor(() => expect(within(thread()).getAllByTestId('chat-ai')).toHaveLength(n + 1));
  }
  const last = server.calls('/api/ai/chat')[5]?.body as { conversationHistory: { message: string }[] };
  expect(last.conversationHistory).toHaveLength(10);
  expect(last.conversationHistory[0]?.message).toBe('Question 1');
  expect(last.conversationHistory[9]?.message).toBe('Try Paddington 2.');
});

test('a failed reply is shown as an error message in the thread', async () => {
  signIn();
  server.answerWith('chat', 'error');
  const user = userEvent.setup();
  renderAi(<ChatModal open onClose={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Recommend a movie for tonight' }));
  const error = await screen.findByText(
    "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
  );
  // In the theme's danger colour, whichever theme the page shows.
  expect(error.closest('[data-testid="chat-ai"]')).toHaveStyle({ color: theme.colors.danger });
  expect(server.calls('/api/ai/chat')[0]?.body).toMatchObject({ message: 'Recommend a movie for tonight' });
});

test('an answer still on its way when the assistant goes is no longer read', async () => {
  signIn();
  server.holdChat();
  const user = userEvent.setup();
  const { unmount } = renderAi(<ChatModal open onClose={() => {}} />);
  await user.type(messageBox(), 'Something funny?{Enter}');
  await screen.findByTestId('chat-typing');
  expect(server.abandonedChats()).toBe(0);
  unmount();
  await waitFor(() => expect(server.abandonedChats()).toBe(1));
});
