import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A HubSpot forms host for the outbox-drain benchmark, in a process of its own on 127.0.0.1, so
 * the outbox and the CRM do not share an event loop. It speaks the v3 contract of
 * integrations.md: 200 {inlineMessage} after ANSWER_MS, and past LIMIT requests in a fixed
 * WINDOW_MS window a 429 with Retry-After (the seconds left in the window). Every EVERY_NTH request
 * is refused so too, so the pauses are measured even when a loaded machine stays under the limit. It counts what the
 * benchmark checks: requests, 429s, requests that arrived while a Retry-After it gave was still
 * running (see quietFrom), the most requests in flight at once, and leads received more than once.
 * Usage: node --import tsx fake-hubspot.ts ANSWER_MS LIMIT WINDOW_MS EVERY_NTH (prints its origin).
 * GET /__stats answers the counts as JSON.
 */
const [answerMs = 50, limit = 1000, windowMs = 10_000, everyNth = 400] = process.argv
  .slice(2)
  .map(Number);

const stats = {
  requests: 0,
  status429: 0,
  arrivedDuringRetryAfter: 0,
  maxInFlight: 0,
  received: 0,
  duplicates: 0,
};
const seen = new Set<string>();
let inFlight = 0;
let windowStart = 0;
let windowCount = 0;
/**
 * The quiet the last Retry-After asked for: from 250 ms after the 429 was sent (requests already on
 * their way when it left are not the outbox's fault) until it ran out, less 50 ms for timer rounding.
 */
let quietFrom = 0;
let quietUntil = 0;

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/__stats') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(stats));
    return;
  }
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const arrived = Date.now();
    stats.requests += 1;
    if (arrived >= quietFrom && arrived < quietUntil) stats.arrivedDuringRetryAfter += 1;
    if (arrived - windowStart >= windowMs) {
      windowStart = arrived - ((arrived - windowStart) % windowMs);
      windowCount = 0;
    }
    windowCount += 1;
    const overLimit = windowCount > limit;
    const limited = overLimit || stats.requests % everyNth === 0;
    inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      res.setHeader('content-type', 'application/json');
      if (limited) {
        const retryAfterS = overLimit
          ? Math.max(1, Math.ceil((windowStart + windowMs - Date.now()) / 1000))
          : 1;
        if (Date.now() >= quietUntil) quietFrom = Date.now() + 250;
        quietUntil = Math.max(quietUntil, Date.now() + retryAfterS * 1000 - 50);
        stats.status429 += 1;
        res.statusCode = 429;
        res.setHeader('retry-after', String(retryAfterS));
        res.end(
          JSON.stringify({
            status: 'error',
            message: 'You have reached your ten_secondly_rolling limit.',
            errorType: 'RATE_LIMIT',
            correlationId: `bench-${stats.requests}`,
          }),
        );
        return;
      }
      const body = JSON.parse(raw) as { fields?: { name: string; value: string }[] };
      const email = body.fields?.find((field) => field.name === 'email')?.value ?? '';
      stats.received += 1;
      if (seen.has(email)) stats.duplicates += 1;
      seen.add(email);
      res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
    }, answerMs);
  });
});

windowStart = Date.now();
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
