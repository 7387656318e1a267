export const HUB_TABS = [
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'search', label: 'Search' },
  { id: 'analysis', label: 'Analysis' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'news', label: 'News' },
] as const;

export type HubTabId = (typeof HUB_TABS)[number]['id'];
