import { css } from 'styled-components';

/**
 * vanilla-cookieconsent's banner and preferences panel dressed in the site's tokens. Part of the
 * global stylesheet, which only the server renders, into every page (decision 0234): the banner
 * appears after hydration, and compiling these rules in the browser then cost a style recalculation.
 * 'html #cc-main' outranks the library's own '#cc-main' rules whatever order the stylesheets load in.
 */
export const consentTheme = css`
  html #cc-main {
    --cc-font-family: ${({ theme }) => theme.fonts.body};
    --cc-bg: ${({ theme }) => theme.colors.white};
    --cc-primary-color: ${({ theme }) => theme.colors.ink900};
    --cc-secondary-color: ${({ theme }) => theme.colors.ink700};
    --cc-link-color: ${({ theme }) => theme.colors.violet600};
    --cc-btn-primary-bg: ${({ theme }) => theme.colors.violet600};
    --cc-btn-primary-color: ${({ theme }) => theme.colors.white};
    --cc-btn-primary-border-color: ${({ theme }) => theme.colors.violet600};
    --cc-btn-primary-hover-bg: ${({ theme }) => theme.colors.violet800};
    --cc-btn-primary-hover-color: ${({ theme }) => theme.colors.white};
    --cc-btn-primary-hover-border-color: ${({ theme }) => theme.colors.violet800};
    --cc-btn-secondary-bg: ${({ theme }) => theme.colors.violet50};
    --cc-btn-secondary-color: ${({ theme }) => theme.colors.violet800};
    --cc-btn-secondary-border-color: ${({ theme }) => theme.colors.violet200};
    --cc-btn-secondary-hover-bg: ${({ theme }) => theme.colors.violet100};
    --cc-btn-secondary-hover-color: ${({ theme }) => theme.colors.violet900};
    --cc-btn-secondary-hover-border-color: ${({ theme }) => theme.colors.violet400};
    --cc-btn-border-radius: ${({ theme }) => theme.radii.pill};
    --cc-modal-border-radius: ${({ theme }) => theme.radii.lg};
    --cc-separator-border-color: ${({ theme }) => theme.colors.ink200};
    --cc-toggle-on-bg: ${({ theme }) => theme.colors.violet600};
    --cc-toggle-off-bg: ${({ theme }) => theme.colors.ink500};
    --cc-toggle-readonly-bg: ${({ theme }) => theme.colors.ink300};
    --cc-cookie-category-block-bg: ${({ theme }) => theme.colors.violet50};
    --cc-cookie-category-block-border: ${({ theme }) => theme.colors.violet100};
    --cc-cookie-category-block-hover-bg: ${({ theme }) => theme.colors.violet100};
    --cc-cookie-category-block-hover-border: ${({ theme }) => theme.colors.violet200};
    --cc-footer-bg: ${({ theme }) => theme.colors.ink100};
    --cc-footer-color: ${({ theme }) => theme.colors.ink700};
    --cc-footer-border-color: ${({ theme }) => theme.colors.ink200};
  }
  html #cc-main .cm,
  html #cc-main .pm {
    box-shadow: ${({ theme }) => theme.shadows.modal};
  }
  html #cc-main .cm__title,
  html #cc-main .pm__title {
    font-family: ${({ theme }) => theme.fonts.heading};
    letter-spacing: -0.01em;
  }
  html #cc-main button:focus-visible,
  html #cc-main a:focus-visible,
  html #cc-main .pm__section-title:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  html #cc-main .section__toggle:focus-visible ~ .toggle__icon {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /*
   * The banner is a slim bar (ADR 0138). On a phone it is compact: two buttons side by side and
   * 'Manage preferences' as a link below, about 210 px at 375 px wide, so at the top or the bottom
   * it leaves the headline and the calls to action of the first screen clear. The library's own
   * phone rules are !important, hence these.
   */
  @media screen and (max-width: 640px) {
    html #cc-main .cm.cm--bar .cm__texts {
      padding: 10px 0 0;
    }
    html #cc-main .cm.cm--bar .cm__title {
      margin: 0;
      padding: 0 16px !important;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
    html #cc-main .cm.cm--bar .cm__desc {
      max-height: none;
      margin-top: 2px;
      padding: 0 16px !important;
      font-size: 0.8125rem;
      line-height: 1.4;
    }
    html #cc-main .cm.cm--bar .cm__btns {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 6px 8px;
      padding: 8px 16px !important;
      border-top: 0 !important;
    }
    html #cc-main .cm.cm--bar .cm__btn-group {
      display: contents !important;
    }
    html #cc-main .cm.cm--bar .cm__btn {
      min-width: 0;
      min-height: 40px;
      margin: 0 !important;
      padding: 6px 10px;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    html #cc-main .cm.cm--bar .cm__btn-group + .cm__btn-group .cm__btn {
      grid-column: 1 / -1;
      min-height: 28px;
      padding: 2px;
      border-color: transparent;
      background: transparent;
      text-decoration: underline;
    }
  }
  /* Toggles at least 24 px tall: WCAG 2.2 target size (the library draws them 23 px). */
  html #cc-main .section__toggle,
  html #cc-main .section__toggle-wrapper,
  html #cc-main .toggle__icon,
  html #cc-main .toggle__label {
    height: 26px;
    width: 52px;
  }
  html #cc-main .toggle__icon-circle {
    height: 26px;
    width: 26px;
  }
  html #cc-main .section__toggle:checked ~ .toggle__icon .toggle__icon-circle {
    transform: translateX(26px);
  }
`;
