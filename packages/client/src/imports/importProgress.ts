import type { ImportStatus } from '@marquee/contracts';

const running: readonly ImportStatus[] = ['queued', 'reading', 'matching', 'applying'];

/** Whether the worker is still on it: done, failed and needs_review wait for nobody but the user. */
export const isImportRunning = (status: ImportStatus) => running.includes(status);
