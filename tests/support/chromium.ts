/** Debian's Chromium: Playwright cannot download its own browser on this machine. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser's environment: the test process's, without libfaketime's LD_PRELOAD (the year-ahead
 * pass, decision 0105), under which Chromium hangs at start; its pages follow with page.clock.
 */
export const CHROMIUM_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0] !== 'LD_PRELOAD' && entry[1] !== undefined,
  ),
);
