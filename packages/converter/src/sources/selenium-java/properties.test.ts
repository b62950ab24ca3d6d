/**
 * The generated properties module reads a .properties file as java.util.Properties.load does, and
 * finds files and classpath resources where a Maven suite run from its folder finds them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { propertiesSupportSource } from './properties.js';

const cwd = process.cwd();
afterEach(() => process.chdir(cwd));

async function load(dir: string): Promise<{
  readProperties: (file: string) => Record<string, string>;
  resourceFile: (name: string) => string;
  projectFile: (name: string) => string;
}> {
  writeFileSync(join(dir, 'rewright-properties.ts'), propertiesSupportSource);
  return (await import(join(dir, 'rewright-properties.ts'))) as never;
}

it("reads Java's format: separators, comments, continued lines, escapes", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rewright-properties-'));
  const { readProperties } = await load(dir);
  writeFileSync(
    join(dir, 'config.properties'),
    [
      '# settings',
      '! also a comment',
      'baseUrl=http://localhost:4000/app',
      'user : admin',
      'browser chrome',
      '  timeout=10',
      'greeting=Hello, \\',
      '    world',
      'path=C:\\\\temp\\tnext',
      'key\\ with\\ spaces=x',
      'empty=',
      'unicode=caf\\u00e9',
    ].join('\n'),
  );
  expect(readProperties(join(dir, 'config.properties'))).toEqual({
    baseUrl: 'http://localhost:4000/app',
    user: 'admin',
    browser: 'chrome',
    timeout: '10',
    greeting: 'Hello, world',
    path: 'C:\\temp\tnext',
    'key with spaces': 'x',
    empty: '',
    unicode: 'café',
  });
});

it('finds a path from the working folder and a resource in the resource folders', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rewright-properties-'));
  const { projectFile, resourceFile } = await load(dir);
  mkdirSync(join(dir, 'src', 'test', 'resources', 'env'), { recursive: true });
  writeFileSync(join(dir, 'src', 'test', 'resources', 'env', 'qa.properties'), 'a=1\n');
  process.chdir(dir);
  expect(projectFile('config.properties')).toBe(join(dir, 'config.properties'));
  expect(resourceFile('/env/qa.properties')).toBe(
    join(dir, 'src', 'test', 'resources', 'env', 'qa.properties'),
  );
});

it('writes the suite’s .properties files beside the converted files, as they were', async () => {
  const { convertFiles } = await import('../../index.js');
  const settings = 'baseUrl=http://localhost:4000\n# kept as written\n';
  const result = await convertFiles([
    {
      path: 'src/test/java/com/shop/Config.java',
      source:
        'package com.shop;\nimport java.io.FileInputStream;\nimport java.util.Properties;\n' +
        'public class Config {\n  static Properties load() throws Exception {\n' +
        '    Properties p = new Properties();\n    p.load(new FileInputStream("config.properties"));\n' +
        '    return p;\n  }\n}\n',
    },
    { path: 'config.properties', source: settings },
  ]);
  const written = new Map(result.supportFiles.map((f) => [f.outputPath, f.code]));
  expect(written.get('config.properties')).toBe(settings);
  expect(written.get('rewright-properties.ts')).toContain('export function readProperties');
  expect(result.files.map((f) => f.sourcePath)).toEqual(['src/test/java/com/shop/Config.java']);
  expect(result.files[0]?.code).toContain("readProperties(projectFile('config.properties'))");
}, 60_000);
