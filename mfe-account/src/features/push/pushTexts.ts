/** The texts of turning push on (docs/product.md Notifications), in one place for translation. */
export const PUSH_TEXTS = {
  heading: 'Push notifications in this browser',
  unsupported: 'This browser cannot show push notifications from Marquee.',
  notInstalled:
    'Push notifications need the app to be installed in this browser: reload the page and try again.',
  blocked: "Notifications are blocked for Marquee in this browser's site settings.",
  off: 'Off in this browser.',
  on: 'On in this browser.',
  turnOn: 'Turn On Push',
  turnOff: 'Turn Off Push',
  test: 'Send a Test Notification',
  testSent: 'Test notification sent.',
} as const;
