/*
 * Google Consent Mode v2 defaults, set before any tag can load (spec section 4): the chunk loader
 * runs this file first, before any of the app's code, which is what loads every tag (decision
 * 0239). A file and not an inline script because the Content-Security-Policy allows same-origin
 * scripts only.
 * Everything optional starts 'denied'; the consent runtime (components/consent) sends the update once
 * the visitor's consent model and choice are known.
 */
(function () {
  var w = window;
  w.dataLayer = w.dataLayer || [];
  if (typeof w.gtag !== 'function') {
    w.gtag = function gtag() {
      // Tag manager reads the Arguments object itself, not an array copy.
      w.dataLayer.push(arguments);
    };
  }
  w.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 500,
  });
  w.gtag('set', 'ads_data_redaction', true);
})();
