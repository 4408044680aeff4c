import '@/lib/server/only-on-server';
import { createGlobalStyle } from 'styled-components';
import { consentTheme } from './consent-theme';
import { fontFaces } from './fonts';
import { scrollCueProperty } from './scroll-cue';
import { colors, fonts, mq } from './theme';
import { BASE_FONT_SIZE_PX, HORIZONTAL_PADDING } from '@/constants/layout';

/**
 * The site's global rules. Only the server renders them, into the document's shell stylesheet
 * (lib/server/rendering/global-styles.tsx): their text and the modules they gather (the font
 * faces, the consent manager's look) stay out of the browser's JavaScript (decision 0234). ESLint
 * refuses these three modules in browser code; this guard throws if one gets there anyway.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  ${scrollCueProperty}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    font-size: ${BASE_FONT_SIZE_PX}px;
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 96px;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    color: ${colors.ink900};
    background: ${colors.white};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  /* While a route loads the cursor shows progress (spec section 2, page shell). */
  html.route-loading, html.route-loading * { cursor: progress !important; }
  h1, h2, h3, h4 { font-family: ${fonts.heading}; line-height: 1.15; letter-spacing: -0.02em; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${colors.violet600}; text-underline-offset: 0.2em; }
  a:hover { color: ${colors.violet800}; }
  img, svg { max-width: 100%; height: auto; }
  /* A <picture> only chooses its <img>'s file: no box of its own (decision 0241). */
  picture { display: contents; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; border-radius: 4px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  :root {
    --page-padding: ${HORIZONTAL_PADDING.mobile}px;
    ${mq('tablet')} { --page-padding: ${HORIZONTAL_PADDING.tablet}px; }
    ${mq('desktop')} { --page-padding: ${HORIZONTAL_PADDING.desktop}px; }
    ${mq('desktopWide')} { --page-padding: ${HORIZONTAL_PADDING.desktopWide}px; }
  }
  ${consentTheme}
`;
