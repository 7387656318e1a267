import { expect, test, type Page } from '@playwright/test';
import {
  DUPLICATE_SINGLETON,
  apiVerifiedAccount,
  collectConsoleErrors,
  popularCatalogFilm,
  signIn,
  signInThroughForm,
  uniqueEmail,
} from './support';

// docs/product.md, Languages: one picker switches every app at once; Arabic turns the page right to
// left; a signed-in account keeps its choice in any browser.

const picker = (page: Page) => page.getByTestId('language-picker');
const html = (page: Page) => page.locator('html');

test('switching to Spanish changes the shell and an admin page at once', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // A guest on the setup page: mfe-admin's texts, without changing the admin account others sign in with.
  await page.goto('/admin/setup');
  const setup = page.getByTestId('page-mfe_admin-SetupPage');
  await expect(setup.getByRole('heading', { name: 'Set up the administrator', level: 1 })).toBeVisible();
  await expect(setup.getByText('This page needs the setup link')).toBeVisible();

  await picker(page).selectOption('es');

  // No reload: the shell's navigation and the remote's page change together.
  await expect(setup.getByRole('heading', { name: 'Configurar el administrador', level: 1 })).toBeVisible();
  await expect(setup.getByText('Esta página necesita el enlace de configuración')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Géneros' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  // The language went through the one shared instance: no app loaded a second React or store.
  expect(errors.filter((error) => DUPLICATE_SINGLETON.test(error))).toEqual([]);
});

test('Arabic sets dir=rtl, mirrors the navigation bar, and the server renders the page in it', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const logo = page.getByRole('banner').getByRole('link').first();
  const home = nav.getByRole('link', { name: 'Home' });
  await expect(home).toBeVisible();
  // Left to right, the logo comes first.
  expect((await logo.boundingBox())!.x).toBeLessThan((await home.boundingBox())!.x);

  await picker(page).selectOption('ar');

  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  const arabicHome = page
    .getByRole('navigation', { name: 'الرئيسي' })
    .getByRole('link', { name: 'الرئيسية' });
  await expect(arabicHome).toBeVisible();
  // Right to left, the logo is on the right of the links.
  expect((await logo.boundingBox())!.x).toBeGreaterThan((await arabicHome.boundingBox())!.x);

  // The choice reaches the server: the next page comes in Arabic from its first byte.
  const served = await page.request.get('/genres', { headers: { accept: 'text/html' } });
  const body = await served.text();
  expect(body).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
  expect(body).toContain('الأنواع');
  // A film's server-rendered page, its numbers and dates included, hydrates in Arabic as it was rendered.
  const errors = collectConsoleErrors(page);
  const film = await popularCatalogFilm(page.request);
  await page.goto(`/movie/${film.id}`);
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('navigation', { name: 'الرئيسي' }).getByRole('link', { name: 'الرئيسية' }),
  ).toBeVisible();
  await expect(page.getByTestId('page-mfe_movie-MovieDetailPage')).toBeVisible();
  expect(
    errors.filter((error) => /hydrat|did not match|react\.dev\/errors\/(418|423|425)/i.test(error)),
  ).toEqual([]);
});

test("a signed-in account's language follows it to another browser", async ({ page, request, browser }) => {
  const email = uniqueEmail('polyglot');
  const password = 'secret-words-1';
  await apiVerifiedAccount(request, 'Polyglot', email, password);
  await signInThroughForm(page, email, password);

  await picker(page).selectOption('de');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const { user } = await (await request.post('/api/auth/login', { data: { email, password } })).json();
      return user.language;
    })
    .toBe('de');

  // A browser that never chose a language (and asks for English) shows German once the account signs in.
  const other = await browser.newContext({ locale: 'en-US' });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(
    otherPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await signIn(otherPage, email, password);
  await expect(
    otherPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }),
  ).toBeVisible();
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'de');
  await other.close();
});

test.describe('a narrow desktop in a language with longer words', () => {
  test.use({ viewport: { width: 1024, height: 720 }, locale: 'de-DE' });

  test('the bar still fits: the links it has no room for move into the menu, and come back with room', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    const menu = bar.getByRole('button', { name: 'Menü' });
    const overflow = () =>
      bar.evaluate((header) => header.firstElementChild!.scrollWidth - header.firstElementChild!.clientWidth);
    await expect(menu).toBeVisible();
    expect(await overflow()).toBe(0);
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Menü' }).getByRole('link', { name: 'Kalender' }),
    ).toBeVisible();
    await menu.click();

    // With room for every link, the bar shows them all again.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(menu).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Kalender' })).toBeVisible();
    expect(await overflow()).toBe(0);

    // Signed in, the bar has more to hold: measured again, it still fits.
    const email = uniqueEmail('schmal');
    const password = 'lange-woerter-1';
    await apiVerifiedAccount(request, 'Schmal', email, password);
    // The sign-in form speaks German too.
    await page.goto('/login');
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(bar.getByRole('link', { name: /^Benachrichtigungen/ })).toBeVisible();
    expect(await overflow()).toBe(0);
  });
});

test.describe('a tablet in a language with longer words', () => {
  test.use({ viewport: { width: 768, height: 720 }, locale: 'de-DE' });

  test('the search box keeps room for its whole placeholder: the main links move into the menu', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    const menu = bar.getByRole('button', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(bar.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    expect(
      await bar.evaluate(
        (header) => header.firstElementChild!.scrollWidth - header.firstElementChild!.clientWidth,
      ),
    ).toBe(0);
    // "Filme suchen…" is shown whole: its width fits between the box's paddings.
    const room = await bar.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const inside =
        input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return inside - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    // The menu's icon keeps its size.
    expect((await menu.locator('svg').boundingBox())?.width).toBe(20);
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Menü' }).getByRole('link', { name: 'Startseite' }),
    ).toBeVisible();
  });
});
