import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { parseRegionNames } from '@/lib/rendering/region-names';
import { StyleRegion, StyleRegionSheets } from '@/lib/rendering/style-regions';
import { regionStylesheetHref, splitStyles, type RenderedStyles } from './style-regions';

// Defined in this order, as modules would be: a base before the component that extends it.
const Header = styled.header`
  margin: 1px;
`;
const Card = styled.div`
  color: red;
`;
const FooterCard = styled(Card)`
  color: blue;
`;
const Footer = styled.footer`
  padding: 3px;
`;

/** A real server render of the document's three sheets, as pages/_document.tsx collects them. */
function render(tree: ReactNode): RenderedStyles {
  const sheet = new ServerStyleSheet();
  const regions = { shell: new ServerStyleSheet(), below: new ServerStyleSheet() };
  try {
    renderToString(sheet.collectStyles(createElement(StyleRegionSheets, { value: regions }, tree)));
    return {
      inline: sheet.instance.toString(),
      shell: regions.shell.instance.toString(),
      below: regions.below.instance.toString(),
    };
  } finally {
    sheet.seal();
    regions.shell.seal();
    regions.below.seal();
  }
}

const page = createElement(
  'div',
  null,
  createElement(StyleRegion, { kind: 'shell' }, createElement(Header)),
  createElement(Card),
  createElement(StyleRegion, { kind: 'below' }, createElement(FooterCard), createElement(Footer)),
);

describe('splitStyles', () => {
  it('keeps the first screen inline and moves the header and what lies below it out', () => {
    const { inline, external } = splitStyles(render(page));
    expect(inline).toContain('color:red;');
    expect(inline).not.toContain('margin:1px;');
    expect(inline).not.toContain('padding:3px;');
    expect(inline).not.toContain('color:blue;');
    expect(external.shell).toContain('margin:1px;');
    expect(external.below).toContain('padding:3px;');
    expect(external.below).toContain('color:blue;');
    // The card's base rules are inline already: not repeated after the extension's.
    expect(external.below).not.toContain('color:red;');
  });

  it("keeps the inline components' markers inline and ends each file with its components' names", () => {
    const { inline, external } = splitStyles(render(page));
    const idOf = (component: { styledComponentId: string }) => component.styledComponentId;
    expect(inline).toContain(`[id="${idOf(Card)}"]`);
    for (const component of [Header, FooterCard, Footer]) {
      expect(inline).not.toContain(idOf(component));
    }
    // The names rule is each file's last: the browser registers them before hydrating.
    const lastRule = (css: string) => css.split('/*!sc*/\n').filter(Boolean).at(-1)!;
    const namesIn = (css: string) =>
      parseRegionNames(/--sb-names:(".*")\}$/.exec(lastRule(css))?.[1] ?? '');
    const className = (props = {}) =>
      renderToString(createElement(Header, props)).match(/class="[^"]*?(\b[a-zA-Z]+)"/)?.[1];
    expect(namesIn(external.shell)).toEqual([[idOf(Header), [className()]]]);
    expect(namesIn(external.below).map(([id]) => id)).toEqual(
      [idOf(FooterCard), idOf(Footer)].sort(),
    );
  });

  it('keeps the markers of a region that cannot be linked inline, with its rules', () => {
    const { inline, external } = splitStyles(render(page), new Set(['shell']));
    expect(inline).toContain(`[id="${Header.styledComponentId}"]`);
    expect(external.shell).toBe('');
    expect(external.below).toContain('--sb-names');
  });

  it('puts a component where it first renders: a header part used below stays in the shell', () => {
    const { inline, external } = splitStyles(
      render(
        createElement(
          'div',
          null,
          createElement(StyleRegion, { kind: 'shell' }, createElement(Header)),
          createElement(StyleRegion, { kind: 'below' }, createElement(Header)),
        ),
      ),
    );
    expect(external.shell).toContain('margin:1px;');
    expect(external.below).toBe('');
    expect(inline).not.toContain('margin:1px;');
  });

  it('keeps a region inline, in definition order, when its stylesheet cannot be linked', () => {
    const { inline, external } = splitStyles(render(page), new Set(['below']));
    expect(external.below).toBe('');
    expect(inline.indexOf('color:red;')).toBeLessThan(inline.indexOf('color:blue;'));
    expect(inline).toContain('padding:3px;');
  });

  it('puts the global rules first in their region, whatever order their modules loaded in', () => {
    // Defined after Header (its module loaded later), rendered with it in the shell.
    const Base = createGlobalStyle`
      :focus-visible {
        border-radius: 4px;
      }
    `;
    const { inline, external } = splitStyles(
      render(
        createElement(StyleRegion, { kind: 'shell' }, createElement(Base), createElement(Header)),
      ),
    );
    expect(external.shell.indexOf('border-radius:4px;')).toBeGreaterThanOrEqual(0);
    expect(external.shell.indexOf('border-radius:4px;')).toBeLessThan(
      external.shell.indexOf('margin:1px;'),
    );
    // And inline, when the shell cannot be linked.
    const kept = splitStyles(
      render(
        createElement(StyleRegion, { kind: 'shell' }, createElement(Base), createElement(Header)),
      ),
      new Set(['shell']),
    ).inline;
    expect(kept.indexOf('border-radius:4px;')).toBeLessThan(kept.indexOf('margin:1px;'));
    // Its name travels with its rules, in the shell's file.
    expect(inline).not.toContain('sc-global-');
    expect(external.shell).toContain('sc-global-');
  });
});

describe('regionStylesheetHref', () => {
  const saved = { ...process.env };
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'style-regions-'));
    Object.assign(process.env, { NODE_ENV: 'production', NEXT_DIST_DIR: distDir });
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('writes a content-named file while the build prerenders, and links it at run time', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    const css = '.a{color:red;}/*!sc*/\n.b{color:blue;}/*!sc*/\n';
    const href = regionStylesheetHref('below', css);
    expect(href).toMatch(/^\/_next\/static\/css\/sb-below-[0-9a-f]{16}\.css$/);
    const file = path.join(distDir, 'static/css', path.basename(href!));
    expect(fs.readFileSync(file, 'utf8')).toBe('.a{color:red;}\n.b{color:blue;}\n');
    delete process.env.NEXT_PHASE;
    // The same rules in another order (another process's definition order) name the same file.
    expect(regionStylesheetHref('below', '.b{color:blue;}/*!sc*/\n.a{color:red;}/*!sc*/\n')).toBe(
      href,
    );
  });

  it('names the same file for a page another process renders, whose group numbers differ', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    const rendered = render(page);
    const built = regionStylesheetHref('below', splitStyles(rendered).external.below);
    delete process.env.NEXT_PHASE;
    // Another process loaded the modules in another order: every group has another number.
    const renumber = (css: string) =>
      css.replace(
        /data-styled\.g(\d+)\[/g,
        (_, group: string) => `data-styled.g${900 - Number(group)}[`,
      );
    const elsewhere = splitStyles({
      inline: renumber(rendered.inline),
      shell: renumber(rendered.shell),
      below: renumber(rendered.below),
    });
    expect(built).not.toBeNull();
    expect(regionStylesheetHref('below', elsewhere.external.below)).toBe(built);
  });

  it('gives no link at run time for rules no build wrote, so they stay inline', () => {
    delete process.env.NEXT_PHASE;
    expect(regionStylesheetHref('below', '.c{color:green;}/*!sc*/\n')).toBeNull();
    expect(fs.existsSync(path.join(distDir, 'static/css'))).toBe(false);
  });

  it('links nothing outside a production build (next dev keeps every rule inline)', () => {
    Object.assign(process.env, { NODE_ENV: 'development', NEXT_PHASE: 'phase-production-build' });
    expect(regionStylesheetHref('shell', '.d{color:black;}/*!sc*/\n')).toBeNull();
  });
});
