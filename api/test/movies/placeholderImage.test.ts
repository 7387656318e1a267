import { placeholderImageUrl } from '@marquee/contracts';
import { useTestApp } from '../helpers/testApp';

const t = useTestApp();

describe('GET /api/images/placeholder', () => {
  test('draws the title, year and genre colour as an SVG cached for a year', async () => {
    const response = await t.app.inject(
      placeholderImageUrl({ kind: 'poster', title: 'The Land Girls', year: '1998', genre: 18 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="500" height="750"/);
    expect(response.body).toContain('>The Land Girls</text>');
    expect(response.body).toContain('>1998</text>');
    expect(response.body).toContain('#6d28d9');
  });

  test('each genre has its own colour; backdrops and profiles have their own sizes', async () => {
    const drama = await t.app.inject(placeholderImageUrl({ kind: 'backdrop', title: 'X', genre: 18 }));
    const horror = await t.app.inject(placeholderImageUrl({ kind: 'backdrop', title: 'X', genre: 27 }));
    expect(drama.body).not.toEqual(horror.body);
    expect(drama.body).toContain('width="1280" height="720"');
    const profile = await t.app.inject(placeholderImageUrl({ kind: 'profile', title: 'Jane Doe' }));
    expect(profile.body).toContain('width="300" height="450"');
  });

  test('escapes the title, so it cannot inject markup', async () => {
    const response = await t.app.inject(
      placeholderImageUrl({ kind: 'poster', title: '<script>alert("x")</script> & "Friends"' }),
    );
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });

  test('long titles wrap and end in an ellipsis instead of overflowing', async () => {
    const title =
      'The Assassination of Jesse James by the Coward Robert Ford and Many, Many Other Words Besides';
    const { body } = await t.app.inject(placeholderImageUrl({ kind: 'poster', title }));
    const lines = [...body.matchAll(/font-weight="700">([^<]*)<\/text>/g)].map((match) => match[1]!);
    expect(lines.length).toBe(4);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  test.each([
    ['kind=banner', 'kind'],
    ['year=98', 'year'],
    ['genre=drama', 'genre'],
    [`title=${'x'.repeat(201)}`, 'title'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const response = await t.app.inject(`/api/images/placeholder?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
