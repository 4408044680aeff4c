import '@/lib/server/only-on-server';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { regionNamesRule } from '@/lib/rendering/region-names';
import type { StyleRegionKind } from '@/lib/rendering/style-regions';

/**
 * Splits the styled-components CSS of one server render into what goes inline in the HTML and what
 * goes into two cacheable stylesheets (decision 0199):
 * - `shell`: the global rules and the page frame's header, the same on nearly every page: one file
 *   a visitor fetches once, linked in the head (it styles the first screen);
 * - `below`: the parts below a phone's first screen (the footer, page blocks after the hero):
 *   linked after the inline sheet, since a tall screen shows some of them at once.
 *
 * styled-components in the browser must know every component's class names, or it computes and
 * inserts those rules again while hydrating or when an island comes alive. The inline
 * <style data-styled> keeps the markers of the components whose rules it holds; a linked file
 * ends with the names of its own (decision 0235). Each component goes, with all its class names,
 * to the earliest region it was rendered in (shell, then inline, then below), which keeps a base
 * component's rules before those of a component extending it, as one sheet in definition order
 * would.
 */
export type RenderedStyles = Record<'inline' | StyleRegionKind, string>;

interface ComponentRules {
  group: number;
  id: string;
  names: Set<string>;
  rules: string[];
}

const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}$/;
const REGION_ORDER = ['shell', 'inline', 'below'] as const;
type Region = (typeof REGION_ORDER)[number];

/** styled-components' server output (`sheet.instance.toString()`): rules, then their group's marker. */
function parseSheet(css: string): ComponentRules[] {
  const components: ComponentRules[] = [];
  let rules: string[] = [];
  for (const part of css.split(SPLITTER)) {
    const text = part.trim();
    if (!text) continue;
    const marker = MARKER.exec(text);
    if (!marker) {
      rules.push(text);
      continue;
    }
    components.push({
      group: Number(marker[1]),
      id: marker[2]!,
      names: new Set(marker[3]!.split(',').filter(Boolean)),
      rules,
    });
    rules = [];
  }
  return components;
}

/** createGlobalStyle's components: styled-components names them sc-global-…. */
const isGlobal = (c: ComponentRules) => c.id.startsWith('sc-global-');

const marker = (c: ComponentRules) =>
  `data-styled.g${c.group}[id="${c.id}"]{content:"${[...c.names].map((n) => `${n},`).join('')}"}${SPLITTER}`;
const rulesOf = (c: ComponentRules) => c.rules.map((rule) => rule + SPLITTER).join('');

export interface SplitStyles {
  /** The inline sheet's text: first-screen rules and their components' markers. */
  inline: string;
  /** Each external region's rules, then its components' names (empty when nothing rendered there). */
  external: Record<StyleRegionKind, string>;
}

/**
 * Splits one render's sheets by region. `keepInline` lists the regions whose stylesheet cannot be
 * linked (no file for it): their rules stay inline, where they were before.
 */
export function splitStyles(
  rendered: RenderedStyles,
  keepInline: ReadonlySet<StyleRegionKind> = new Set(),
): SplitStyles {
  const byId = new Map<string, ComponentRules & { region: Region }>();
  for (const region of REGION_ORDER) {
    for (const component of parseSheet(rendered[region])) {
      const known = byId.get(component.id);
      if (!known) {
        byId.set(component.id, { ...component, rules: [...component.rules], region });
        continue;
      }
      // A name renders the same rules in every region: keep each rule once.
      for (const name of component.names) known.names.add(name);
      for (const rule of component.rules) if (!known.rules.includes(rule)) known.rules.push(rule);
    }
  }
  // Definition order, except that the global rules come first, as a base for every component's
  // (decision 0234): their place would otherwise follow which module the server loaded first.
  const components = [...byId.values()].sort(
    (a, b) => Number(isGlobal(b)) - Number(isGlobal(a)) || a.group - b.group,
  );
  const placed = (c: { region: Region }): Region =>
    c.region !== 'inline' && keepInline.has(c.region) ? 'inline' : c.region;
  let inline = '';
  const external: Record<StyleRegionKind, string> = { shell: '', below: '' };
  const linked: Record<StyleRegionKind, ComponentRules[]> = { shell: [], below: [] };
  for (const component of components) {
    const region = placed(component);
    if (region === 'inline') {
      inline += rulesOf(component) + marker(component);
    } else {
      external[region] += rulesOf(component);
      linked[region].push(component);
    }
  }
  for (const region of ['shell', 'below'] as const) {
    if (linked[region].length === 0) continue;
    const names = linked[region].map((c) => [c.id, [...c.names]] as const);
    external[region] += regionNamesRule(names) + SPLITTER;
  }
  return { inline, external };
}

/** The part of parseSheet's output a stylesheet's name depends on: the set, not the order. */
function contentKey(css: string): string {
  const canonical = css.split(SPLITTER).filter(Boolean).sort().join('\n');
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

const STYLESHEET_FOLDER = 'static/css';
const known = new Set<string>();

/**
 * The URL of a region's stylesheet, or null when it cannot be linked. Files are written only while
 * `next build` prerenders (into the build's static folder, which Next serves immutable under
 * /_next/static); at run time a page whose rules match a built file (most regenerations) links it,
 * and a page with rules no build wrote (an editor's new page) keeps them inline.
 */
export function regionStylesheetHref(kind: StyleRegionKind, css: string): string | null {
  if (!css || process.env.NODE_ENV !== 'production') return null;
  const file = `sb-${kind}-${contentKey(css)}.css`;
  const href = `/_next/static/css/${file}`;
  if (known.has(file)) return href;
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const target = path.resolve(process.cwd(), distDir, STYLESHEET_FOLDER, file);
  if (fs.existsSync(target)) {
    known.add(file);
    return href;
  }
  if (process.env.NEXT_PHASE !== 'phase-production-build') return null;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Build workers prerender in parallel: write aside, then rename (same content, same name).
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, css.split(SPLITTER).join('\n'));
  fs.renameSync(temporary, target);
  known.add(file);
  return href;
}
