import { pageHref } from '@marquee/contracts/pages';
import { escapeHtml } from '@marquee/jobs';

/** The unsubscribe page's texts, in one place (docs/product.md "Weekly digest"). */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe · Marquee',
  askHeading: 'Unsubscribe from the weekly digest?',
  ask: (email: string) => `${email} will no longer get the weekly digest email.`,
  button: 'Unsubscribe',
  doneHeading: 'You are unsubscribed',
  done: 'You will no longer get the weekly digest email. You can turn it back on in your notification settings.',
  settings: 'Notification settings',
  unknownHeading: 'This link does not work',
  unknown:
    'The unsubscribe link is not valid. You can turn the weekly digest off in your notification settings.',
} as const;

/** A small server-rendered page without any script, so the strict Content-Security-Policy applies. */
function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(UNSUBSCRIBE_TEXTS.title)}</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;background:#0b0a0d;color:#f5efe6;font-family:Inter,system-ui,sans-serif;padding:24px}
main{max-width:480px;margin:10vh auto;background:#151318;border-radius:16px;padding:32px}
.brand{color:#f5b942;font-weight:800;letter-spacing:2px;font-size:24px;margin:0 0 24px}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.5;color:#b5aca2}a{color:#f5b942}
button{background:#f5b942;color:#1b1205;font-weight:700;font-size:16px;border:0;border-radius:999px;padding:12px 24px;cursor:pointer}
</style></head>
<body><main><p class="brand">MARQUEE</p><h1>${escapeHtml(heading)}</h1>
${body}
</main></body></html>`;
}

const settingsLink = () =>
  `<p><a href="${escapeHtml(pageHref('profile'))}">${escapeHtml(UNSUBSCRIBE_TEXTS.settings)}</a></p>`;

/**
 * What GET shows: a button that POSTs the one-click form to the same address. The GET itself changes
 * nothing, since mail scanners follow the links of the messages they check.
 */
export function askPage(email: string, action: string): string {
  return page(
    UNSUBSCRIBE_TEXTS.askHeading,
    `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.ask(email))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(UNSUBSCRIBE_TEXTS.button)}</button>
</form>`,
  );
}

export const donePage = () =>
  page(UNSUBSCRIBE_TEXTS.doneHeading, `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.done)}</p>${settingsLink()}`);

export const unknownPage = () =>
  page(UNSUBSCRIBE_TEXTS.unknownHeading, `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.unknown)}</p>${settingsLink()}`);
