/*
 * Seeds the Turbopack chunk-loading queue from the data-bootstrap attribute of this <script> tag.
 * Next.js would otherwise write this as an inline script, which our Content-Security-Policy
 * (script-src 'self', no 'unsafe-inline') refuses. See components/document/csp-head.tsx and
 * docs/decisions/0070-csp.md. It runs deferred, before every other deferred chunk script.
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.dataset.bootstrap) return;
  var bootstrap = JSON.parse(script.dataset.bootstrap);
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);
})();
