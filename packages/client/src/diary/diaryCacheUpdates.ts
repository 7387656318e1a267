import type { DiaryEntry, DiaryPage, MovieWatches } from '@marquee/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/* What a log, an edit or a delete does to the cached answers, applied before the lists are asked again. */

type DiaryPages = InfiniteData<DiaryPage, string | null>;

const mapPages = (data: DiaryPages, change: (page: DiaryPage) => DiaryPage): DiaryPages => ({
  ...data,
  pages: data.pages.map(change),
});

export function withEntryReplaced(data: DiaryPages, entry: DiaryEntry): DiaryPages {
  return mapPages(data, (page) => ({
    ...page,
    entries: page.entries.map((existing) => (existing.id === entry.id ? entry : existing)),
  }));
}

export function withEntryRemoved(data: DiaryPages, entryId: string): DiaryPages {
  if (!data.pages.some((page) => page.entries.some((entry) => entry.id === entryId))) return data;
  return mapPages(data, (page) => ({
    ...page,
    entries: page.entries.filter((entry) => entry.id !== entryId),
    total: Math.max(0, page.total - 1),
  }));
}

/** One more viewing of the film by the viewer, on `watchedOn` (YYYY-MM-DD, so the later date sorts last). */
export function withWatchLogged(watches: MovieWatches, watchedOn: string): MovieWatches {
  const mine = watches.mine ?? { count: 0, lastWatchedOn: null };
  const last = mine.lastWatchedOn;
  return {
    watchCount: watches.watchCount + 1,
    mine: { count: mine.count + 1, lastWatchedOn: last && last > watchedOn ? last : watchedOn },
  };
}
