import { directionOf, type Language } from '@marquee/contracts/languages';
import { pageHref } from '@marquee/contracts/pages';
import { escapeHtml } from '@marquee/jobs';
import { said, type Message } from '../messages/message';
import { say } from '../messages/say';

/** The unsubscribe page's texts, in one place (docs/product.md "Weekly digest"), said in the page's language. */
const TEXTS = {
  title: said('Unsubscribe · Marquee'),
  askHeading: said('Unsubscribe from the weekly digest?'),
  ask: (email: string) => said('{{email}} will no longer get the weekly digest email.', { email }),
  button: said('Unsubscribe'),
  doneHeading: said('You are unsubscribed'),
  done: said(
    'You will no longer get the weekly digest email. You can turn it back on in your notification settings.',
  ),
  settings: said('Notification settings'),
  unknownHeading: said('This link does not work'),
  unknown: said(
    'The unsubscribe link is not valid. You can turn the weekly digest off in your notification settings.',
  ),
};

/** A small server-rendered page without any script, so the strict Content-Security-Policy applies. */
function page(language: Language, heading: Message, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(TEXTS.title, language)}</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;background:#0b0a0d;color:#f5efe6;font-family:Inter,system-ui,sans-serif;padding:24px}
main{max-width:480px;margin:10vh auto;background:#151318;border-radius:16px;padding:32px}
.brand{color:#f5b942;font-weight:800;letter-spacing:2px;font-size:24px;margin:0 0 24px}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.5;color:#b5aca2}a{color:#f5b942}
button{background:#f5b942;color:#1b1205;font-weight:700;font-size:16px;border:0;border-radius:999px;padding:12px 24px;cursor:pointer}
</style></head>
<body><main><p class="brand">MARQUEE</p><h1>${text(heading, language)}</h1>
${body}
</main></body></html>`;
}

/** A text of the page, said in `language` and escaped for HTML. */
const text = (message: Message, language: Language) => escapeHtml(say(message, language));

const settingsLink = (language: Language) =>
  `<p><a href="${escapeHtml(pageHref('profile'))}">${text(TEXTS.settings, language)}</a></p>`;

/**
 * What GET shows: a button that POSTs the one-click form to the same address. The GET itself changes
 * nothing, since mail scanners follow the links of the messages they check.
 */
export function askPage(email: string, action: string, language: Language): string {
  return page(
    language,
    TEXTS.askHeading,
    `<p>${text(TEXTS.ask(email), language)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${text(TEXTS.button, language)}</button>
</form>`,
  );
}

export const donePage = (language: Language) =>
  page(language, TEXTS.doneHeading, `<p>${text(TEXTS.done, language)}</p>${settingsLink(language)}`);

export const unknownPage = (language: Language) =>
  page(language, TEXTS.unknownHeading, `<p>${text(TEXTS.unknown, language)}</p>${settingsLink(language)}`);
