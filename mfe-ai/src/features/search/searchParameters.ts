import type { AiSearchParameters } from '@marquee/contracts';
import { formatNumber } from '@marquee/ui';
import { type AiTranslate } from '../../messages';

/** The parameters the engine read from a query, as label/value lines; what it did not find is left out. */
export function describeSearchParameters(
  parameters: AiSearchParameters,
  t: AiTranslate,
): { label: string; value: string }[] {
  const { genres, themes, mood, year_range, rating_range, similar_to } = parameters;
  // Years are written as years (no thousands separator).
  const years =
    year_range.min !== null && year_range.max !== null
      ? t('parameter.yearsBetween', { from: year_range.min, to: year_range.max })
      : year_range.min !== null
        ? t('parameter.yearsFrom', { from: year_range.min })
        : year_range.max !== null
          ? t('parameter.yearsUntil', { to: year_range.max })
          : '';
  const lines = [
    { label: t('parameter.genres'), value: genres.join(', ') },
    { label: t('parameter.themes'), value: themes.join(', ') },
    { label: t('parameter.mood'), value: mood },
    { label: t('parameter.years'), value: years },
    {
      label: t('parameter.minimumRating'),
      value:
        rating_range.min === null ? '' : t('parameter.rating', { rating: formatNumber(rating_range.min) }),
    },
    { label: t('parameter.similarTo'), value: similar_to ?? '' },
  ];
  return lines.filter((line) => line.value !== '');
}
