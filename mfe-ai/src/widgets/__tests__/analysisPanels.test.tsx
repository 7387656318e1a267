import { theme } from '@marquee/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAiServer } from '../../testing/aiServer';
import { renderAi } from '../../testing/renderAi';
import MovieAnalysisPanel from '../MovieAnalysisPanel';
import ReviewAnalysisPanel from '../ReviewAnalysisPanel';

let server: Awaited<ReturnType<typeof startAiServer>>;
beforeEach(async () => {
  server = await startAiServer();
});
afterEach(() => server.close());

const reviews = [{ author: 'Critic', content: 'Superb.', rating: 9 }];

test('the review analysis runs by itself when the film has reviews and shows the whole analysis', async () => {
  renderAi(<ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={reviews} />);
  const score = await screen.findByText('8.4/10');
  expect(score).toHaveStyle({ color: theme.colors.scoreGreen });
  expect(server.calls('/api/ai/analyze-reviews/550')[0]?.body).toEqual({
    movieTitle: 'Fight Club',
    tmdbReviews: reviews,
  });
  for (const text of [
    'Very positive',
    'Acting',
    'Pacing',
    'friendship',
    'Drama fans',
    'Both agree.',
    'Watch it.',
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByText(/77% confidence/)).toBeInTheDocument();
  expect(screen.getByText("Answered by Marquee's offline engine")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-analyze Reviews' })).toBeInTheDocument();
});

test('without external reviews it waits for the visitor', async () => {
  const user = userEvent.setup();
  renderAi(<ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={[]} />);
  await user.click(screen.getByRole('button', { name: 'Analyze Reviews' }));
  expect(await screen.findByText('8.4/10')).toBeInTheDocument();
  expect(server.calls('/api/ai/analyze-reviews/')).toHaveLength(1);
});

test('a film with no reviews at all is said to have nothing to analyse, with no score or advice', async () => {
  server.answerWith('analyze-reviews', 'no reviews');
  const user = userEvent.setup();
  renderAi(<ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={[]} />);
  await user.click(screen.getByRole('button', { name: 'Analyze Reviews' }));
  expect(
    await screen.findByText('There are no reviews of Fight Club yet, so there is nothing to analyse.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('0/10')).not.toBeInTheDocument();
  expect(screen.queryByText('Recommendation')).not.toBeInTheDocument();
  server.answerWith('analyze-reviews', 'ok');
});

test.each([
  ['unsuccessful' as const, 'Failed to analyze reviews'],
  ['error' as const, 'Unable to analyze reviews. Please try again.'],
])('a review analysis that comes back %s says so and can be tried again', async (outcome, message) => {
  server.answerWith('analyze-reviews', outcome);
  const user = userEvent.setup();
  renderAi(<ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={reviews} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  server.answerWith('analyze-reviews', 'ok');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('8.4/10')).toBeInTheDocument();
});

test('the movie analysis runs by itself for the film given, with themes open and the other sections closed', async () => {
  const user = userEvent.setup();
  renderAi(
    <MovieAnalysisPanel movieId="550" movieTitle="Fight Club" movie={{ id: 550, title: 'Fight Club' }} />,
  );
  const symbolism = await screen.findByText('Soap as rebirth');
  expect(symbolism).toBeVisible();
  expect(server.calls('/api/ai/analyze-movie')[0]?.body).toEqual({
    movieData: { id: 550, title: 'Fight Club' },
  });
  const characters = screen.getByText('Characters').closest('details')!;
  expect(characters).not.toHaveAttribute('open');
  await user.click(screen.getByText('Characters'));
  expect(characters).toHaveAttribute('open');
  expect(screen.getByText('From numb to awake.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Memento (2000)' })).toHaveAttribute('href', '/movie/77');
  expect(screen.getByText('High: the twist changes everything.')).toBeInTheDocument();
  expect(screen.getByText('Answered by OpenAI')).toBeInTheDocument();
  expect(server.calls('/api/ai/analyze-movie')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(server.calls('/api/ai/analyze-movie')).toHaveLength(2));
});

test.each([
  ['unsuccessful' as const, 'Failed to analyze movie'],
  ['error' as const, 'Unable to analyze movie. Please try again.'],
])('a movie analysis that comes back %s says so', async (outcome, message) => {
  server.answerWith('analyze-movie', outcome);
  renderAi(
    <MovieAnalysisPanel movieId="550" movieTitle="Fight Club" movie={{ id: 550, title: 'Fight Club' }} />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
