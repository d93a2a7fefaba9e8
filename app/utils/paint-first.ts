/**
 * A page with scripts paints before they download (docs/decisions/0026). Remix's `<Scripts />`
 * writes `modulepreload` links and one module script, which a browser fetches as soon as it sees
 * them: on a slow link they share the first round trips with the stylesheet and the page, though
 * nothing on screen waits for them (every signed-in page is painted from the server's HTML).
 * The server writes both inert (./paint-first.server.ts) and this classic script, rendered by the
 * root after `<Scripts />`, switches them on once the first frame is painted: the same elements,
 * so hydration finds the document it rendered. A hidden page (a tab opened in the background, or
 * put away before its first frame) paints nothing, so it starts them at once. Never before the
 * document is parsed: a module script switched on while the parser still read the page's tail
 * sometimes never ran.
 */
export const AFTER_PAINT_SCRIPT_TYPE = "text/x-after-paint";
/**
 * An inert preload keeps a `rel` a link may have in <body> (valid HTML): DNS for our own host,
 * already resolved. The attribute marks the links to switch back to `modulepreload`.
 */
export const AFTER_PAINT_PRELOAD_REL = "dns-prefetch";
export const AFTER_PAINT_PRELOAD_MARK = "data-after-paint";

export const START_SCRIPTS_AFTER_PAINT = `(function () {
  var started = false;
  function start() {
    if (document.readyState === "loading") return document.addEventListener("DOMContentLoaded", start);
    if (started) return;
    started = true;
    document.querySelectorAll("link[${AFTER_PAINT_PRELOAD_MARK}]").forEach(function (link) {
      link.rel = "modulepreload";
    });
    var script = document.querySelector('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]');
    if (!script) return;
    script.type = "module";
    script.textContent = script.textContent;
  }
  if (document.visibilityState === "hidden") return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener("visibilitychange", start);
  // A window that draws no frames (covered, or a browser that paints late) still gets its scripts.
  setTimeout(start, 1000);
})();`;
