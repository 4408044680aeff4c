import '@/lib/server/only-on-server';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, type ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

/**
 * Puts the site's global rules (the font faces, the base elements, the consent manager's look)
 * into the document's shell sheet, which links them from every page's head (decision 0199). They
 * are the server's alone: they arrive with the first paint and stay for the page's life, so the
 * browser never renders them, and rendered here rather than in _app their text stays out of every
 * page's JavaScript (issue 19, decision 0234). The document's split puts them first in their
 * sheet, as a base for every component's rules (splitStyles).
 */
export function collectGlobalStyles(sheet: ServerStyleSheet): void {
  renderToStaticMarkup(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>,
    ),
  );
}
