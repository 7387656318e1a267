import { useLiveTmdbTestApp } from './helpers/liveTmdbTestApp';
import { signedInUser, type SignedInUser } from './helpers/sessions';

/** With TMDB as the movie data, a review or watchlist entry names a film TMDB knows (issue 17, point 3). */
const t = useLiveTmdbTestApp('known-films-token');

const post = (url: string, payload: object, user: SignedInUser) =>
  t.app.inject({ method: 'POST', url, payload, headers: user.headers });
const addToWatchlist = (user: SignedInUser, movieId: string) =>
  post(`/api/users/${user.id}/watchlist`, { movieId, title: `Film ${movieId}` }, user);

test('a film TMDB does not know is a 404; a known one is asked about once', async () => {
  const ann = await signedInUser(t.app, { email: 'ann@example.com' });
  const unknown = await addToWatchlist(ann, '123456789');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: 'No film has the id 123456789.' });

  expect((await addToWatchlist(ann, '550')).statusCode).toBe(200);
  const asked = t.tmdb.callsTo('/movie/550/external_ids');
  expect(asked).toBe(1);
  const review = await post(
    '/api/reviews',
    { movieId: '550', rating: 5, comment: 'Yes.', movieTitle: 'Fight Club' },
    ann,
  );
  expect(review.statusCode).toBe(201);
  expect(t.tmdb.callsTo('/movie/550/external_ids')).toBe(asked);
});

test('when TMDB cannot answer, the write goes ahead rather than refusing every review', async () => {
  const bea = await signedInUser(t.app, { email: 'bea@example.com' });
  t.tmdb.disrupt({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
  expect((await addToWatchlist(bea, '77')).statusCode).toBe(200);
});
