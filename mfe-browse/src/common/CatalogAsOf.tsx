import { moviesApi, type CatalogStatus } from '@marquee/client';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One request per page load: the status does not change while the product runs. */
let status: Promise<CatalogStatus> | undefined;

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Local catalog as of 3 February 2017": the local catalog is a snapshot, and its lists (trending, coming
 * soon) count from its newest release, not from today. Nothing with live TMDB data, or while unknown.
 */
export function CatalogAsOf() {
  const [asOf, setAsOf] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    status ??= moviesApi.catalogStatus();
    status.then(
      ({ as_of }) => current && setAsOf(as_of),
      () => {
        status = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  if (!asOf) return null;
  return <Note>Local catalog as of {longDate.format(new Date(`${asOf}T00:00:00Z`))}</Note>;
}
