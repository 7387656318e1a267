import { type ListResponse, type Profile, type ReviewDetails } from '@marquee/contracts';
import { TMDB_IMAGE_BASE } from '@marquee/contracts/images';
import { pageHref, type PageName } from '@marquee/contracts/pages';
import { type Language } from '@marquee/contracts/languages';
import { type FastifyInstance } from 'fastify';
import { counted, said, type Message } from '../messages/message';
import { say } from '../messages/say';
import { type PagePlan } from './pagePlans';
import { type LinkPreview } from './previewTags';

/** What a preview is made from: the API's answers to a guest, where the site is, and the page's language. */
interface PreviewSources {
  /** The API's 200 answer to a guest asking `path` (under /api); undefined for any other answer. */
  read<T>(path: string): Promise<T | undefined>;
  /** An absolute address of the site for a path (`https://marquee.example/u/ada`). */
  absolute(path: string): string;
  /** A message as the page's language says it. */
  tell(message: Message): string;
}

type PreviewOf = (
  params: Record<string, string | undefined>,
  sources: PreviewSources,
) => Promise<LinkPreview | undefined>;

/** A poster from TMDB's image host, which crawlers fetch as browsers do (the drawn placeholder is SVG, which they do not show). */
function poster(path: string | null | undefined, alt: string): LinkPreview['image'] {
  return path && /^\/[\w.-]+$/.test(path) ? { url: `${TMDB_IMAGE_BASE}/w500${path}`, alt } : undefined;
}

/** "Heat (1995)": a film named as posters are, so a remake is told from the original. */
const titleAndYear = (title: string, year: string | null | undefined) =>
  year ? `${title} (${year})` : title;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

const profilePreview: PreviewOf = async ({ handle = '' }, { read, absolute, tell }) => {
  const profile = await read<Profile>(`/profiles/${encodeURIComponent(handle)}`);
  if (!profile) return undefined;
  const { counts, favourites } = profile;
  const figures = [
    counted(counts.reviews, '{{count, number}} review', '{{count, number}} reviews'),
    counted(counts.publicLists, '{{count, number}} list', '{{count, number}} lists'),
    ...(counts.diaryEntries === null
      ? []
      : [counted(counts.diaryEntries, '{{count, number}} diary entry', '{{count, number}} diary entries')]),
    counted(counts.followers, '{{count, number}} follower', '{{count, number}} followers'),
    counted(counts.following, '{{count, number}} following', '{{count, number}} following'),
  ];
  const favourite = favourites.find((film) => film.poster);
  const favouriteTitles = favourites.map((film) => film.title).join(', ');
  const summary = tell(said('{{figures}} on Marquee.', { figures: figures.map(tell).join(' · ') }));
  return {
    title: `${profile.name} (@${profile.handle})`,
    description: favouriteTitles
      ? `${summary} ${tell(said('Favourite films: {{titles}}.', { titles: favouriteTitles }))}`
      : summary,
    type: 'profile',
    url: absolute(pageHref('member', { handle: profile.handle })),
    image:
      favourite &&
      poster(
        favourite.poster,
        tell(said('{{title}} poster', { title: titleAndYear(favourite.title, favourite.year) })),
      ),
  };
};

const listPreview: PreviewOf = async ({ listId = '' }, { read, absolute, tell }) => {
  const list = (await read<ListResponse>(`/lists/${encodeURIComponent(listId)}`))?.list;
  if (!list) return undefined;
  // A list others may read shows whose it is: their name, as on their reviews.
  const byline = tell(
    said('A list by {{owner}}, {{films}}.', {
      owner: list.owner.name,
      films: counted(list.entryCount, '{{count, number}} film', '{{count, number}} films'),
    }),
  );
  return {
    title: list.name,
    description: list.description ? `${byline} ${list.description}` : byline,
    type: 'website',
    url: absolute(pageHref('list', { listId: list.id })),
    image: poster(list.posters[0], tell(said('A poster from {{list}}', { list: list.name }))),
  };
};

const reviewPreview: PreviewOf = async ({ reviewId = '' }, { read, absolute, tell }) => {
  const details = await read<ReviewDetails>(`/reviews/review/${encodeURIComponent(reviewId)}`);
  if (!details) return undefined;
  const { review, film, author } = details;
  const text = review.title ? `${review.title}: ${review.comment}` : review.comment;
  const named = titleAndYear(film.title, film.year);
  return {
    title: tell(said('{{author}} on {{film}}', { author: author.name, film: named })),
    description: `${stars(review.rating)} ${text}`,
    type: 'article',
    url: absolute(pageHref('review', { reviewId: review.id })),
    image: poster(film.poster, tell(said('{{title}} poster', { title: named }))),
  };
};

/** The pages whose links are shared, and how each is previewed. */
const previews: Partial<Record<PageName, PreviewOf>> = {
  member: profilePreview,
  list: listPreview,
  review: reviewPreview,
};

/**
 * The link preview of the page `plan` names, in the page's language, made from what the API answers a
 * guest (a crawler is one): a private, hidden or unknown profile, list or review has none, so its page
 * says no more than a missing one's. The reads count against the visitor's rate limit, as the page's own
 * calls would.
 */
export async function linkPreview(
  app: FastifyInstance,
  plan: PagePlan | undefined,
  remoteAddress: string,
  language: Language,
): Promise<LinkPreview | undefined> {
  const previewOf = plan && previews[plan.page];
  if (!previewOf) return undefined;
  return previewOf(plan.params, {
    async read<T>(path: string) {
      // No header of the visitor's goes along: the page is the same whoever asks for it.
      const response = await app.inject({ method: 'GET', url: `/api${path}`, remoteAddress });
      return response.statusCode === 200 ? response.json<T>() : undefined;
    },
    absolute: (path) => `${app.config.publicUrl}${path}`,
    tell: (message) => say(message, language),
  });
}
