/**
 * Adds an async third-party script once (by id). Only the consent-gated loaders call it, so no
 * third-party request happens before consent.
 */
export function loadScriptOnce(id: string, src: string): Promise<void> {
  const existing = document.getElementById(id);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  });
}

export function isScriptLoaded(id: string): boolean {
  return document.getElementById(id) !== null;
}
