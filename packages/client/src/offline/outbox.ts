import type { AddToWatchlistBody, CreateDiaryEntryBody } from '@marquee/contracts';
import { ApiError } from '../apiClient';
import { logFilm } from '../diary/diaryApi';
import { storageKeys } from '../storage';
import { addToWatchlist } from '../watchlist/watchlistApi';

/** A change made while the API could not be reached, to send when it can. */
export type OutboxWrite =
  { kind: 'watchlist.add'; body: AddToWatchlistBody } | { kind: 'diary.log'; body: CreateDiaryEntryBody };

export interface OutboxEntry {
  /** Sent with a diary log as its `clientKey`, so a log sent twice is kept once. */
  id: string;
  userId: string;
  write: OutboxWrite;
  queuedAt: string;
}

/** What a queued change answers instead of the server's answer. */
export const QUEUED = { queued: true } as const;
export type Queued = typeof QUEUED;

const changed = new EventTarget();

function readAll(): OutboxEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKeys.outbox) ?? '[]');
    return Array.isArray(value) ? (value as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function writeAll(entries: OutboxEntry[]): void {
  if (entries.length === 0) localStorage.removeItem(storageKeys.outbox);
  else localStorage.setItem(storageKeys.outbox, JSON.stringify(entries));
  changed.dispatchEvent(new Event('change'));
}

/** The user's changes waiting to be sent, oldest first. */
export function queuedWrites(userId: string): OutboxEntry[] {
  return readAll().filter((entry) => entry.userId === userId);
}

/** Calls `listener` whenever the outbox changes in this tab; answers the function that stops it. */
export function onOutboxChange(listener: () => void): () => void {
  changed.addEventListener('change', listener);
  return () => changed.removeEventListener('change', listener);
}

/** No answer came: the device is offline or the server unreachable (not a refusal, which has a status). */
export const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Sends a change; when the API cannot be reached, keeps it in local storage (so a closed tab or a
 * restart loses nothing) and answers `whenQueued` instead, for the screen to show it as done.
 */
export async function sendOrQueue<T>(
  userId: string,
  write: OutboxWrite,
  send: (clientKey: string) => Promise<T>,
  whenQueued: () => T,
): Promise<T> {
  const id = crypto.randomUUID();
  try {
    return await send(id);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    writeAll([...readAll(), { id, userId, write, queuedAt: new Date().toISOString() }]);
    return whenQueued();
  }
}

function send(entry: OutboxEntry): Promise<unknown> {
  const { userId, write } = entry;
  return write.kind === 'watchlist.add'
    ? addToWatchlist(userId, write.body)
    : logFilm(userId, { ...write.body, clientKey: entry.id });
}

/**
 * Sends the user's waiting changes in order, each taken off once the server has answered: a refusal
 * (the film is unknown, the session ended) drops it, as sending it again would be refused again; no
 * answer stops the replay, to go on next time. Tabs take turns (a Web Lock), so two tabs coming back
 * online never send one change twice; a change sent twice all the same is kept once by the server (a
 * watchlist add is idempotent, a diary log carries its `clientKey`). Answers how many were sent.
 */
export async function replayOutbox(userId: string): Promise<number> {
  const replay = async () => {
    let sent = 0;
    for (;;) {
      const [next] = queuedWrites(userId);
      if (!next) return sent;
      try {
        await send(next);
        sent += 1;
      } catch (error) {
        if (isUnreachable(error)) return sent;
      }
      writeAll(readAll().filter((entry) => entry.id !== next.id));
    }
  };
  return 'locks' in navigator ? navigator.locks.request('marquee-outbox', replay) : replay();
}
