import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Suspense, createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
// The guard reads the Head that lib/rendering/document-head.tsx subclasses for pages/_document.tsx.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';
import { inlineSuspenseBoundaries } from '@/lib/server/rendering/inline-suspense-boundaries';

/**
 * The upgrade guard (decision 0150): what each override of the rendering layer assumes about Next,
 * React and Node, checked against the installed versions. A Next or React upgrade that breaks one
 * fails here, with the override and the assumption in the test's name, before any page does.
 */
const installed = (file: string) =>
  fs.readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8');

describe('document head (lib/rendering/document-head.tsx)', () => {
  it("assumes next/document's Head has getScripts(files) and getDynamicChunks(files) to override", () => {
    expect(typeof Head.prototype.getScripts).toBe('function');
    expect(typeof Head.prototype.getDynamicChunks).toBe('function');
    expect(Head.prototype.getScripts.length).toBe(1);
    expect(Head.prototype.getDynamicChunks.length).toBe(1);
  });

  it("assumes Head inlines Turbopack's bootstrap as a script keyed 'turbopack-bootstrap'", () => {
    expect(installed('next/dist/pages/_document.js')).toContain('"turbopack-bootstrap")');
  });

  it('assumes the build manifest field pagesChunkGroupBootstrapParams and chunkLoadingGlobal seed the chunk queue', () => {
    const source = installed('next/dist/pages/_document.js');
    expect(source).toContain('buildManifest.pagesChunkGroupBootstrapParams');
    expect(source).toContain('buildManifest.chunkLoadingGlobal');
  });
});

describe('page data (PageDataScript in lib/rendering/document-head.tsx, decision 0237)', () => {
  it('assumes NextScript writes __NEXT_DATA__ from its own context while it renders', () => {
    const source = installed('next/dist/pages/_document.js');
    expect(source).toContain('NextScript.getInlineScriptSource(this.context)');
    expect(source).toMatch(
      /getInlineScriptSource\(context\) \{\s*const \{ __NEXT_DATA__, largePageDataBytes \} = context;/,
    );
  });
});

describe('islands (lib/rendering/island.tsx)', () => {
  it("assumes the Pages Router waits for every Suspense boundary (allReady) before it sends a page's HTML", () => {
    expect(installed('next/dist/server/render.js')).toContain('allReady');
  });
});

describe('hydration in slices (lib/rendering/hydration-in-slices.ts)', () => {
  it("assumes the Pages Router hydrates through hydrateRoot read from react-dom/client's exports at the call", () => {
    expect(installed('next/dist/client/index.js')).toContain('_client.default.hydrateRoot(');
  });

  it('assumes hydrateRoot takes its lane from the update in progress, so a transition around it counts', () => {
    const client = installed('react-dom/cjs/react-dom-client.production.js');
    const hydrateRoot = client.slice(client.indexOf('exports.hydrateRoot = function'));
    expect(hydrateRoot.slice(0, 3000)).toMatch(
      /requestUpdateLane\(\)[\s\S]*getBumpedLaneForHydrationByLane/,
    );
  });
});

describe('early input (lib/rendering/early-input.tsx)', () => {
  it("assumes React marks the nodes it hydrated with a '__reactFiber$' key and tracks values in '_valueTracker'", () => {
    const client = installed('react-dom/cjs/react-dom-client.production.js');
    expect(client).toContain('"__reactFiber$"');
    expect(client).toContain('_valueTracker');
  });
});

/** Sections after the first ~12.8 kB: React's renderer moves the boundaries among them out of place. */
function LatePage(): ReactNode {
  const filler = createElement('p', null, 'Shared inbox, help desk and live chat. '.repeat(400));
  const sections = Array.from({ length: 4 }, (_, index) =>
    createElement(
      Suspense,
      { key: index, fallback: null },
      createElement('section', null, createElement('h2', null, `Part ${index}`), filler),
    ),
  );
  return createElement('main', null, filler, sections);
}

describe('in-place HTML (lib/server/rendering/inline-suspense-boundaries.ts)', () => {
  it("assumes React's HTML stream moves late boundaries behind $RC scripts in a shape the rewrite recognises", async () => {
    // Next's Pages Router renders with React's default flush budget.
    const stream = await renderToReadableStream(createElement(LatePage));
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<template id="B:');
    const inPlace = inlineSuspenseBoundaries(html);
    expect(inPlace).not.toContain('<script');
    expect(inPlace).not.toContain('<template');
    expect(inPlace).not.toMatch(/<div hidden id="S:/);
    expect(inPlace.match(/<h2>Part \d<\/h2>/g)).toEqual([
      '<h2>Part 0</h2>',
      '<h2>Part 1</h2>',
      '<h2>Part 2</h2>',
      '<h2>Part 3</h2>',
    ]);
  });
});

describe('early answers (lib/server/rendering/early-answer-headers.ts)', () => {
  it("assumes Node writes every response's head through ServerResponse.prototype.writeHead, also an implicit one", async () => {
    const writeHead = http.ServerResponse.prototype.writeHead;
    const written: number[] = [];
    http.ServerResponse.prototype.writeHead = function (
      this: http.ServerResponse,
      ...args: Parameters<typeof writeHead>
    ) {
      written.push(this.statusCode);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const server = http.createServer((request, response) => {
      response.statusCode = request.url === '/folded' ? 308 : 400;
      response.end();
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/folded`, { redirect: 'manual' });
      await fetch(`http://127.0.0.1:${port}/%E0%A4%A`);
      expect(written).toEqual([308, 400]);
    } finally {
      http.ServerResponse.prototype.writeHead = writeHead;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
