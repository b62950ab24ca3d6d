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

  it('answers a script seen before the same way, whatever it was asked with before', () => {
    // Answers are kept by script: the names around it and expression or body are part of the key.
    expect(typePageGlobals('return label;')).toBe('return (window as any).label;');
    expect(typePageGlobals('return label;', false, ['label'])).toBe('return label;');
    expect(typePageGlobals('return label;')).toBe('return (window as any).label;');
    expect(typePageGlobals('function () { return label; }', true)).toBe(
      'function () { return (window as any).label; }',
    );
    expect(typePageGlobals('function () { return label; }', true, ['label'])).toBe(
      'function () { return label; }',
    );
    expect(typePageGlobals('return "a\0b" + label;', false, ['label'])).toBe(
      'return "a\0b" + label;',
    );
  });
});
