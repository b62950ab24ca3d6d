import { describe, expect, it } from 'vitest';
import type { ProjectResult } from '@rewright/converter';
import { escapeHtml, renderHtmlReport } from './html-report';

const hostile = `it('shows <b>bold</b> & "quotes"', () => {\n  element(by.js('</script><img src=x onerror=alert(1)>'));\n});\n`;

const result: ProjectResult = {
  files: [
    {
      sourcePath: 'specs/xss.spec.js',
      outputPath: 'specs/xss.spec.ts',
      role: 'spec',
      code: `test('shows <b>bold</b>', async ({ page }) => {\n  // TODO(rewright): protractor/locators/by-js: by.js() runs in the page\n});\n`,
      diagnostics: [
        {
          path: 'specs/xss.spec.js',
          line: 2,
          column: 3,
          rule: 'protractor/locators/by-js',
          severity: 'warning',
          message: 'by.js() <runs> in the page',
        },
      ],
      testCount: 1,
    },
    {
      sourcePath: 'specs/broken.spec.js',
      outputPath: 'specs/broken.spec.ts',
      role: 'spec',
      diagnostics: [
        {
          path: 'specs/broken.spec.js',
          line: 1,
          column: 4,
          rule: 'parse',
          severity: 'error',
          message: "')' expected",
        },
      ],
      testCount: 0,
    },
    {
      sourcePath: 'protractor.conf.js',
      outputPath: 'playwright.config.ts',
      role: 'config',
      diagnostics: [],
      testCount: 0,
    },
  ],
  playwrightConfig: {
    outputPath: 'playwright.config.ts',
    code: 'export default {};\n',
    diagnostics: [],
  },
  supportFiles: [{ outputPath: 'rewright-angular.ts', code: 'export const byModel = 1;\n' }],
  report: { files: 3, testCases: 1, converted: 0, todos: 1, errors: 1 },
};

const html = renderHtmlReport({
  result,
  sources: new Map([
    ['specs/xss.spec.js', hostile],
    ['specs/broken.spec.js', 'it((\n'],
    ['protractor.conf.js', "exports.config = { baseUrl: 'http://localhost' };\n"],
  ]),
  src: '/work/e2e',
  out: '/work/e2e-playwright',
  dryRun: false,
});

describe('renderHtmlReport', () => {
  it('escapes the code, so nothing from a test file becomes markup', () => {
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;quotes&quot;');
    expect(html).toContain('by.js() &lt;runs&gt; in the page');
  });

  it('is self-contained: no script, no external stylesheet, image or font', () => {
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
  });

  it('shows the summary numbers', () => {
    expect(html).toMatch(/<th scope="row">Test cases<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">TODOs<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">Errors<\/th><td>1<\/td>/);
  });

  it('lists every diagnostic, linked to a line of the original that exists', () => {
    const links = [
      ...html.matchAll(/<li class="diagnostic (\w+)"><a href="#([\w-]+)">([^<]+)<\/a>/g),
    ].map((match) => [match[1], match[2], match[3]]);
    expect(links).toEqual([
      ['warning', 'f0-original-L2', 'specs/xss.spec.js:2:3'],
      ['error', 'f1-original-L1', 'specs/broken.spec.js:1:4'],
    ]);
    for (const [, anchor] of links) expect(html).toContain(`id="${anchor}"`);
    expect(html).toContain('class="line flagged" id="f0-original-L2"');
  });

  it('puts original and converted code side by side, and says when a file was not written', () => {
    expect(html).toContain('Original: specs/xss.spec.js');
    expect(html).toContain('Converted: specs/xss.spec.ts');
    expect(html).toContain('id="f0-converted-L2"');
    expect(html).toContain('Not written: the file could not be converted');
    expect(html).toContain('converted, 1 TODO');
    expect(html).toContain('Converted: playwright.config.ts');
  });

  it('shows the generated support modules', () => {
    expect(html).toContain('rewright-angular.ts (generated)');
    expect(html).toContain('generated support module');
  });

  it('points from the Protractor config to the generated Playwright config', () => {
    expect(html).toContain('became the generated config');
    expect(html).toContain('Converted into the <a href="#config">generated Playwright config</a>');
    expect(html).toContain('id="config"');
    expect(html).toContain('Original: protractor.conf.js');
  });

  it('is a document with a language, a title and headings in order', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Rewright conversion report: /work/e2e</title>');
    const headings = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(headings[0]).toBe(1);
    headings
      .slice(1)
      .forEach((level, index) => expect(level - headings[index]!).toBeLessThanOrEqual(1));
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderHtmlReport of config diagnostics', () => {
  const onConfig = {
    path: 'protractor.conf.js',
    line: 3,
    column: 3,
    rule: 'protractor/config/unsupported-option',
    severity: 'info' as const,
    message: 'left out (directConnect)',
  };
  const onGenerated = {
    path: 'playwright.config.ts',
    line: 1,
    column: 1,
    rule: 'emit/format',
    severity: 'warning' as const,
    message: 'could not be formatted',
  };
  const withConfig: ProjectResult = {
    ...result,
    files: result.files.map((file) =>
      file.role === 'config' ? { ...file, diagnostics: [onConfig] } : file,
    ),
    playwrightConfig: { ...result.playwrightConfig, diagnostics: [onConfig, onGenerated] },
  };
  const page = renderHtmlReport({
    result: withConfig,
    sources: new Map([
      ['protractor.conf.js', 'exports.config = {\n\n  directConnect: true,\n};\n'],
    ]),
    src: '/work/e2e',
    out: '/work/e2e-playwright',
    dryRun: false,
  });

  it('lists a diagnostic of both configs once, on the Protractor config, and keeps the generated one’s own', () => {
    expect(page.split('left out (directConnect)').length - 1).toBe(1);
    const configSection = page.slice(page.indexOf('<section class="file" id="config"'));
    expect(configSection).not.toContain('left out (directConnect)');
    expect(configSection).toContain('could not be formatted');
    expect(configSection).toContain('<h3>Diagnostics (1)</h3>');
  });
});

describe('renderHtmlReport of a file that was not read', () => {
  const unread: ProjectResult = {
    ...result,
    files: [
      {
        sourcePath: 'specs/latin1.spec.js',
        outputPath: 'specs/latin1.spec.ts',
        role: 'spec',
        diagnostics: [
          {
            path: 'specs/latin1.spec.js',
            line: 1,
            column: 8,
            rule: 'read/invalid-encoding',
            severity: 'error',
            message: 'The file is not valid UTF-8',
          },
        ],
        testCount: 0,
      },
    ],
  };
  const page = renderHtmlReport({
    result: unread,
    sources: new Map(),
    src: '/work/e2e',
    out: '/work/e2e-playwright',
    dryRun: false,
  });

  it('says the original was not read, not that rewright generated it', () => {
    const section = page.slice(page.indexOf('<section class="file" id="f0"'));
    expect(section.slice(0, section.indexOf('</section>'))).toContain(
      'Not read (see the diagnostics).',
    );
  });
});
