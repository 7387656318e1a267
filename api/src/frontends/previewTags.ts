import { escapeHtml, withHeadTags } from './html';

/** What a shared link shows where it is pasted (a chat, a post), before anyone opens it. */
export interface LinkPreview {
  /** The page's own title, without the site's name ("Ada (@ada)"). */
  title: string;
  description: string;
  /** Open Graph's kind of page. */
  type: 'profile' | 'article' | 'website';
  /** The page's absolute address. */
  url: string;
  /** An absolute image URL a crawler can fetch, with its text alternative. */
  image?: { url: string; alt: string };
}

const SITE_NAME = 'Marquee';
/** Previews cut longer text: chat apps show about two lines of a description, one of a title. */
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 200;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;

/**
 * Text of one line at most `max` characters long: runs of white space (new lines included) become one
 * space, and a longer text is cut at a word where it can be, ending in an ellipsis. Counted in code
 * points, so no character is cut in half.
 */
export function excerpt(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The title and description the built page has for every page: what a page without a preview keeps. */
export function genericPreviewTags(page: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? SITE_NAME;
  const description = /<meta name="?description"? content="([^"]*)"/.exec(page)?.[1];
  // Both are the built page's own HTML already, escaped as they stand.
  return [
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    description === undefined ? '' : `<meta property="og:description" content="${description}">`,
    '<meta name="twitter:card" content="summary">',
  ].join('');
}

/**
 * The page with the preview's title and description in place of the generic ones, and its Open Graph and
 * Twitter card tags; without a preview, the generic tags (`genericTags`), the same for every page that has
 * none, whether it does not exist or may not be shown.
 */
export function withLinkPreview(page: string, preview: LinkPreview | undefined, genericTags: string): string {
  if (!preview) return withHeadTags(page, genericTags);
  const title = excerpt(preview.title, TITLE_MAX);
  const description = excerpt(preview.description, DESCRIPTION_MAX);
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    ...(preview.image
      ? [meta('property', 'og:image', preview.image.url), meta('property', 'og:image:alt', preview.image.alt)]
      : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
  ].join('');
  const specific = page
    .replace(TITLE, () => `<title>${escapeHtml(`${title} · ${SITE_NAME}`)}</title>`)
    .replace(DESCRIPTION, '');
  return withHeadTags(specific, tags);
}
