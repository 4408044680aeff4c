/*
 * Seeds the Turbopack chunk-loading queue from the data-bootstrap attribute of this <script> tag,
 * then loads the app's scripts (data-scripts) in order. Next.js would write the seed as an inline
 * script, which our Content-Security-Policy (script-src 'self', no 'unsafe-inline') refuses
 * (docs/decisions/0070-csp.md). The app's scripts start in the frame after the first paint: the
 * server-rendered page paints without waiting for, or sharing the network with, the app's code
 * (docs/decisions/0081-hydration-after-first-paint.md). See components/document/csp-head.tsx.
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.dataset.bootstrap) return;
  var bootstrap = JSON.parse(script.dataset.bootstrap);
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);

  var sources = script.dataset.scripts ? JSON.parse(script.dataset.scripts) : [];
  var crossOrigin = script.getAttribute('crossorigin');
  var started = false;
  function run() {
    if (started) return;
    started = true;
    for (var j = 0; j < sources.length; j++) {
      var app = document.createElement('script');
      app.src = sources[j];
      // Inserted scripts are async by default; these must run in document order.
      app.async = false;
      if (crossOrigin !== null) app.crossOrigin = crossOrigin;
      document.head.appendChild(app);
    }
  }
  // A hidden tab paints nothing (and pauses animation frames): start at once.
  if (document.visibilityState === 'hidden') run();
  else
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
})();
