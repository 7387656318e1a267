import { pageExample, pageHref, pages, type PageName } from '@marquee/contracts/pages';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  apiVerifiedAccount,
  ensureAdminAccount,
  popularCatalogFilm,
  signInThroughForm,
  uniqueEmail,
} from './support';
import { axeFindingsEverywhere, pageSettled } from './layoutChecks';

// Every page of the page table, and every kind of dialog open on its page, passes every axe rule, of any
// impact, at a phone's and a desktop's width, in both themes, signed out and signed in (an admin, so the
// admin pages are theirs too). Pages about a film, a review, a list or a member show real ones.

const PASSWORD = 'accessible-1';

async function signInAsAdmin(page: Page): Promise<void> {
  await ensureAdminAccount(page.request);
  await signInThroughForm(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
}

/** A member with a handle, a public list and a review of `film`, made through the API. */
async function memberWithReviewAndList(request: APIRequestContext, film: { id: number; title: string }) {
  const email = uniqueEmail('axe');
  await apiVerifiedAccount(request, 'Ada Accessible', email, PASSWORD);
  const { token, user } = await (
    await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${token}` };
  const handle = `axe_${Date.now().toString(36)}`;
  expect((await request.put(`/api/users/${user.id}/handle`, { headers, data: { handle } })).ok()).toBe(true);
  const list = await request.post(`/api/users/${user.id}/lists`, {
    headers,
    data: { name: 'Quiet films', visibility: 'public' },
  });
  const review = await request.post('/api/reviews', {
    headers,
    data: { movieId: String(film.id), movieTitle: film.title, rating: 4, comment: 'Patient and kind.' },
  });
  expect([list.status(), review.status()]).toEqual([201, 201]);
  return {
    handle,
    listId: (await list.json()).list.id as string,
    reviewId: (await review.json()).id as string,
  };
}

/** The page's URL with real parameters where the page is about something; its table example otherwise. */
async function urlOf(name: PageName, request: APIRequestContext): Promise<string> {
  const path: string = pages[name].path;
  if (path.startsWith('/movie/:id')) {
    return pageExample(name).replace(/^\/movie\/\d+/, `/movie/${(await popularCatalogFilm(request)).id}`);
  }
  if (name === 'review' || name === 'list' || name === 'member') {
    const { handle, listId, reviewId } = await memberWithReviewAndList(
      request,
      await popularCatalogFilm(request),
    );
    if (name === 'review') return pageHref('review', { reviewId });
    if (name === 'list') return pageHref('list', { listId });
    return pageHref('member', { handle });
  }
  return pageExample(name);
}

const pageNames = Object.keys(pages) as PageName[];

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    for (const name of pageNames) {
      test(`${pageExample(name)} has no axe findings`, async ({ page }) => {
        const url = await urlOf(name, page.request);
        if (signedIn) await signInAsAdmin(page);
        await page.goto(url);
        await pageSettled(page);
        expect(await axeFindingsEverywhere(page)).toEqual([]);
      });
    }
  });
}

/**
 * The button that opens each kind of popup (dialog or menu), on a page that has it (`:id`: a catalog
 * film). The lightbox and the cast's person card need TMDB's photos and crew: subPages.tmdb.spec.ts checks them.
 */
const POPUPS: { url: string; opener: string | RegExp }[] = [
  { url: '/movie/:id', opener: 'Share' },
  { url: '/movie/:id', opener: 'Mark as Watched' },
  { url: '/movie/:id', opener: 'Add to List' },
  { url: '/movie/:id', opener: 'Ask AI' },
  { url: '/lists', opener: 'New list' },
];

test.describe('open popups', () => {
  for (const { url, opener } of POPUPS) {
    test(`${url}: the popup of ${String(opener)} has no axe findings`, async ({ page }) => {
      const film = await popularCatalogFilm(page.request);
      await signInAsAdmin(page);
      await page.goto(url.replace(':id', String(film.id)));
      await pageSettled(page);
      await page.getByRole('button', { name: opener }).first().click();
      await expect(page.locator('[role=dialog], [role=menu]').last()).toBeVisible();
      expect(await axeFindingsEverywhere(page)).toEqual([]);
    });
  }

  test("a member's More menu and the confirmation it opens have no axe findings", async ({ page }) => {
    const { handle } = await memberWithReviewAndList(page.request, await popularCatalogFilm(page.request));
    await signInAsAdmin(page);
    await page.goto(pageHref('member', { handle }));
    await pageSettled(page);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const block = page.getByRole('button', { name: `Block @${handle}` });
    await expect(block).toBeVisible();
    expect(await axeFindingsEverywhere(page)).toEqual([]);
    await block.click();
    await expect(page.getByRole('dialog', { name: `Block @${handle}?` })).toBeVisible();
    expect(await axeFindingsEverywhere(page)).toEqual([]);
  });

  test("the phone's menu has no axe findings", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await axeFindingsEverywhere(page, [375])).toEqual([]);
  });
});
