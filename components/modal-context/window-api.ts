/**
 * `window.Switchboard`: functions that page scripts (CMS embeds, tag-manager snippets, inline
 * scripts) call to drive the site, e.g. `window.Switchboard.openDemo()`.
 *
 * Several modules add members (the modal context adds openTrial and openDemo, the consent manager
 * adds openPrivacyChoices), so each one merges into the existing object and never replaces it.
 * The object is read through a cast instead of a global `Window` declaration, so that no two
 * modules can declare `Window.Switchboard` with conflicting types.
 */
export interface SwitchboardPageApi {
  /** Opens the free-trial modal. */
  openTrial?: () => void;
  /** Opens the request-a-demo modal. */
  openDemo?: () => void;
  /** Opens the consent manager's privacy choices (registered by the consent manager). */
  openPrivacyChoices?: () => void;
  [member: string]: unknown;
}

type WindowWithApi = { Switchboard?: SwitchboardPageApi };

/** The page API object, created (once) when it does not exist yet. */
export function switchboardPageApi(): SwitchboardPageApi {
  const host = window as unknown as WindowWithApi;
  host.Switchboard ??= {};
  return host.Switchboard;
}

/** Adds members to window.Switchboard; the returned function removes exactly those again. */
export function registerPageApi(members: Partial<SwitchboardPageApi>): () => void {
  const api = switchboardPageApi();
  Object.assign(api, members);
  return () => {
    for (const [name, fn] of Object.entries(members)) {
      if (api[name] === fn) delete api[name];
    }
  };
}

/** Opens the consent manager's privacy choices if it is registered; returns whether it was. */
export function openPrivacyChoices(): boolean {
  if (typeof window === 'undefined') return false;
  const open = (window as unknown as WindowWithApi).Switchboard?.openPrivacyChoices;
  if (typeof open !== 'function') return false;
  open();
  return true;
}
