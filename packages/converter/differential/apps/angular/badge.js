// A custom element with an open shadow root, for `by.deepCss` (Protractor) and Playwright's
// shadow-piercing CSS.
/* global HTMLElement, customElements */
class FancyBadge extends HTMLElement {
  static get observedAttributes() {
    return ['label'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<span class="badge-label"></span>';
  }

  attributeChangedCallback() {
    this.shadowRoot.querySelector('.badge-label').textContent = this.getAttribute('label');
  }
}

customElements.define('fancy-badge', FancyBadge);
