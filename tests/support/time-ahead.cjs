/**
 * The year-ahead pass of `make test` (docs/decisions/0105): with TEST_TIME_AHEAD_DAYS=N, this
 * process's Date runs N days ahead of the machine's, as if the suite ran N days from now. A test that
 * still reads the real date where content decides (instead of the site's clock, SITE_CLOCK) fails.
 * Loaded by jest's setup (each test file's own Date) and, for the Next server and Playwright, with
 * NODE_OPTIONS=--require=./tests/support/time-ahead.cjs. The browser follows with page.clock
 * (tests/support/browser-clock.ts).
 */
const days = Number(process.env.TEST_TIME_AHEAD_DAYS ?? 0);
if (!Number.isInteger(days)) {
  throw new Error(
    `TEST_TIME_AHEAD_DAYS must be a whole number of days, not "${process.env.TEST_TIME_AHEAD_DAYS}"`,
  );
}
const RealDate = globalThis.Date;
if (days !== 0 && !RealDate.timeAheadDays) {
  const aheadMs = days * 24 * 60 * 60 * 1000;
  const now = () => RealDate.now() + aheadMs;
  globalThis.Date = new Proxy(RealDate, {
    // new Date() is now; new Date(anything) is that instant, as ever.
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // Date() called as a function returns the current time as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => {
      if (key === 'now') return now;
      if (key === 'timeAheadDays') return days;
      return Reflect.get(target, key, receiver);
    },
  });
}
