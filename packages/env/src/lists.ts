/** A comma-separated variable's items, trimmed, without trailing slashes or empty items. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
