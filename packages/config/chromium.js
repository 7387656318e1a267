// Debian's Chromium drives every browser run (Playwright tests, Lighthouse): browsers cannot be downloaded
// here. Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// machine's closed network refuses.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
