/* global window, document, Element */
// Keeps clicks that land before React hydrates the prerendered page; see src/app/early-input.ts.
(function () {
  if (window.__rewrightHydrated) return;
  var kept = [];
  function keep(event) {
    if (window.__rewrightHydrated) return;
    var target =
      event.target instanceof Element ? event.target.closest('button, [role="tab"]') : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    if (kept.indexOf(target) === -1) kept.push(target);
  }
  document.addEventListener('click', keep, true);
  window.__rewrightReleaseEarlyInput = function () {
    document.removeEventListener('click', keep, true);
    var targets = kept;
    kept = [];
    targets.forEach(function (target) {
      if (target.isConnected && !target.disabled) target.click();
    });
  };
})();
