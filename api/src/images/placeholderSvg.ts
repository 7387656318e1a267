import { type PlaceholderKind } from '@marquee/contracts';

/** Each genre's colour, so a grid of placeholders reads by genre at a glance. */
const GENRE_COLOURS: Record<number, string> = {
  28: '#c2410c', // Action
  12: '#b45309', // Adventure
  16: '#0e7490', // Animation
  35: '#ca8a04', // Comedy
  80: '#7f1d1d', // Crime
  99: '#4d7c0f', // Documentary
  18: '#6d28d9', // Drama
  10751: '#0891b2', // Family
  14: '#7e22ce', // Fantasy
  36: '#92400e', // History
  27: '#991b1b', // Horror
  10402: '#be185d', // Music
  9648: '#3730a3', // Mystery
  10749: '#db2777', // Romance
  878: '#1d4ed8', // Science Fiction
  10770: '#475569', // TV Movie
  53: '#334155', // Thriller
  10752: '#57534e', // War
  37: '#a16207', // Western
};
const NO_GENRE_COLOUR = '#3f3f46';

const SIZES: Record<PlaceholderKind, { width: number; height: number }> = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
  profile: { width: 300, height: 450 },
};

export interface PlaceholderRequest {
  kind: PlaceholderKind;
  title: string;
  year?: string;
  genre?: number;
}

/** Text inside SVG markup: the five characters XML gives meaning to. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines, the last one ending in an ellipsis when cut. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate.length > maxChars ? `${candidate.slice(0, maxChars - 1)}…` : candidate;
    } else {
      lines.push(line);
      line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/…$/, '').slice(0, maxChars - 1)}…`;
  return kept;
}

/**
 * A designed stand-in for a missing poster, backdrop or portrait: a dark gradient lit by the genre's
 * colour, the title in large type, the year beneath, a thin frame. Deterministic for its inputs, so it
 * can be cached forever.
 */
export function placeholderSvg({ kind, title, year, genre }: PlaceholderRequest): string {
  const { width, height } = SIZES[kind];
  const colour = (genre !== undefined && GENRE_COLOURS[genre]) || NO_GENRE_COLOUR;
  const fontSize = Math.round(width / (kind === 'backdrop' ? 16 : 11));
  const maxChars = Math.floor((width * 0.8) / (fontSize * 0.55));
  const lines = wrap(title.trim() || 'Untitled', maxChars, kind === 'backdrop' ? 2 : 4);
  const lineHeight = Math.round(fontSize * 1.15);
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const inset = Math.round(width * 0.04);
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${Math.round(top + index * lineHeight)}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const yearText = year
    ? `<text x="50%" y="${Math.round(top + lines.length * lineHeight + fontSize * 0.3)}" font-size="${Math.round(fontSize * 0.55)}" fill-opacity="0.7" letter-spacing="4">${escapeXml(year)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    '<defs>',
    `<radialGradient id="light" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.25"/><stop offset="1" stop-color="#09090b" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="#0b0b10"/>`,
    `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#fade)"/>`,
    `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2" rx="6"/>`,
    `<g fill="#fafafa" text-anchor="middle" dominant-baseline="middle" font-family="'Helvetica Neue', Arial, sans-serif">${text}${yearText}</g>`,
    '</svg>',
  ].join('');
}
