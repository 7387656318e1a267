import { type RecipientLanguage } from '../messages';

/** A user whose digest is due this hour, with the local week and day it is for. */
export interface DigestRecipient {
  id: string;
  name: string;
  email: string;
  /** users.language: the digest is written in it. */
  language: RecipientLanguage;
  unsubscribeToken: string;
  /** The local ISO week, '2026-W48': with the user id, the digest's delivery id. */
  week: string;
  /** The local date, 'YYYY-MM-DD': releases a week either side of it are news. */
  localDate: string;
}

/** A film on the watchlist released in the week before the digest or coming out in the week after. */
export interface DigestRelease {
  movieId: number;
  title: string;
  releaseDate: string;
}

/** What one followed person did in the last seven days. */
export interface DigestActivity {
  name: string;
  handle: string;
  logged: number;
  reviewed: number;
  listed: number;
}

export interface DigestContent {
  releases: DigestRelease[];
  activity: DigestActivity[];
}
