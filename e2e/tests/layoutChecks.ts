import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ADMIN_ACCOUNT, ensureAdminAccount, signInThroughForm } from './support';

// Evaluated rather than added as a script tag: the product's Content-Security-Policy allows no inline script.
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core'), 'utf8');

/** The axe-core findings of these rules (without them, of every rule) on the page now, as "rule: target" lines. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (ruleIds) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    interface AxeViolation {
      id: string;
      nodes: { target: string[] }[];
    }
    const options = ruleIds ? { runOnly: { type: 'rule', values: ruleIds } } : {};
    const { violations } = await axe.run(document, options);
    return violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`));
  }, rules);
}

/**
 * axe's findings on the page as it is, at a desktop's and a phone's width in both themes, as
 * "width theme: rule: target" lines; the viewport and theme are put back after.
 */
export async function axeFindingsEverywhere(page: Page, widths = [1280, 375]): Promise<string[]> {
  const viewport = page.viewportSize();
  const chosen = await page.evaluate(() => document.documentElement.dataset.theme);
  const findings: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light'] as const) {
      // The reader's choice, as the theme toggle sets it; reduced motion, so nothing is caught mid-slide.
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.evaluate((named) => (document.documentElement.dataset.theme = named), theme);
      // Colours fade into the new theme: axe must see where they end, not a frame of the fade.
      await page.waitForFunction(() =>
        document.getAnimations().every((fade) => fade.playState !== 'running'),
      );
      findings.push(...(await axeViolations(page)).map((finding) => `${width}px ${theme}: ${finding}`));
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: null, reducedMotion: null });
  await page.evaluate((named) => {
    if (named) document.documentElement.dataset.theme = named;
    else delete document.documentElement.dataset.theme;
  }, chosen);
  return findings;
}

/**
 * What sticks out past the right (or left) edge of the viewport and widens the page: the document's
 * scroll width, and the elements whose box leaves the viewport without an ancestor that clips or scrolls
 * them (a film row's cards scroll inside their row and are not counted).
 */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && !clipped(element);
      })
      // The outermost offender names the problem; its children only follow it out.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders };
  });
}

/** Fails when the page is wider than the viewport, naming what sticks out. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.scrollWidth <= overflow.innerWidth ? [] : overflow.offenders.length ? overflow.offenders : ['?'],
    `${where}: the page is ${overflow.scrollWidth} px wide in a ${overflow.innerWidth} px viewport`,
  ).toEqual([]);
}

/** Waits until the page's remote has drawn and what it asked for has arrived. */
export async function pageSettled(page: Page) {
  await expect(page.locator('main [data-testid^="page-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Whether two elements' boxes overlap on screen (neither hidden). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error('an element to compare is not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Signs the e2e admin in on `page` (made first if no earlier test made it), then sets the phone's viewport. */
export async function adminOnPhone(
  page: Page,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  await ensureAdminAccount(request);
  await page.setViewportSize(viewport);
  await signInThroughForm(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
}
