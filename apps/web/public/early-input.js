/* global window, document, Element, HTMLSelectElement */
// Keeps clicks and choices that land before React hydrates the prerendered page; see
// src/app/early-input.ts.
(function () {
  if (window.__rewrightHydrated) return;
  // In order: a button's click (`value` undefined), or the last option chosen in a select.
  var kept = [];
  function keep(target, value) {
    for (var i = 0; i < kept.length; i++) {
      if (kept[i].target === target) {
        kept[i].value = value; // a button is kept once; a select keeps its last choice
        return;
      }
    }
    kept.push({ target: target, value: value });
  }
  function onClick(event) {
    if (window.__rewrightHydrated) return;
    var target =
      event.target instanceof Element ? event.target.closest('button, [role="tab"]') : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    keep(target, undefined);
  }
  function onChange(event) {
    if (window.__rewrightHydrated || !(event.target instanceof HTMLSelectElement)) return;
    keep(event.target, event.target.value);
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  window.__rewrightReleaseEarlyInput = function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    var entries = kept;
    kept = [];
    entries.forEach(function (entry) {
      var target = entry.target;
      if (!target.isConnected || target.disabled) return;
      if (entry.value === undefined) return target.click();
      // React set the select back to its own state when it hydrated: choose again, and say so.
      target.value = entry.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
})();
