import { type RecommendationsResponse } from '@marquee/contracts';
import { seedCatalog } from '../src/movies/catalog/vegaSeed';
import { signedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => seedCatalog(t.app.db));

test('AI recommendations leave out what the user has seen while the setting is on, and stay as many', async () => {
  const ann = await signedInUser(t.app, { email: 'ai-hider@example.com' });
  const recommend = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/recommendations',
      headers: ann.headers,
      payload: { theme: 'feel_good', count: 6 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<RecommendationsResponse>().recommendations.map((pick) => pick.movieId);
  };
  const setting = (hideSeen: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${ann.id}/hide-seen`,
      headers: ann.headers,
      payload: { hideSeen },
    });

  const before = await recommend();
  expect(before).toHaveLength(6);
  const [first, second] = before as [string, string];
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${ann.id}/not-interested`,
    headers: ann.headers,
    payload: { movieId: first, title: 'A film' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${ann.id}/diary`,
    headers: ann.headers,
    payload: { movieId: second },
  });

  // Off: the setting decides, not the marks.
  expect(await recommend()).toEqual(before);

  await setting(true);
  const hiding = await recommend();
  expect(hiding).toHaveLength(6);
  expect(hiding).not.toContain(first);
  expect(hiding).not.toContain(second);
  expect(hiding.slice(0, 4)).toEqual(before.slice(2));

  await setting(false);
  expect(await recommend()).toEqual(before);
});
