import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { useEffect } from 'react';
import { registerPrivacyChoices, startConsent } from './consent-runtime';

/**
 * The consent manager: vanilla-cookieconsent's accessible banner and preferences panel (focus
 * handling, Escape, keyboard toggles), dressed in the site's tokens.
 */
export function ConsentManager() {
  useEffect(() => {
    const unregister = registerPrivacyChoices();
    startConsent().catch((error: unknown) => {
      console.info('[consent] consent manager did not start', error);
    });
    return unregister;
  }, []);
  // Its look (the site's tokens on the library's variables) is in the server's global stylesheet:
  // styles/consent-theme.ts.
  return null;
}
