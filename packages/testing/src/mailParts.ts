function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of the MIME part of `type` in a raw message (enough MIME for nodemailer's output). */
export function mailPart(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start < 0) return '';
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const rawBody = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  // Split on the real boundary: a base64url token may contain "--" right after a soft line break.
  const body = boundary ? (rawBody.split(`\r\n--${boundary}`)[0] ?? '') : rawBody;
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * A header's value in a raw message ('' when absent), unfolded when it spans lines (RFC 5322 §2.2.3), its
 * encoded words decoded (RFC 2047: a subject that is not ASCII, "=?UTF-8?Q?zur=C3=BCck?=").
 */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const folded = new RegExp(`^${name}: *(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1] ?? '';
  return decodeEncodedWords(folded.replace(/\r?\n[ \t]+/g, ' ').trim());
}

/** UTF-8 encoded words, as nodemailer writes them; the space between two of them is not text (§6.2). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
