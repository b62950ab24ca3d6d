import { describe, expect, it } from 'vitest';
import { ImportManager } from './imports.js';

describe('ImportManager', () => {
  it('imports a name as a type only while every use asked for the type only', () => {
    const imports = new ImportManager();
    imports.add('@playwright/test', 'Page', { typeOnly: true });
    imports.add('@playwright/test', 'Page', { typeOnly: true });
    imports.add('@playwright/test', 'expect');
    imports.add('@playwright/test', 'expect', { typeOnly: true });
    imports.add('./helpers', 'Locator', { typeOnly: true });
    imports.add('./helpers', 'Locator');
    imports.add('./helpers', 'Locator', { typeOnly: true });
    expect(imports.render()).toBe(
      "import { expect, type Page } from '@playwright/test';\nimport { Locator } from './helpers';",
    );
  });
});
