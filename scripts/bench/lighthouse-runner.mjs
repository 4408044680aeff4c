// Runs Lighthouse on several URLs in an already started Chromium, interleaved (run 1 of every URL,
// then run 2 of every URL...) so the floor and the site's pages meet the same moments of a shared
// machine, and prints a JSON summary of each URL's median run on stdout. Plain JavaScript run by
// plain `node` on purpose: Lighthouse sends its gatherer functions to the page as source text, and
// a TypeScript loader (tsx) rewrites them with helpers the page does not have ("__name is not
// defined"). Usage: node lighthouse-runner.mjs PORT RUNS URL...
import http from 'node:http';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const [port, runs = '3', ...urls] = process.argv.slice(2);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Every run starts from a blank page on another site, as a visitor arrives from a search or a
// link elsewhere (decision 0222). From Lighthouse's default about:blank, a page without
// Cross-Origin-Opener-Policy (the floor) loads in the blank tab's running renderer, while one with
// it (the site, decision 0090) gets a new one, and that alone cost the floor 300-500 ms of TBT.
// "localhost" and "127.0.0.1" are different sites to Chromium; the page is served on whichever
// host the measured URLs do not use.
const hosts = new Set(urls.map((url) => new URL(url).hostname));
if (hosts.has('localhost') && hosts.has('127.0.0.1')) {
  throw new Error('the measured URLs use both localhost and 127.0.0.1: no other site is left');
}
const ELSEWHERE_HOST = hosts.has('localhost') ? '127.0.0.1' : 'localhost';
/** How many times Chromium loaded the blank page: once per run, or the run started elsewhere. */
let blankPageLoads = 0;
const elsewhere = http.createServer((request, response) => {
  if (request.url === '/') blankPageLoads += 1;
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('<!doctype html><html lang="en"><title>Elsewhere</title></html>');
});
await new Promise((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
const BLANK_PAGE = `http://${ELSEWHERE_HOST}:${elsewhere.address().port}/`;

// A run that fails on this shared machine (a protocol timeout, a runtime error) is tried again,
// four times at most, rather than losing the page's row; a page that keeps failing is reported as
// such. Chromium lost a trace's navigation start (NO_NAVSTART) in 6 of about 50 runs here
// (session 27), and three attempts lost a page's row in one bench of session 26.
const ATTEMPTS = 5;

/** Each run's LCP path (lcpPath below), kept beside its report for the median run's row. */
const lcpPaths = new Map();

async function auditOnce(url) {
  const loadsBefore = blankPageLoads;
  const result = await lighthouse(url, {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    blankPage: BLANK_PAGE,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Lighthouse goes on from an error page if the blank page fails to load: not the same start.
  if (blankPageLoads === loadsBefore) {
    throw new Error(`the run of ${url} did not start from ${BLANK_PAGE}`);
  }
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  if (result.lhr.categories.performance?.score == null) {
    throw new Error(`Lighthouse gave ${url} no performance score`);
  }
  lcpPaths.set(result.lhr, await lcpPath(result));
  return result.lhr;
}

/**
 * The requests of Lantern's pessimistic LCP graph that its estimate waits for, with their
 * simulated end times under slow 4G. The graph holds every request that ended before the paint in
 * the unthrottled load, and the estimate is the last of them to end, bar low-priority pictures
 * (LargestContentfulPaint.getEstimateFromSimulation); inline `data:` pictures are no request. So a
 * floor whose heading painted before its scripts arrived has its document alone on the path (its
 * fast mode; session 18 of docs/performance.md). Null when Lantern cannot say.
 */
async function lcpPath(result) {
  const { artifacts, lhr } = result;
  try {
    const lcp = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        simulator: null,
        URL: artifacts.URL,
      },
      { computedCache: new Map(), settings: lhr.configSettings },
    );
    const pageOrigin = new URL(lhr.finalDisplayedUrl).origin;
    const requests = [];
    for (const [node, timing] of lcp.pessimisticEstimate.nodeTimings) {
      if (node.type !== 'network' || node.isNonNetworkProtocol) continue;
      if (!Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode(node)) continue;
      const url = new URL(node.request.url);
      requests.push({
        path: url.origin === pageOrigin ? url.pathname : url.href,
        endMs: Math.round(timing.endTime),
        bytes: node.request.transferSize ?? 0,
        document: node.isMainDocument(),
      });
    }
    const document = requests.find((request) => request.document);
    if (!document) {
      process.stderr.write(`[bench] ${lhr.finalDisplayedUrl}: no document in the LCP graph\n`);
      return null;
    }
    const last = requests.reduce((latest, request) =>
      request.endMs > latest.endMs ? request : latest,
    );
    return {
      pathEndMs: Math.round(lcp.pessimisticEstimate.timeInMs),
      documentEndMs: document.endMs,
      documentBytes: document.bytes,
      requests: requests.length,
      last,
    };
  } catch (error) {
    process.stderr.write(`[bench] ${lhr.finalDisplayedUrl}: no LCP path (${error})\n`);
    return null;
  }
}

function summarise(median) {
  const lcpPathOfRun = lcpPaths.get(median) ?? null;
  const score = (id) => Math.round((median.categories[id]?.score ?? 0) * 100);
  const metric = (id) => median.audits[id]?.numericValue ?? null;
  const requests = median.audits['network-requests']?.details?.items ?? [];
  const failedAudits = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of median.categories[id]?.auditRefs ?? []) {
      const audit = median.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failedAudits.push(`${id}: ${audit.id}`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptTransferBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    pageWeightBytes: metric('total-byte-weight'),
    imageTransferBytes: requests
      .filter((item) => item.resourceType === 'Image')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failedAudits,
    lcpPath: lcpPathOfRun,
    // Where the main thread's time went during load, by Lighthouse's groups (Script Evaluation,
    // Style & Layout...): what a TBT beside the floor's is made of.
    mainThreadMs: Object.fromEntries(
      (median.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        item.groupLabel ?? item.group,
        item.duration,
      ]),
    ),
  };
}

const runsByUrl = new Map(urls.map((url) => [url, []]));
const errors = new Map();
for (let run = 0; run < Number(runs); run += 1) {
  for (const url of urls) {
    if (errors.has(url)) continue;
    for (let attempt = 1; ; attempt += 1) {
      try {
        runsByUrl.get(url).push(await auditOnce(url));
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) {
          errors.set(url, String(error?.message ?? error));
          break;
        }
        process.stderr.write(`[bench] ${url}: run ${run + 1} failed (${error}), trying again\n`);
      }
    }
  }
}
// close() alone left Chromium's keep-alive connection to the blank page open, and with it this
// process (the first bench with it waited until the socket was cut): end every connection.
elsewhere.closeAllConnections();
elsewhere.close();
process.stdout.write(
  JSON.stringify(
    urls.map((url) =>
      errors.has(url)
        ? { url, error: errors.get(url) }
        : { url, scores: summarise(computeMedianRun(runsByUrl.get(url))) },
    ),
  ),
);
