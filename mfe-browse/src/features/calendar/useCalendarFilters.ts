import { useSearchParams } from '@marquee/router';
import { useCallback, useState } from 'react';

export type CalendarView = 'month' | 'list';

/** What the calendar shows, kept in the address so a view can be shared and survives a reload. */
export interface CalendarFilters {
  month?: string;
  view: CalendarView;
  genre?: string;
  watchlist: boolean;
  reminders: boolean;
}

const MONTH = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;

/** The calendar's filters from the address, and a way to change some of them. */
export function useCalendarFilters(): [CalendarFilters, (change: Partial<CalendarFilters>) => void] {
  const [params, setParams] = useSearchParams();
  // The router changes the address in a transition: a change shows at once from here, until it lands.
  const [draft, setDraft] = useState<{ search: string; change: Partial<CalendarFilters> }>({
    search: params.toString(),
    change: {},
  });
  if (draft.search !== params.toString()) setDraft({ search: params.toString(), change: {} });
  const month = params.get('month') ?? undefined;
  const genre = params.get('genre') ?? undefined;
  const filters: CalendarFilters = {
    month: month && MONTH.test(month) ? month : undefined,
    view: params.get('view') === 'list' ? 'list' : 'month',
    genre: genre && /^\d{1,9}$/.test(genre) ? genre : undefined,
    watchlist: params.get('watchlist') === 'true',
    reminders: params.get('reminders') === 'true',
    ...draft.change,
  };
  const change = useCallback(
    (next: Partial<CalendarFilters>) => {
      setDraft((current) => ({ ...current, change: { ...current.change, ...next } }));
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            if (
              value === undefined ||
              value === false ||
              value === '' ||
              (name === 'view' && value === 'month')
            )
              merged.delete(name);
            else merged.set(name, String(value));
          }
          return merged;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, change];
}
