/*
 * Seeds the Turbopack chunk-loading queue from the data-bootstrap attribute of this <script> tag,
 * then loads the scripts that come before the app (the consent defaults) and the app's scripts
 * (data-scripts), in order. Next.js would write the seed as an inline
 * script, which our Content-Security-Policy (script-src 'self', no 'unsafe-inline') refuses
 * (docs/decisions/0070-csp.md). The app's scripts start after the first contentful paint: the
 * server-rendered page paints without waiting for, or sharing the network with, the app's code
 * (decision 0150). See lib/rendering/document-head.tsx (decision 0150).
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.dataset.bootstrap) return;
  var bootstrap = JSON.parse(script.dataset.bootstrap);
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);

  // Form controls the visitor changes before the app is live (a filter picked, a search typed):
  // the app takes this list once it has hydrated and replays them, with any other control that no
  // longer shows what the server rendered (lib/rendering/early-input.tsx). Where the browser knows
  // blocking="render" (Chromium, Safari 18.2+), this loader holds the first paint, so it listens
  // before anything can be clicked (decision 0240).
  var early = [];
  function noteEarlyInput(event) {
    var target = event.target;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && early.indexOf(target) < 0) {
      early.push(target);
    }
  }
  document.addEventListener('input', noteEarlyInput, true);
  document.addEventListener('change', noteEarlyInput, true);
  window.__switchboardEarlyInput = function () {
    document.removeEventListener('input', noteEarlyInput, true);
    document.removeEventListener('change', noteEarlyInput, true);
    var taken = early;
    early = [];
    return taken;
  };
  // And the last button pressed (a call to action, an accordion): clicked again once live. A form's
  // submit button is left to the form (a page form holds its own submit).
  var earlyClick = null;
  function noteEarlyClick(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && !(button.type === 'submit' && button.form)) earlyClick = button;
  }
  document.addEventListener('click', noteEarlyClick, true);
  // React listens from the moment it starts hydrating (lib/rendering/hydration-in-slices.ts) and
  // runs a click itself then: noted as well, it would run twice once the app replays it.
  window.__switchboardReactListens = function () {
    document.removeEventListener('click', noteEarlyClick, true);
  };
  window.__switchboardEarlyClick = function () {
    window.__switchboardReactListens();
    var taken = earlyClick;
    earlyClick = null;
    return taken;
  };

  // A submit nothing handled (the form is not live yet) would reload the page with the visitor's
  // values in its address: held instead, and sent by the form once it is live
  // (lib/rendering/early-input.tsx). Last in the event's path, so a live form's own handler (which
  // prevents the default) always runs first. Only forms that post to the page itself (no action,
  // or formik's action="#"): a form that posts elsewhere goes there.
  window.__switchboardHeldSubmit = null;
  function postsToThisPage(form) {
    return form.action.split('#')[0] === location.href.split('#')[0];
  }
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form || !postsToThisPage(form)) return;
    event.preventDefault();
    window.__switchboardHeldSubmit = form;
  });

  // A number stands for one of the seed's chunk files, by its place among them, counted as
  // lib/rendering/document-head.tsx counts them: file names only (decision 0235).
  var seedChunks = [];
  for (var p = 0; p < bootstrap.params.length; p++) {
    var chunks = bootstrap.params[p].otherChunks || [];
    for (var c = 0; c < chunks.length; c++) {
      if (typeof chunks[c] === 'string') seedChunks.push(chunks[c]);
    }
  }
  var listed = script.dataset.scripts ? JSON.parse(script.dataset.scripts) : [];
  var sources = [];
  for (var l = 0; l < listed.length; l++) {
    var chunk = typeof listed[l] === 'number' ? seedChunks[listed[l]] : null;
    var src = chunk ? '/_next/' + chunk : listed[l];
    if (typeof src === 'string') sources.push(src);
  }
  var crossOrigin = script.getAttribute('crossorigin');
  var started = false;
  var next = 0;
  function insertNext() {
    var src = sources[next++];
    // Turbopack's runtime inserts a chunk it needs itself when no tag for it exists yet (it can run
    // before this loader has inserted every tag): never load a chunk twice.
    if (document.querySelector('script[src="' + src + '"]')) return;
    var app = document.createElement('script');
    app.src = src;
    // Inserted scripts are async by default; these must run in the order they are inserted.
    app.async = false;
    if (crossOrigin !== null) app.crossOrigin = crossOrigin;
    document.head.appendChild(app);
  }
  function run() {
    if (started) return;
    // React hydrates the whole page, so the app starts once the parser is done. This loader is
    // async and may run before then (decision 0240).
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', run);
      return;
    }
    started = true;
    // One script per task: each insertion starts a request, which costs a few milliseconds on a
    // slow phone (and far more while DevTools or Lighthouse trace the page); fifteen in one task
    // would block input for that long. A message is a task the browser runs at once (a timer
    // would be clamped to 4 ms after a few in a row).
    if (typeof MessageChannel === 'undefined') {
      while (next < sources.length) insertNext();
      return;
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      insertNext();
      if (next < sources.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    if (sources.length > 0) channel.port2.postMessage(null);
  }
  // Once the document is parsed and its stylesheets are in: the moment a deferred script would
  // run. This loader is async (decision 0240). A sheet that failed before we look never settles;
  // the first paint then starts the app.
  function whenParsedAndStyled(callback) {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () {
        whenParsedAndStyled(callback);
      });
      return;
    }
    var sheets = document.querySelectorAll('link[rel="stylesheet"]');
    var pending = 0;
    function settled() {
      if (--pending === 0) callback();
    }
    for (var s = 0; s < sheets.length; s++) {
      if (sheets[s].sheet) continue;
      pending++;
      sheets[s].addEventListener('load', settled);
      sheets[s].addEventListener('error', settled);
    }
    if (pending === 0) callback();
  }
  // After the first contentful paint (the first frames may paint nothing yet); at once in a hidden
  // tab, which paints nothing; and at the latest a few seconds after the document and its
  // stylesheets are in, whatever the browser reports.
  if (document.visibilityState === 'hidden' || !script.hasAttribute('data-hold-until-paint')) {
    return run();
  }
  whenParsedAndStyled(function () {
    setTimeout(run, 3000);
  });
  try {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var k = 0; k < entries.length; k++) {
        if (entries[k].name === 'first-contentful-paint') {
          observer.disconnect();
          setTimeout(run, 0);
        }
      }
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
})();
