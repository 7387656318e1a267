/** Text safe inside an element or a double-quoted attribute of the page. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page with `tags` at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  return html.replace('</head>', () => `${tags}</head>`);
}
