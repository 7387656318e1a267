import { type FastifyPluginAsync } from 'fastify';
import { listMailbox, usesLocalMailbox, type MailboxMessage } from './mailbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderMessage(message: MailboxMessage): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · from ${escapeHtml(message.from)} · ${escapeHtml(message.createdAt)}</p>
<ul class="links">${links}</ul>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

/**
 * /dev/mail: the local mailbox as a page a person can read, with the links clickable. Server-rendered
 * HTML without any script, so the strict Content-Security-Policy applies unchanged.
 */
const devMailPage: FastifyPluginAsync = async (app) => {
  if (!usesLocalMailbox(app.config)) return;
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listMailbox(app.db);
    const body = messages.length
      ? messages.map(renderMessage).join('\n')
      : '<p class="empty">No messages yet. Sign up or ask for a password reset, then reload this page.</p>';
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Marquee</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;background:#0b0a0d;color:#f5efe6;font-family:Inter,system-ui,sans-serif;padding:24px}
main{max-width:760px;margin:0 auto}h1{color:#f5b942;letter-spacing:1px}
article{background:#151318;border-radius:16px;padding:16px 24px;margin:16px 0}
h2{font-size:18px;margin:8px 0}.meta,.empty{color:#b5aca2;font-size:14px}
a{color:#f5b942;word-break:break-all}pre{white-space:pre-wrap;color:#b5aca2;font-size:13px}
</style></head>
<body><main><h1>Local mailbox</h1>
<p class="meta">No SMTP_URL is configured, so the emails Marquee sends are kept here (newest first).</p>
${body}
</main></body></html>`);
  });
};

export default devMailPage;
