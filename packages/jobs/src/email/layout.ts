import { type RecipientTexts } from '../messages';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An email's HTML around its content, in the product's look (dark surface, amber wordmark). Inline
 * styles and a table layout, because mail clients ignore style sheets. The language and direction are
 * the recipient's: on `<html>`, and again on the outer table for webmail that drops `<html>`.
 */
export function emailHtml(
  content: string,
  { language, dir }: Pick<RecipientTexts, 'language' | 'dir'>,
): string {
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><body style="margin:0;background:#0b0a0d;color:#f5efe6;font-family:Inter,Segoe UI,Arial,sans-serif">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0a0d;padding:32px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#151318;border-radius:16px;padding:32px">
<tr><td style="font-size:28px;font-weight:800;letter-spacing:2px;color:#f5b942;padding-bottom:24px">MARQUEE</td></tr>
<tr><td>
${content}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** The amber action button. */
export const actionButtonHtml = (label: string, url: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#f5b942;color:#1b1205;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:999px">${escapeHtml(label)}</a></p>`;

/** A small grey paragraph under the content; `html` is already escaped. */
export const footnoteHtml = (html: string) =>
  `<p style="margin:0 0 16px;font-size:13px;color:#b5aca2;line-height:1.5">${html}</p>`;
