/** Where the share dialog can send the page, each a URL that opens the service's share form. */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${url}&title=${text}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
  ] as const;
}
