/** The hub's tabs; each one's label is the message `tab.<id>`. */
export const HUB_TAB_IDS = ['recommendations', 'search', 'analysis', 'reviews', 'news'] as const;

export type HubTabId = (typeof HUB_TAB_IDS)[number];
