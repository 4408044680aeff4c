import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { PRELOADED_FONT_FILE } from '@/styles/fonts';
import { colors } from '@/styles/theme';
import { collectGlobalStyles } from './global-styles';

const Hero = styled.section`
  color: ${colors.ink700};
`;

/** The shell sheet as pages/_document.tsx fills it: the global rules, then the page's. */
function shellSheet(): string {
  const sheet = new ServerStyleSheet();
  try {
    collectGlobalStyles(sheet);
    renderToString(sheet.collectStyles(createElement(Hero)));
    return sheet.instance.toString();
  } finally {
    sheet.seal();
  }
}

describe('the global rules, rendered by the server alone', () => {
  const css = shellSheet();

  it('carry the brand typeface, its fallback and the base elements', () => {
    expect(css).toContain(`src:url('${PRELOADED_FONT_FILE}') format('woff2')`);
    expect(css).toContain("font-family:'Inter Fallback'");
    expect(css).toMatch(/body\{[^}]*font-family:'Inter','Inter Fallback'/);
    expect(css).toContain('@property --scroll-cue');
    // A <picture> only chooses its <img>'s file (decision 0241).
    expect(css).toContain('picture{display:contents;}');
  });

  it("carry the consent manager's look in the site's tokens", () => {
    expect(css).toContain(`html #cc-main{--cc-font-family:'Inter'`);
    expect(css).toContain(`--cc-btn-primary-bg:${colors.violet600}`);
  });

  it("go into the sheet they are given, beside the page's own rules, as one global component", () => {
    expect(css).toContain(`{color:${colors.ink700};}`);
    expect(css.match(/data-styled\.g\d+\[id="sc-global-/g)).toHaveLength(1);
  });
});
