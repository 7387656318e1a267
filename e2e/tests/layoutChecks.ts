import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ADMIN_ACCOUNT, apiVerifiedAccount, signInThroughForm } from './support';

// Evaluated rather than added as a script tag: the product's Content-Security-Policy allows no inline script.
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core'), 'utf8');

/** The axe-core findings of these rules on the page as it is now, as "rule: target" lines. */
export async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (ruleIds) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    interface AxeViolation {
      id: string;
      nodes: { target: string[] }[];
    }
    const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: ruleIds } });
    return violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`));
  }, rules);
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

/**
 * Signs the e2e admin in on `page` (made first if no earlier test made it: signing up the same address
 * again from every spec would meet the per-address limit), then sets the phone's viewport.
 */
export async function adminOnPhone(
  page: Page,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  const { email, password } = ADMIN_ACCOUNT;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) await apiVerifiedAccount(request, 'Admin', email, password);
  await page.setViewportSize(viewport);
  await signInThroughForm(page, email, password);
}
