/**
 * The imports a converted file needs, named from what was emitted: Playwright's, and the generated
 * support modules' (found from the file's folder), plus the export shapes of the project modules
 * it imports.
 */
import type ts from 'typescript';
import { ImportManager } from '../../emit/imports.js';
import { Output } from '../../playwright/output.js';
import { dirOf, joinPath, relativePath } from '../../paths.js';
import { moduleSpecifier } from './modules.js';
import type { ModuleShape, ProjectState } from './state.js';
import { declaresName } from './syntax-walk.js';

export class FileImports {
  readonly imports = new ImportManager();
  /** The output layer's builders record their imports here too. */
  readonly out = new Output(this.imports);

  constructor(
    private readonly sf: ts.SourceFile,
    private readonly state: ProjectState,
    private readonly path: string,
  ) {}

  /**
   * The file's head: its opening comments, then the imports and `header` lines. In a spec of a
   * suite using the Angular selector engines, `test` and `expect` come from the generated support
   * module, whose fixture registers the engines.
   */
  head(leading: string, header: readonly string[], angularSpec: boolean): string {
    if (angularSpec && this.imports.has('@playwright/test', 'test'))
      this.imports.move('@playwright/test', this.supportModule('rewright-angular'), [
        'test',
        'expect',
      ]);
    const generated = [this.imports.render(), ...header]
      .filter((p) => p.trim().length > 0)
      .join('\n');
    return generated ? `${leading}${leading ? '\n' : ''}${generated}\n` : leading;
  }

  useImport(module: string, name: string, typeOnly = false): string {
    this.imports.add(module, name, { typeOnly });
    return name;
  }

  useTest(): string {
    return this.useImport('@playwright/test', 'test');
  }

  useExpect(): string {
    return this.useImport('@playwright/test', 'expect');
  }

  usePageType(): string {
    return this.useImport('@playwright/test', 'Page', true);
  }

  useLocatorType(): string {
    return this.useImport('@playwright/test', 'Locator', true);
  }

  /** A helper of the generated Angular support module (selector engines, `waitForAngular`). */
  useAngular(name?: string): void {
    // The analysis found it first (`analysis.ts`); a use it missed is a late fact (`state.ts`).
    this.state.useAngularEngines();
    if (name) this.useImport(this.supportModule('rewright-angular'), name);
  }

  /**
   * A helper of the Angular support module, for code that uses it only once the suite is known to
   * synchronise with Angular: nothing is learnt (the suite's use of the engines is already known).
   */
  useAngularHelper(name: string): void {
    this.useImport(this.supportModule('rewright-angular'), name);
  }

  /** The import specifier of a generated support module from this file. */
  supportModule(name: string): string {
    const dir = relativePath(dirOf(this.path), this.state.supportDir);
    return dir.startsWith('..') ? `${dir}/${name}` : `./${joinPath(dir, name)}`;
  }

  /** A helper of the generated custom-locator module (`addLocator`, `customSelector`). */
  useLocators(name: string): string {
    return this.useImport(this.supportModule('rewright-locators'), name);
  }

  /** `browser.params` → the params exported by the generated `rewright-params.ts`. */
  useParams(): string {
    this.state.usesParams = true;
    // The user may already have a variable called `params` (often `var params = browser.params`).
    const local = declaresName(this.sf, 'params') ? 'browserParams' : 'params';
    this.useImport(
      this.supportModule('rewright-params'),
      local === 'params' ? 'params' : 'params as browserParams',
    );
    return local;
  }

  /** The export shape of a project module imported as `specifier` from this file. */
  moduleShape(specifier: string): ModuleShape | undefined {
    const dir = this.path.split('/').slice(0, -1);
    for (const part of moduleSpecifier(specifier).split('/')) {
      if (part === '.' || part === '') continue;
      if (part === '..') dir.pop();
      else dir.push(part);
    }
    const base = dir.join('/');
    for (const ext of ['', '.js', '.ts', '/index.js', '/index.ts']) {
      const shape = this.state.modules.get(base + ext);
      if (shape) return shape;
    }
    return undefined;
  }
}
