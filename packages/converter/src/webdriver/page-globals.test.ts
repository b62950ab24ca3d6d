import { describe, expect, it } from 'vitest';
import { typePageGlobals } from './page-globals.js';

describe('typePageGlobals', () => {
  it('reads a global the DOM does not declare through (window as any)', () => {
    expect(typePageGlobals('return window.appState.user;')).toBe(
      'return (window as any).appState.user;',
    );
    expect(typePageGlobals('return cartCount + 1;')).toBe('return (window as any).cartCount + 1;');
    expect(typePageGlobals('return { cartCount };')).toBe(
      'return { cartCount: (window as any).cartCount };',
    );
    expect(typePageGlobals('__ready = true;')).toBe('(window as any).__ready = true;');
  });

  it('leaves what the DOM and ECMAScript declare, and names the script declares, alone', () => {
    const known =
      'window.scrollTo(0, document.body.scrollHeight); return JSON.stringify(localStorage) + Math.max(1, 2);';
    expect(typePageGlobals(known)).toBe(known);
    const local =
      'var total = 0; function add(n) { total += n; } add(arguments[0]); return { total: total, label: label };';
    expect(typePageGlobals(local, false, ['label'])).toBe(local);
    expect(typePageGlobals('function (extra) { return extra + app.count; }', true)).toBe(
      'function (extra) { return extra + (window as any).app.count; }',
    );
  });
});
