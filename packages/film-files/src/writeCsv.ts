/** A CSV line: cells holding a comma, a quote or a line break are quoted, quotes doubled (RFC 4180). */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells
    .map((cell) => {
      const text = cell === null || cell === undefined ? '' : String(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

/** A whole CSV document, lines ended by CRLF as RFC 4180 writes them. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((cells) => `${csvLine(cells)}\r\n`).join('');
}
