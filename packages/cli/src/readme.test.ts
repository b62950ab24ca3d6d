import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EXIT } from './exit-codes';

// The README is the user's reference: its exit-code table lists exactly the codes rewright uses.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('packages/cli/README.md', () => {
  it('lists every exit code of exit-codes.ts, and no other, in its table', () => {
    const table = readme.slice(readme.indexOf('## Exit codes'), readme.indexOf('## Layout'));
    const codes = [...table.matchAll(/^\| (\d+) +\|/gm)].map((match) => Number(match[1]));
    expect(codes).toEqual(Object.values(EXIT).sort((a, b) => a - b));
  });

  it('prices a scan as convert charges: test cases without a TODO', () => {
    expect(readme).toContain('The cost is one credit per test case converted without a TODO');
    expect(readme).not.toMatch(/The cost is one credit per test case\.$/m);
  });
});
