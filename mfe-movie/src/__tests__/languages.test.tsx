import { switchLanguage } from '@marquee/i18n';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { ReviewsPanel } from '../features/reviews/ReviewsPanel';
import { ReviewsSummary } from '../features/reviews/ReviewsSummary';
import MovieDetailPage from '../pages/MovieDetailPage';
import { startReviewsServer } from '../testing/reviewsServer';
import { startTmdbReplay } from '../testing/tmdbReplay';
import { storeSignedInAs } from '../testing/viewerStore';

// docs/architecture.md, Languages: the page follows the language chosen; what members wrote keeps its own.

afterEach(() => switchLanguage('en'));

test('the film page in Spanish: its texts, plurals, numbers and money in Spanish, the film’s data as it is', async () => {
  const replay = await startTmdbReplay();
  try {
    await switchLanguage('es');
    renderPage('/movie/:id', <MovieDetailPage />, '/movie/550');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los detalles de la película...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
    expect(screen.getByText('27.917 votos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver tráiler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preguntar a la IA' })).toBeInTheDocument();
    const figures = screen.getByLabelText('Cifras clave');
    expect(within(figures).getByText('Presupuesto')).toBeInTheDocument();
    expect(within(figures).getByText(/^63\.000\.000\sUS\$$/)).toBeInTheDocument();
    expect(within(figures).getByText('inglés')).toBeInTheDocument();

    const facts = await screen.findByRole('region', { name: 'Curiosidades' });
    expect(within(facts).getByText('Un reparto de 76 actores acreditados.')).toBeInTheDocument();
    expect(within(facts).getByText('Valorada por más de 27 mil espectadores.')).toBeInTheDocument();
    expect(within(facts).getByText('+4 más')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reparto' })).toBeInTheDocument();
  } finally {
    await replay.close();
  }
});

test('Arabic counts take each of its plural forms', async () => {
  await switchLanguage('ar');
  const stats = (total: number) => ({
    averageRating: 4,
    totalReviews: total,
    ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: total - 1 },
  });
  const { unmount } = renderPage('*', <ReviewsSummary stats={stats(2)} />);
  const summary = screen.getByLabelText('ملخص التقييمات');
  expect(within(summary).getByText('مراجعتان')).toBeInTheDocument();
  expect(within(summary).getByLabelText('نجمتان: 1')).toBeInTheDocument();
  expect(within(summary).getByLabelText('5 نجوم: 1')).toBeInTheDocument();
  expect(within(summary).getByLabelText('نجمة واحدة: 0')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  unmount();

  renderPage('*', <ReviewsSummary stats={stats(11)} />);
  expect(screen.getByText('11 مراجعة')).toBeInTheDocument();
});

test('a review keeps the language it was written in, on a page in another one', async () => {
  const ada = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada', token: 'token-ada' };
  const server = await startReviewsServer([ada]);
  try {
    server.seed(ada, {
      movieId: '550',
      rating: 5,
      title: 'تحفة',
      comment: 'القاعدة الأولى: لا تتحدث عن نادي القتال.',
      language: 'ar',
      createdAt: '2024-02-01T00:00:00.000Z',
    });
    server.seed(ada, { movieId: '550', rating: 4, comment: 'Written before languages were kept.' });
    renderPage(
      '/movie/:id',
      <Provider store={storeSignedInAs(ada)}>
        <ReviewsPanel
          movieId="550"
          movieTitle="Fight Club"
          externalReviews={[]}
          onOpenAllReviews={() => {}}
        />
      </Provider>,
      '/movie/550',
    );

    const arabic = await screen.findByText('القاعدة الأولى: لا تتحدث عن نادي القتال.');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: 'تحفة' })).toHaveAttribute('lang', 'ar');
    const older = screen.getByText('Written before languages were kept.');
    expect(older).not.toHaveAttribute('lang');
    expect(older).toHaveAttribute('dir', 'auto');
    // The page around them stays in the page's language.
    expect(screen.getByRole('button', { name: 'Write Review' })).not.toHaveAttribute('lang');
  } finally {
    await server.close();
  }
});
