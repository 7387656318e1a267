import { theme } from '@marquee/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAiServer } from '../../testing/aiServer';
import { renderAi, signIn, signOut } from '../../testing/renderAi';
import AiFeaturesPage from '../AiFeaturesPage';

let server: Awaited<ReturnType<typeof startAiServer>>;
beforeEach(async () => {
  server = await startAiServer();
});
afterEach(async () => {
  signOut();
  await server.close();
});

const connection = () => screen.getByTestId('ai-connection');

test('the badge tests the connection and says which engine answers', async () => {
  renderAi(<AiFeaturesPage />);
  expect(screen.getByTestId('page-mfe_ai-AiFeaturesPage')).toBeInTheDocument();
  expect(connection()).toHaveTextContent('Testing AI Connection...');
  await waitFor(() => expect(connection()).toHaveTextContent('AI Service Online'));
  expect(connection()).toHaveTextContent("Marquee's offline engine");
});

test('an unreachable service reads offline, and Refresh tests again', async () => {
  server.answerWith('test', 'error');
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await waitFor(() => expect(connection()).toHaveTextContent('AI Service Offline'));
  expect(connection()).toHaveTextContent('AI service unavailable');

  server.answerWith('test', 'ok');
  await user.click(within(connection()).getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(connection()).toHaveTextContent('AI Service Online'));
  expect(server.calls('/api/ai/test')).toHaveLength(2);
});

test('guests are asked to sign in for recommendations and search, and nothing is asked of the AI', async () => {
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  expect(screen.getByText('Please sign in to get personalized AI recommendations')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Moods' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Search' }));
  expect(screen.getByText('Please sign in to use AI-powered search')).toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  await waitFor(() => expect(connection()).toHaveTextContent('AI Service Online'));
  expect(server.requests.map((request) => request.path)).toEqual(['/api/ai/test']);
});

test('a mood asks for 12 films and shows them with colours, three themes and links', async () => {
  signIn();
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  const moods = screen.getByRole('group', { name: 'Moods' });
  expect(within(moods).getAllByRole('button')).toHaveLength(7);
  await user.click(within(moods).getByRole('button', { name: /Feel Good/ }));

  const list = await screen.findByRole('list', { name: 'Recommendations' });
  expect(server.calls('/api/ai/recommendations')[0]?.body).toEqual({ theme: 'feel_good', count: 12 });
  expect(screen.getByRole('heading', { name: 'Sunny Side Up' })).toBeInTheDocument();
  expect(screen.getByText("Answered by Marquee's offline engine")).toBeInTheDocument();

  const [matched, unmatched] = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(within(matched!).getByRole('link', { name: 'Paddington 2 (2017)' })).toHaveAttribute(
    'href',
    '/movie/346648',
  );
  expect(within(matched!).getByText('95% match')).toHaveStyle({ color: theme.colors.scoreGreen });
  const themes = within(within(matched!).getByRole('list', { name: 'Themes' })).getAllByRole('listitem');
  expect(themes.map((theme) => theme.textContent)).toEqual(['kindness', 'family', 'heist']);

  expect(within(unmatched!).queryByRole('link')).not.toBeInTheDocument();
  expect(within(unmatched!).getByText('Unmatched Film')).toBeInTheDocument();
  expect(within(unmatched!).getByText('65% match')).toHaveStyle({ color: theme.colors.scoreRed });
});

test.each([
  ['unsuccessful' as const, 'Failed to get AI recommendations'],
  ['error' as const, 'Unable to connect to AI service. Please try again.'],
])('recommendations that come back %s say so', async (outcome, message) => {
  signIn();
  server.answerWith('recommendations', outcome);
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await user.click(screen.getByRole('button', { name: /Personalized/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(server.calls('/api/ai/recommendations')[0]?.body).toEqual({ theme: '', count: 12 });
});

test('an example query searches at once and shows the interpretation, the parameters and linked films', async () => {
  signIn();
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await user.click(screen.getByRole('tab', { name: 'Search' }));
  const examples = screen.getByRole('group', { name: 'Example searches' });
  expect(within(examples).getAllByRole('button')).toHaveLength(6);
  await user.click(within(examples).getByRole('button', { name: 'A feel-good comedy from the 90s' }));

  expect(await screen.findByTestId('ai-search-interpretation')).toHaveTextContent(
    'Comedies from the 1990s with a light tone.',
  );
  expect(server.calls('/api/ai/search')[0]?.body).toEqual({ query: 'A feel-good comedy from the 90s' });
  expect(screen.getByRole('textbox', { name: 'Describe the movie you want' })).toHaveValue(
    'A feel-good comedy from the 90s',
  );
  const parameters = screen.getByLabelText('Search parameters');
  expect(parameters).toHaveTextContent('GenresComedy');
  expect(parameters).toHaveTextContent('Years1990–1999');
  expect(parameters).not.toHaveTextContent('Similar to');
  expect(screen.getByRole('link', { name: 'Groundhog Day (1993)' })).toHaveAttribute('href', '/movie/137');
  expect(screen.getByText('Name a film you liked to find similar ones.')).toBeInTheDocument();
});

test('a blank search is not sent; a failed one says so', async () => {
  signIn();
  server.answerWith('search', 'unsuccessful');
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await user.click(screen.getByRole('tab', { name: 'Search' }));
  const box = screen.getByRole('textbox', { name: 'Describe the movie you want' });
  await user.type(box, '   ');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  await user.type(box, '{Enter}');
  expect(server.calls('/api/ai/search')).toHaveLength(0);

  await user.type(box, 'space westerns{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze search query');
  expect(server.calls('/api/ai/search')[0]?.body).toEqual({ query: 'space westerns' });
});

test('the Reviews tab finds a film and runs the review analysis on its reviews', async () => {
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  await user.type(screen.getByRole('textbox', { name: 'Find a movie to analyze' }), 'fight{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Fight Club (1999)' }));

  expect(await screen.findByText('8.4/10')).toBeInTheDocument();
  const [call] = server.calls('/api/ai/analyze-reviews/550');
  expect(call?.body).toEqual({
    movieTitle: 'Fight Club',
    tmdbReviews: [
      { author: 'Critic 0', content: 'Review 0', rating: 8 },
      { author: 'Critic 1', content: 'Review 1', rating: 8 },
    ],
  });
});

test('the Analysis tab runs the movie analysis for the film picked; News is coming soon', async () => {
  const user = userEvent.setup();
  renderAi(<AiFeaturesPage />);
  await user.click(screen.getByRole('tab', { name: 'Analysis' }));
  await user.type(screen.getByRole('textbox', { name: 'Find a movie to analyze' }), 'fight{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Fight Club (1999)' }));
  expect(await screen.findByText('Soap as rebirth')).toBeInTheDocument();
  expect(server.calls('/api/ai/analyze-movie')[0]?.body).toMatchObject({
    movieData: { id: 550, title: 'Fight Club', runtime: 139, genres: [{ id: 18, name: 'Drama' }] },
  });

  await user.click(screen.getByRole('tab', { name: 'News' }));
  expect(screen.getByRole('heading', { name: 'Personalized Movie News' })).toBeInTheDocument();
  expect(screen.getByText(/Coming soon/)).toBeInTheDocument();
});
