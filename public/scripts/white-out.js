/*
 * A/B white-out (spec section 4): loaded in <head> only when the wait flag is set. The page stays
 * hidden until the experiment runtime reveals it (lib/experiments/white-out.ts) and, whatever
 * happens to the page's JavaScript, after data-timeout-ms at the latest.
 */
(function () {
  var root = document.documentElement;
  var script = document.currentScript;
  var timeoutMs = Number((script && script.getAttribute('data-timeout-ms')) || 5000);
  root.setAttribute('data-ab-white-out', 'hidden');
  root.style.opacity = '0';
  function reveal() {
    if (root.getAttribute('data-ab-white-out') !== 'hidden') return;
    root.setAttribute('data-ab-white-out', 'revealed');
    root.style.opacity = '';
  }
  window.__switchboardRevealPage = reveal;
  window.setTimeout(reveal, timeoutMs);
})();
