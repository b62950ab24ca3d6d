/**
 * public/early-input.js keeps the clicks that land on a prerendered page before React hydrates it,
 * and replays them once the page has committed (releaseEarlyInput).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handEarlyInputToReact, releaseEarlyInput } from './early-input';

const script = readFileSync(
  path.resolve(import.meta.dirname, '../../public/early-input.js'),
  'utf8',
);
/** Runs the script as the browser does, in the page's global scope. */
const runScript = () => new Function(script)();

beforeEach(() => {
  document.body.innerHTML = `
    <button id="convert">Convert Test</button>
    <div role="tablist"><button role="tab" id="tab">Selenium</button></div>
    <form id="form"><button id="submit">Send</button></form>
    <a href="#features" id="link"><button id="in-link">Features</button></a>
    <button id="off" disabled>Off</button>
    <select id="section"><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>`;
});

const early = window as { __rewrightHydrated?: boolean; __rewrightReleaseEarlyInput?: () => void };

afterEach(() => {
  releaseEarlyInput();
  delete early.__rewrightHydrated;
  delete early.__rewrightReleaseEarlyInput;
  document.body.innerHTML = '';
});

/** What each element's own handler (as React will attach it) saw, in order. */
function listen(...ids: string[]): string[] {
  const seen: string[] = [];
  for (const id of ids) document.getElementById(id)!.addEventListener('click', () => seen.push(id));
  return seen;
}

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe('clicks before hydration', () => {
  it('are replayed once the page has committed, each button once, in order', () => {
    runScript();
    click('tab');
    click('convert');
    click('convert');
    const seen = listen('convert', 'tab');
    expect(seen).toEqual([]);
    releaseEarlyInput();
    expect(seen).toEqual(['tab', 'convert']);
  });

  it('do not submit a form natively before React handles it', () => {
    runScript();
    expect(click('submit').defaultPrevented).toBe(true);
    // Replayed, the click would submit it (React's handler prevents that on the real page).
    document.getElementById('form')!.remove();
  });

  it('leave links to navigate on their own', () => {
    runScript();
    expect(click('in-link').defaultPrevented).toBe(false);
    expect(click('link').defaultPrevented).toBe(false);
    const seen = listen('in-link');
    releaseEarlyInput();
    expect(seen).toEqual([]);
  });

  it('are not replayed on a button that is disabled by then, or gone', () => {
    runScript();
    click('convert');
    click('tab');
    document.getElementById('convert')!.setAttribute('disabled', '');
    document.getElementById('tab')!.remove();
    const seen = listen('convert');
    releaseEarlyInput();
    expect(seen).toEqual([]);
  });

  it("keep a select's last choice, chosen again (with its change event) once React has the page", () => {
    runScript();
    const select = document.getElementById('section') as HTMLSelectElement;
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('b');
    click('convert');
    choose('c');
    select.value = 'a'; // React puts back its own state when it hydrates
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(`section ${select.value}`));
    document.getElementById('convert')!.addEventListener('click', () => seen.push('convert'));
    releaseEarlyInput();
    expect(seen).toEqual(['section c', 'convert']);
  });

  it('are left to React from the moment it starts to hydrate', () => {
    runScript();
    handEarlyInputToReact();
    expect(click('convert').defaultPrevented).toBe(false);
    const seen = listen('convert');
    releaseEarlyInput();
    expect(seen).toEqual([]);
  });

  it('are not kept at all when the script runs after React has started', () => {
    handEarlyInputToReact();
    runScript();
    expect(early.__rewrightReleaseEarlyInput).toBeUndefined();
    expect(click('convert').defaultPrevented).toBe(false);
  });

  it('are kept no more once replayed: later clicks are the page’s own', () => {
    runScript();
    releaseEarlyInput();
    const seen = listen('convert');
    expect(click('convert').defaultPrevented).toBe(false);
    expect(seen).toEqual(['convert']);
  });
});
