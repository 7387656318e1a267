/**
 * The digest's unsubscribe address: GET shows a page with a button, POST (the button, or a mail client's
 * one-click request, RFC 8058) turns the digest's email off. Its token is users.unsubscribe_token.
 */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/email/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}
