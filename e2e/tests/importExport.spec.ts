import { filmFileFixturePath } from '@marquee/film-files/fixtures';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, expectNoHorizontalOverflow } from './layoutChecks';
import { collectConsoleErrors, signedInAsNewUser } from './support';

/*
 * Issue 21 end to end on the local catalog: a Letterboxd ZIP and an IMDb CSV go in through the import
 * page, a row the importer could not match alone is resolved on the review screen, the diary shows them
 * with its charts, and "Download my data" gives a ZIP that, imported into a second account, gives that
 * account the same diary, ratings, reviews and watchlist.
 */

const PASSWORD = 'letterboxd-to-marquee';

// Imports run as worker jobs and the export is built by another: a slow machine needs the time.
test.setTimeout(240_000);

async function signedInUser(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signedInAsNewUser(page, name, PASSWORD);
  return page;
}

/** The import's status line once the worker has stopped: done, or rows waiting for review. */
const finishedStatus = /^Done: |need(s)? your review/;

/** Sends a file through the import page and waits until its import has stopped running. */
async function importFile(page: Page, file: string): Promise<void> {
  await page.goto('/import');
  await page.getByLabel('Choose a file').setInputFiles(file);
  await expect(page).toHaveURL(/\/import\/[0-9a-f-]{36}$/);
  const panel = page.getByRole('region', { name: /^Import of / });
  await expect(panel.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(finishedStatus, { timeout: 120_000 });
}

/**
 * Works through the review screen: each row with candidates gets its first candidate, a row without any
 * is skipped. Answers how many rows were matched by hand.
 */
async function reviewEveryRow(page: Page): Promise<number> {
  const status = page.getByRole('region', { name: /^Import of / }).getByRole('status');
  let chosen = 0;
  for (
    let left = await status.textContent();
    !/^Done: /.test(left ?? '');
    left = await status.textContent()
  ) {
    const row = page.getByRole('region', { name: 'Rows to review' }).getByRole('region');
    const candidates = row.getByRole('list', { name: 'Candidate films' }).getByRole('button');
    if ((await candidates.count()) > 0) {
      await candidates.first().click();
      chosen += 1;
    } else {
      await row.getByRole('button', { name: 'Skip this row' }).click();
    }
    // The counts move on: one row fewer to review, or done.
    await expect(status).not.toHaveText(left!);
  }
  return chosen;
}

interface Session {
  token: string;
  userId: string;
}

async function sessionOf(page: Page): Promise<Session> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    userId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  }));
}

/** What must survive a round trip: the diary, ratings, reviews and watchlist, in a comparable form. */
async function filmLife(page: Page) {
  const { token, userId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const answer = await page.request.get(path, { headers });
    expect(answer.status()).toBe(200);
    return answer.json();
  };
  const diary = (await get(`/api/users/${userId}/diary?limit=100`)) as {
    entries: {
      movieId: string;
      watchedOn: string;
      rating10: number | null;
      rewatch: boolean;
      tags: string[];
    }[];
  };
  const { watchlist } = (await get(`/api/users/${userId}/watchlist`)) as { watchlist: { movieId: string }[] };
  const { reviews } = (await get(`/api/reviews/user/${userId}`)) as {
    reviews: { movieId: string; rating: number; comment: string }[];
  };
  return {
    diary: diary.entries
      .map((entry) => [entry.movieId, entry.watchedOn, entry.rating10, entry.rewatch, [...entry.tags].sort()])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    watchlist: watchlist.map((item) => item.movieId).sort(),
    reviews: reviews.map((review) => [review.movieId, review.rating, review.comment]).sort(),
  };
}

test('a Letterboxd ZIP and an IMDb CSV are imported, reviewed, exported and imported into a second account', async ({
  browser,
}) => {
  const page = await signedInUser(browser, 'Cinephile');
  const errors = collectConsoleErrors(page);

  // The profile leads to the import page.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Import films' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();

  await importFile(page, filmFileFixturePath('letterboxdZip'));
  // Films of one name in different years and a title without a year: some need the user's choice.
  await expect(page.getByRole('region', { name: 'Rows to review' })).toBeVisible();
  expect(await reviewEveryRow(page)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'See your diary' })).toBeVisible();

  await importFile(page, filmFileFixturePath('imdbRatings'));
  await reviewEveryRow(page);

  // Both imports are listed.
  await page.goto('/import');
  const pastImports = page.getByRole('region', { name: 'Your imports' }).getByRole('listitem');
  await expect(pastImports).toHaveCount(2);
  await expect(pastImports.first()).toContainText('imdb-ratings.csv');

  // The diary shows what came in, with its charts.
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'My Diary' })).toBeVisible();
  const logged = page.getByText(/^\d+ films logged$/);
  await expect(logged).toBeVisible();
  const diaryCount = await logged.textContent();
  await expect(
    page.getByRole('list', { name: 'Diary by month' }).getByRole('listitem').first(),
  ).toBeVisible();
  const ratings = page.getByRole('figure', { name: 'Ratings' });
  await expect(ratings.locator('svg').first()).toBeVisible();

  // Download my data.
  await page.goto('/import');
  const exportPanel = page.getByRole('region', { name: 'Export' });
  await exportPanel.getByRole('button', { name: 'Download my data' }).click();
  const download = exportPanel.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeVisible({ timeout: 120_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  const exported = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(exported);

  // A fresh account takes the export in and has the same film life.
  const second = await signedInUser(browser, 'Newcomer');
  await importFile(second, exported);
  await expect(second.getByRole('region', { name: /^Import of / }).getByRole('status')).toHaveText(/^Done: /);
  const original = await filmLife(page);
  expect(original.diary.length).toBeGreaterThan(10);
  expect(original.watchlist.length).toBeGreaterThan(0);
  expect(original.reviews.length).toBeGreaterThan(0);
  expect(await filmLife(second)).toEqual(original);
  await second.goto('/diary');
  await expect(second.getByText(/^\d+ films logged$/)).toHaveText(diaryCount!);
  expect(errors).toEqual([]);
});

test('the import pages on a phone: the keyboard reaches the file picker, named controls, nothing wider than the screen', async ({
  browser,
}) => {
  const page = await signedInUser(browser, 'Phone');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/import');
  const picker = page.getByLabel('Choose a file');
  await expect(picker).toBeAttached();
  // Tab from the top of the page until the file input has the focus; its label shows a focus ring.
  for (
    let press = 0;
    press < 40 && !(await picker.evaluate((input) => input === document.activeElement));
    press++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(picker).toBeFocused();
  const ring = await page
    .locator('label', { hasText: 'Choose a file' })
    .evaluate((label) => getComputedStyle(label).outlineStyle);
  expect(ring).not.toBe('none');
  await expectNoHorizontalOverflow(page, '/import');

  await importFile(page, filmFileFixturePath('letterboxdZip'));
  await expect(page.getByRole('region', { name: 'Rows to review' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the review screen');
  expect(
    await axeViolations(page, [
      'aria-progressbar-name',
      'button-name',
      'label',
      'list',
      'listitem',
      'heading-order',
    ]),
  ).toEqual([]);
});
