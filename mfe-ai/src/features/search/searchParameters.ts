import type { AiSearchParameters } from '@marquee/contracts';

/** The parameters the engine read from a query, as label/value lines; what it did not find is left out. */
export function describeSearchParameters(parameters: AiSearchParameters): { label: string; value: string }[] {
  const { genres, themes, mood, year_range, rating_range, similar_to } = parameters;
  const years =
    year_range.min !== null && year_range.max !== null
      ? `${year_range.min}–${year_range.max}`
      : year_range.min !== null
        ? `from ${year_range.min}`
        : year_range.max !== null
          ? `until ${year_range.max}`
          : '';
  const lines = [
    { label: 'Genres', value: genres.join(', ') },
    { label: 'Themes', value: themes.join(', ') },
    { label: 'Mood', value: mood },
    { label: 'Years', value: years },
    { label: 'Minimum rating', value: rating_range.min === null ? '' : `${rating_range.min}/10` },
    { label: 'Similar to', value: similar_to ?? '' },
  ];
  return lines.filter((line) => line.value !== '');
}
