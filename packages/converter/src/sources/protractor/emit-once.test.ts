/**
 * Emission runs once (issue 11): every Protractor fixture project and the differential suite is
 * emitted file by file exactly once, and emission never learns a fact after it read it — such a
 * fact belongs to the analysis (`analysis.ts`, `call-site-kinds.ts`, `member-order.ts`), and a
 * second emission pass would be the only other way to get it right.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCases } from '../../testing/fixtures.js';
import { convertProtractorProject } from './project.js';

const differentialSuite = join(import.meta.dirname, '..', '..', '..', 'differential', 'suite');

function suiteFiles(dir: string): { path: string; source: string }[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return suiteFiles(full);
    if (!/\.(js|ts)$/.test(entry)) return [];
    return [{ path: relative(differentialSuite, full), source: readFileSync(full, 'utf8') }];
  });
}

const projects = [
  ...fixtureCases()
    .filter((fixture) => fixture.kind === 'protractor')
    .map((fixture) => ({
      name: `${fixture.rule}/${fixture.name}`,
      files: fixture.files.map((f) => ({ path: f.path, source: f.source })),
      isolated: !fixture.project,
    })),
  { name: 'differential suite', files: suiteFiles(differentialSuite), isolated: false },
];

describe('one emission', () => {
  it('finds the Protractor fixtures and the differential suite', () => {
    expect(projects.length).toBeGreaterThan(100);
    expect(projects.at(-1)?.files.length).toBeGreaterThan(10);
  });

  for (const project of projects) {
    it(`${project.name}: each file and function emitted once, no fact learnt after it was read`, () => {
      const result = convertProtractorProject(project.files, { isolated: project.isolated });
      const emitted = result.files.filter((f) => f.code !== undefined && f.role !== 'config');
      expect(result.emissions).toBe(emitted.length);
      expect(result.lateFacts).toEqual([]);
      expect(result.reemittedFunctions).toEqual([]);
    });
  }
});

describe('a forEach callback', () => {
  it('that the facts said would not wait, but does, is still awaited in turn and is a late fact', () => {
    // `self.button` is an element only the emission of the constructor tells.
    const source = `var Page = function () {\n  this.button = element(by.id('b'));\n  this.clickAll = function (names) {\n    var self = this;\n    names.forEach(function (n) {\n      self.button.click();\n    });\n  };\n};\nmodule.exports = Page;\n`;
    const result = convertProtractorProject([{ path: 'page.js', source }], { isolated: true });
    expect(result.files[0]?.code).toContain(
      'for (const [index, item] of names.entries()) await (async function(n) {',
    );
    expect(result.lateFacts).toEqual(['page.js: a forEach callback awaits']);
    expect(result.reemittedFunctions).toEqual([]);
  });
});
