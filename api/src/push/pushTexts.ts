/** The texts of push notifications the API sends itself (docs/product.md Notifications). */
export const pushTexts = {
  test: {
    title: 'Push notifications are on',
    body: 'Marquee will tell you here when a film you follow is out.',
  },
} as const;
