import '@/lib/server/only-on-server';

/**
 * Puts the Suspense boundaries that React's server renderer moved out of place back in place.
 *
 * React 19.2's renderer flushes at most about 12.8 kB of markup in order; every later Suspense
 * boundary larger than 500 bytes is written at the end of the body in a hidden segment
 * (`<div hidden id="S:1">…</div>`) with an inline script (`$RC("B:1","S:1")`) that moves it into
 * its placeholder (`<!--$?--><template id="B:1"></template><!--/$-->`). Next's Pages Router gives
 * no way to raise that size. Our Content-Security-Policy refuses inline scripts, and without script
 * the content would stay hidden, so the document moves every segment into its placeholder here and
 * drops React's runtime scripts: the result is the markup React writes when a boundary fits the
 * budget (`<!--$-->…<!--/$-->`), which hydrates the same way. decision 0150.
 *
 * Anything it does not recognise is left as it is (the e2e route check then fails loudly).
 */
export function inlineSuspenseBoundaries(html: string): string {
  if (!html.includes('<template id="B:') && !html.includes('<template id="P:')) return html;

  const boundaryToSegment = new Map<string, string>();
  const placeholderToSegment = new Map<string, string>();
  let rest = html.replace(SCRIPT, (script, body: string) => {
    if (RAF_TIMER.test(body)) return '';
    const calls = [...body.matchAll(RUNTIME_CALL)];
    const bodyWithoutCalls = body.replace(RUNTIME_CALL, '').replace(/[;\s]/g, '');
    // Only React's runtime: its definitions ($RB=…, $RC=function…, $RS=function…) and its calls.
    if (calls.length === 0 || !(bodyWithoutCalls === '' || body.trimStart().startsWith('$R'))) {
      return script;
    }
    for (const [, fn, target, segment] of calls) {
      if (fn === 'RC') boundaryToSegment.set(target!, segment!);
      else placeholderToSegment.set(target!, segment!);
    }
    return '';
  });

  const segments = new Map<string, string>();
  let output = '';
  let index = 0;
  for (const match of rest.matchAll(SEGMENT_START)) {
    if (match.index < index) continue;
    const contentStart = match.index + match[0].length;
    const contentEnd = closingDivIndex(rest, contentStart);
    if (contentEnd < 0) return html;
    segments.set(match[1]!, rest.slice(contentStart, contentEnd));
    output += rest.slice(index, match.index);
    index = contentEnd + '</div>'.length;
  }
  rest = output + rest.slice(index);

  // A segment may hold the placeholders of boundaries nested in it: repeat until none is left.
  for (let pass = 0; pass < 100; pass += 1) {
    let replaced = false;
    rest = rest
      .replace(BOUNDARY_PLACEHOLDER, (placeholder, id: string) => {
        const content = segments.get(boundaryToSegment.get(id) ?? '');
        if (content === undefined) return placeholder;
        replaced = true;
        return `<!--$-->${content}<!--/$-->`;
      })
      .replace(SEGMENT_PLACEHOLDER, (placeholder, id: string) => {
        const content = segments.get(placeholderToSegment.get(id) ?? '');
        if (content === undefined) return placeholder;
        replaced = true;
        return content;
      });
    if (!replaced) break;
  }
  return rest;
}

const SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const RAF_TIMER = /^\s*requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?\s*$/;
const RUNTIME_CALL = /\$(RC|RS)\("([BP]:\d+)","(S:\d+)"\);?/g;
const SEGMENT_START = /<div hidden id="(S:\d+)">/g;
const BOUNDARY_PLACEHOLDER = /<!--\$\?--><template id="(B:\d+)"><\/template><!--\/\$-->/g;
const SEGMENT_PLACEHOLDER = /<template id="(P:\d+)"><\/template>/g;
const DIV_TAG = /<div[\s>]|<\/div>/g;

/** Where the div opened just before `from` closes (React's markup is well formed and escaped). */
function closingDivIndex(html: string, from: number): number {
  let depth = 1;
  DIV_TAG.lastIndex = from;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}
