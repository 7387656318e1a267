import { expect, test, type Browser, type Page } from '@playwright/test';
import { appStarted } from './pageProbes';
import { apiVerifiedAccount, collectConsoleErrors, signInThroughForm, uniqueEmail } from './support';

// docs/product.md, Themes: the system's theme by default, a switch in the navigation bar kept in the
// browser and the account, no frame painted in the other theme, and a hero that stays still for a reader
// who asked for reduced motion.

/** The page backgrounds of the two palettes (packages/ui/src/palettes.ts). */
const LIGHT = 'rgb(247, 243, 236)';
const DARK = 'rgb(11, 10, 13)';
/** The hero's time on a film (mfe-browse homeConstants' HERO_ROTATION_MS). */
const HERO_ROTATION_MS = 8000;

interface Frame {
  background: string;
  header: string | null;
  firstScreen: boolean;
}

/**
 * Records, from the page's very first animation frame on, what each frame paints: the body's background,
 * the navigation bar's, and whether the server's first screen is in the page yet.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { __frames: Frame[] }).__frames = frames;
    const record = () => {
      if (document.body) {
        const header = document.querySelector('header');
        frames.push({
          background: getComputedStyle(document.body).backgroundColor,
          header: header && getComputedStyle(header).backgroundColor,
          firstScreen: (document.getElementById('root')?.childElementCount ?? 0) > 0,
        });
      }
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

async function framesOf(page: Page): Promise<Frame[]> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames.length))
    .toBe(30);
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

/** Every recorded frame painted the page, and its navigation bar, in the light theme. */
function expectEveryFrameLight(frames: Frame[]): void {
  expect(frames.map((frame) => frame.background)).toEqual(frames.map(() => LIGHT));
  // The bar is the light theme's frosted glass, never the dark one.
  for (const { header } of frames)
    expect(header === null || !header.startsWith('rgba(11, 10, 13')).toBe(true);
}

const body = (page: Page) => page.locator('body');
const hero = (page: Page) => page.getByRole('region', { name: 'Trending now' });

test.describe('a reader whose system is dark', () => {
  test.use({ colorScheme: 'dark' });

  test('switches to light at once, and a reload paints light from its first frame, the server-rendered screen included', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(body(page)).toHaveCSS('background-color', DARK);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(body(page)).toHaveCSS('background-color', LIGHT);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await recordFrames(page);
    await page.reload();
    await expect(hero(page)).toBeVisible();
    const home = await framesOf(page);
    // The server's first screen is among the frames recorded (a busy browser may paint a frame before the
    // page's HTML is all parsed), and every frame is light.
    expect(home.some((frame) => frame.firstScreen)).toBe(true);
    expectEveryFrameLight(home);

    // A page the server leaves to the browser is light before its first render too.
    await page.goto('/search?q=the');
    await expect(page.getByRole('list', { name: 'Search results for the' })).toBeVisible();
    expectEveryFrameLight(await framesOf(page));

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(body(page)).toHaveCSS('background-color', DARK);
    // The page's first script ran under the Content-Security-Policy: nothing was refused.
    expect(errors).toEqual([]);
  });
});

test('with no choice made the page follows the system, light or dark', async ({ browser }) => {
  for (const [colorScheme, background] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/genres');
    await expect(body(page)).toHaveCSS('background-color', background);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await context.close();
  }
});

test("a signed-in reader's choice follows their account to another browser", async ({ browser, request }) => {
  const email = uniqueEmail('daylight');
  const password = 'secret-words-1';
  await apiVerifiedAccount(request, 'Daylight', email, password);

  const first = await browser.newContext({ colorScheme: 'dark' });
  const page = await first.newPage();
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(body(page)).toHaveCSS('background-color', LIGHT);
  await expect
    .poll(async () => {
      const { user } = await (await request.post('/api/auth/login', { data: { email, password } })).json();
      return user.theme;
    })
    .toBe('light');
  await first.close();

  // Another browser, dark until the account is known.
  const second = await browser.newContext({ colorScheme: 'dark' });
  const other = await second.newPage();
  await other.goto('/');
  await expect(body(other)).toHaveCSS('background-color', DARK);
  await signInThroughForm(other, email, password);
  await expect(body(other)).toHaveCSS('background-color', LIGHT);
  await recordFrames(other);
  await other.reload();
  await expect(other.getByRole('link', { name: 'Profile' })).toBeVisible();
  expectEveryFrameLight(await framesOf(other));
  await second.close();
});

/** Lets the page finish the work its timers started: React renders in message-channel tasks, after them. */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** The hero's current film, and its slides' fade, once its automatic wait has passed (on a faked clock). */
async function heroAfterItsWait(browser: Browser, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ reducedMotion });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await appStarted(page);
  const carousel = hero(page);
  // A click proves the page is hydrated (its timers set); the pointer and focus then leave, so nothing pauses it.
  await carousel.getByRole('button', { name: 'Next film' }).click();
  await expect(carousel.getByRole('button', { name: /^Show film 2:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
  await page.clock.runFor(HERO_ROTATION_MS + 500);
  await settle(page);
  const current = await carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
  const slideTransition = await carousel
    .getByTestId('hero-slide')
    .first()
    .evaluate((slide) => getComputedStyle(slide).transitionDuration);
  await context.close();
  return { current: current?.split(':')[0], slideTransition };
}

test('reduced motion stops the hero moving on by itself and its fades', async ({ browser }) => {
  const moving = await heroAfterItsWait(browser, 'no-preference');
  expect(moving.current).toBe('Show film 3');
  expect(moving.slideTransition).toBe('0.7s');

  const still = await heroAfterItsWait(browser, 'reduce');
  expect(still.current).toBe('Show film 2');
  expect(parseFloat(still.slideTransition)).toBeLessThan(0.001);
});
