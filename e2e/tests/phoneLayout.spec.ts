import { expect, test } from '@playwright/test';
import { adminOnPhone, axeViolations, overlaps, pageSettled } from './layoutChecks';
import { signedInAsNewUser } from './support';

const WIDTHS = [320, 375, 768];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('the floating Apply bar leaves the year being typed in view', async ({ page }) => {
      await page.goto('/genres');
      await pageSettled(page);
      await page.getByRole('button', { name: /^Filters/ }).click();
      const from = page.getByRole('spinbutton', { name: 'From' });
      const to = page.getByRole('spinbutton', { name: 'To' });
      // The years sit low in the panel: bring them to the bottom edge, where the bar rises.
      await to.evaluate((input) => input.scrollIntoView({ block: 'end' }));
      await from.pressSequentially('1990');
      const bar = page.getByRole('region', { name: 'Unapplied filter changes' });
      await expect(bar).toBeVisible();
      await expect.poll(() => overlaps(bar, from)).toBe(false);
      expect(await overlaps(bar, to)).toBe(false);
    });

    test('the scroll-to-top button leaves the footer’s More about Marquee clear', async ({ page }) => {
      // A list with an end (the home page's last grid loads on as it comes into view).
      await page.goto('/search?q=love');
      await pageSettled(page);
      const scrollUp = page.getByRole('button', { name: 'Scroll to top' });
      const more = page.getByRole('button', { name: 'More about Marquee' });
      // Scrolled until the list has no page left to load, then to the very end, where the footer's last
      // row meets the button's corner.
      const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          await toBottom();
          return page.getByTestId('infinite-grid-sentinel').count();
        })
        .toBe(0);
      await toBottom();
      await expect(scrollUp).toBeVisible();
      await expect(more).toBeInViewport();
      expect(await overlaps(scrollUp, more)).toBe(false);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the admin users table keeps every row’s actions on screen', async ({ page, request }) => {
    await adminOnPhone(page, request, { width: 320, height: 640 });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    for (const row of await rows.all()) {
      const actions = row.getByRole('button');
      if ((await actions.count()) === 0) continue; // the header
      // Down the page only: the table itself is not scrolled sideways.
      await row.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200),
      );
      for (const action of await actions.all()) {
        const box = (await action.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        // Nothing drawn over it: the button itself is what a tap at its centre reaches.
        expect(
          await action.evaluate((button) => {
            const { x, y, width, height } = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
          }),
        ).toBe(true);
      }
    }
  });

  test('a signed-in reader’s bar keeps every control on screen, the logo still named', async ({ page }) => {
    await signedInAsNewUser(page, 'Narrow', 'Correct-horse-9');
    await page.goto('/genres');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Marquee' })).toBeVisible();
    for (const control of await banner.locator('a:visible, button:visible').all()) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });

  test('the open menu passes axe’s list rule', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await axeViolations(page, ['list', 'listitem'])).toEqual([]);
  });
});

for (const path of ['/genres', '/search?q=love', '/top-rated']) {
  test(`${path} has its headings in order (axe heading-order)`, async ({ page }) => {
    await page.goto(path);
    await pageSettled(page);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page, ['heading-order'])).toEqual([]);
  });
}
