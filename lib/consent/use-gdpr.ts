/**
 * Whether the visitor's consent model is opt-in (GDPR). Forms show the unchecked marketing opt-in box
 * when it is true. Until the consent manager (issue 7) decides from the visitor's country, the site
 * treats everyone as outside the GDPR model.
 */
export function useGdpr(): boolean {
  return false;
}
