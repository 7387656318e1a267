import { catalogStatusQuery } from '@marquee/client';
import { formatDate, theme } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useBrowseMessages } from '../messages';

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/**
 * "Local catalog as of February 3, 2017": the local catalog is a snapshot, and its lists (trending, coming
 * soon) count from its newest release, not from today. Nothing with live TMDB data, or while unknown.
 */
export function CatalogAsOf() {
  const { t } = useBrowseMessages();
  const { data } = useQuery(catalogStatusQuery());
  if (!data?.as_of) return null;
  // A calendar date (YYYY-MM-DD is read as midnight UTC): shown in UTC, so no time zone moves it a day.
  return <Note>{t('catalog.asOf', { date: formatDate(data.as_of, 'long', { timeZone: 'UTC' }) })}</Note>;
}
