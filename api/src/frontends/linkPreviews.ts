import { type ListResponse, type Profile, type ReviewDetails } from '@marquee/contracts';
import { TMDB_IMAGE_BASE } from '@marquee/contracts/images';
import { pageHref, type PageName } from '@marquee/contracts/pages';
import { type FastifyInstance } from 'fastify';
import { type PagePlan } from './pagePlans';
import { type LinkPreview } from './previewTags';

/** What a preview is made from: the API's answers to a guest, and where the site is. */
interface PreviewSources {
  /** The API's 200 answer to a guest asking `path` (under /api); undefined for any other answer. */
  read<T>(path: string): Promise<T | undefined>;
  /** An absolute address of the site for a path (`https://marquee.example/u/ada`). */
  absolute(path: string): string;
}

type PreviewOf = (
  params: Record<string, string | undefined>,
  sources: PreviewSources,
) => Promise<LinkPreview | undefined>;

/** A poster from TMDB's image host, which crawlers fetch as browsers do (the drawn placeholder is SVG, which they do not show). */
function poster(path: string | null | undefined, alt: string): LinkPreview['image'] {
  return path && /^\/[\w.-]+$/.test(path) ? { url: `${TMDB_IMAGE_BASE}/w500${path}`, alt } : undefined;
}

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

const profilePreview: PreviewOf = async ({ handle = '' }, { read, absolute }) => {
  const profile = await read<Profile>(`/profiles/${encodeURIComponent(handle)}`);
  if (!profile) return undefined;
  const { counts, favourites } = profile;
  const figures = [
    counted(counts.reviews, 'review'),
    counted(counts.publicLists, 'list'),
    ...(counts.diaryEntries === null ? [] : [counted(counts.diaryEntries, 'diary entry', 'diary entries')]),
    counted(counts.followers, 'follower'),
    `${counts.following.toLocaleString('en')} following`,
  ];
  const favourite = favourites.find((film) => film.poster);
  const favouriteTitles = favourites.map((film) => film.title).join(', ');
  return {
    title: `${profile.name} (@${profile.handle})`,
    description:
      `${figures.join(' · ')} on Marquee.` + (favouriteTitles ? ` Favourite films: ${favouriteTitles}.` : ''),
    type: 'profile',
    url: absolute(pageHref('member', { handle: profile.handle })),
    image: poster(favourite?.poster, `${favourite?.title} poster`),
  };
};

const listPreview: PreviewOf = async ({ listId = '' }, { read, absolute }) => {
  const list = (await read<ListResponse>(`/lists/${encodeURIComponent(listId)}`))?.list;
  if (!list) return undefined;
  // A list others may read shows whose it is: their name, as on their reviews.
  const byline = `A list by ${list.owner.name}, ${counted(list.entryCount, 'film')}.`;
  return {
    title: list.name,
    description: list.description ? `${byline} ${list.description}` : byline,
    type: 'website',
    url: absolute(pageHref('list', { listId: list.id })),
    image: poster(list.posters[0], `A poster from ${list.name}`),
  };
};

const reviewPreview: PreviewOf = async ({ reviewId = '' }, { read, absolute }) => {
  const details = await read<ReviewDetails>(`/reviews/review/${encodeURIComponent(reviewId)}`);
  if (!details) return undefined;
  const { review, film, author } = details;
  const text = review.title ? `${review.title}: ${review.comment}` : review.comment;
  return {
    title: `${author.name} on ${film.title}${film.year ? ` (${film.year})` : ''}`,
    description: `${stars(review.rating)} ${text}`,
    type: 'article',
    url: absolute(pageHref('review', { reviewId: review.id })),
    image: poster(film.poster, `${film.title} poster`),
  };
};

/** The pages whose links are shared, and how each is previewed. */
const previews: Partial<Record<PageName, PreviewOf>> = {
  member: profilePreview,
  list: listPreview,
  review: reviewPreview,
};

/**
 * The link preview of the page `plan` names, made from what the API answers a guest (a crawler is one): a
 * private, hidden or unknown profile, list or review has none, so its page says no more than a missing
 * one's. The reads count against the visitor's rate limit, as the page's own calls would.
 */
export async function linkPreview(
  app: FastifyInstance,
  plan: PagePlan | undefined,
  remoteAddress: string,
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
  });
}
