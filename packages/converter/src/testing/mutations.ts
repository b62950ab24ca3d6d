/**
 * Seeded mutations of source text for the robustness tests: truncations, deleted and duplicated
 * tokens, random characters.
 */
import ts from 'typescript';

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Token boundaries of a source, from TypeScript's scanner. */
function tokens(source: string): { start: number; end: number }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.ES2022,
    false,
    ts.LanguageVariant.Standard,
    source,
  );
  const result: { start: number; end: number }[] = [];
  while (scanner.scan() !== ts.SyntaxKind.EndOfFileToken)
    result.push({ start: scanner.getTokenStart(), end: scanner.getTokenEnd() });
  return result;
}

const alphabet = '(){}[];,.=>\'"`/\\*+-!?:$#@ \nabcxyz0123456789';

export function mutate(source: string, random: () => number): string {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const toks = tokens(source);
  switch (Math.floor(random() * 5)) {
    case 0:
      return source.slice(0, Math.floor(random() * source.length));
    case 1: {
      if (!toks.length) return source;
      const t = pick(toks);
      return source.slice(0, t.start) + source.slice(t.end);
    }
    case 2: {
      if (!toks.length) return source;
      const t = pick(toks);
      return source.slice(0, t.end) + source.slice(t.start, t.end) + source.slice(t.end);
    }
    case 3: {
      let s = source;
      const n = 1 + Math.floor(random() * 5);
      for (let i = 0; i < n; i++) {
        const at = Math.floor(random() * (s.length + 1));
        s = s.slice(0, at) + pick([...alphabet]) + s.slice(at);
      }
      return s;
    }
    default: {
      // Several token deletions: often still parses, exercising the rules on odd shapes.
      let s = source;
      for (let i = 0; i < 3; i++) {
        const ts2 = tokens(s);
        if (!ts2.length) break;
        const t = pick(ts2);
        s = s.slice(0, t.start) + s.slice(t.end);
      }
      return s;
    }
  }
}
