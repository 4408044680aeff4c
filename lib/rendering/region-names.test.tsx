import { __PRIVATE__ } from 'styled-components';
import { adoptRegionNames, parseRegionNames, regionNamesRule } from './region-names';

/** A linked stylesheet as the browser parses it: jsdom's CSSOM, with the link's address. */
function linkedSheet(css: string, href: string | null): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const parsed = style.sheet!;
  style.remove();
  return Object.assign(Object.create(parsed) as CSSStyleSheet, { href, cssRules: parsed.cssRules });
}

const documentWith = (...sheets: CSSStyleSheet[]) =>
  ({ styleSheets: sheets }) as unknown as Document;

describe('region names (decision 0235)', () => {
  it('writes the same rule whatever order a process rendered the components in', () => {
    const rule = regionNamesRule([
      ['sc-b-1', ['yY', 'xX']],
      ['sc-a-0', ['aA']],
    ]);
    expect(rule).toBe('sb-names{--sb-names:"sc-a-0 aA|sc-b-1 xX yY"}');
    expect(
      regionNamesRule([
        ['sc-a-0', ['aA']],
        ['sc-b-1', ['xX', 'yY']],
      ]),
    ).toBe(rule);
  });

  it('reads back what it wrote, quoted as the browser returns a custom property', () => {
    expect(parseRegionNames(' "sc-a-0 aA|sc-b-1 xX yY"')).toEqual([
      ['sc-a-0', ['aA']],
      ['sc-b-1', ['xX', 'yY']],
    ]);
    expect(parseRegionNames('""')).toEqual([]);
  });

  it("registers a linked file's names with styled-components, so it inserts none of their rules", () => {
    const names = regionNamesRule([['sc-region-test-0', ['regionA', 'regionB']]]);
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-region-test-0', 'regionA')).toBe(false);
    const registered = adoptRegionNames(
      documentWith(linkedSheet(`.regionA{color:red}\n${names}`, '/_next/static/css/sb-below.css')),
    );
    expect(registered).toBe(2);
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-region-test-0', 'regionA')).toBe(true);
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-region-test-0', 'regionB')).toBe(true);
  });

  it('reads only linked sheets that end with the names rule', () => {
    const names = regionNamesRule([['sc-region-test-1', ['elsewhereA']]]);
    const registered = adoptRegionNames(
      documentWith(
        // An inline <style> (no address): styled-components reads its own markers there.
        linkedSheet(names, null),
        // The rule not last: not a region file.
        linkedSheet(`${names}\n.other{color:blue}`, '/other.css'),
      ),
    );
    expect(registered).toBe(0);
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-region-test-1', 'elsewhereA')).toBe(false);
  });
});
