/**
 * What emission writes besides code: the imports the code needs (recorded when a builder emits a
 * name, so the import line always matches) and the generated support modules it uses. One per
 * output file.
 */
import { ImportManager } from '../emit/imports.js';
import { id, type Code } from './code.js';

export class Output {
  /** `imports`: the file's, when a front end keeps its own (Protractor's `FileImports`). */
  constructor(readonly imports = new ImportManager()) {}
  /** Support modules (`outputPath` → code) the file imports. */
  readonly support = new Map<string, string>();

  /** A name from `@playwright/test`, imported on first use. */
  playwright(name: 'test' | 'expect' | 'devices' | 'defineConfig'): Code {
    this.imports.add('@playwright/test', name);
    return id(name);
  }

  /** A type from `@playwright/test` (`Page`, `Locator`, …), imported as a type. */
  playwrightType(name: 'Page' | 'Locator' | 'FrameLocator' | 'Dialog' | 'BrowserContext'): string {
    this.imports.add('@playwright/test', name, { typeOnly: true });
    return name;
  }
}
