/** The texts of working offline (docs/product.md, The installable app), in one place for translation. */
export const offlineTexts = {
  notice: 'You are offline. You see what you saw last; changes you make are sent when you are back online.',
  waiting: (count: number) =>
    count === 1 ? '1 change waiting to be sent.' : `${count} changes waiting to be sent.`,
  loggedOffline: 'Saved on this device: it goes in your diary when you are back online',
} as const;
