/** Paths whose answer holds images or videos, directly or through append_to_response. */
const MEDIA_PATH = /^\/movie\/\d+(\/images|\/videos)?$/;

/**
 * TMDB answers images and videos only in the request's `language` unless told which others to add: a
 * reader of another language gets their language's posters and trailers first, then English ones (most
 * trailers exist only in English), and images with no text (`null`). English asks as TMDB's default does.
 */
export function withMediaLanguages(path: string, params: URLSearchParams): URLSearchParams {
  const language = params.get('language')?.slice(0, 2);
  if (!language || language === 'en' || !MEDIA_PATH.test(path)) return params;
  const widened = new URLSearchParams(params);
  widened.set('include_image_language', `${language},en,null`);
  widened.set('include_video_language', `${language},en`);
  return widened;
}
