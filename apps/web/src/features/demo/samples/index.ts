import type { SourceKind } from '@rewright/converter';
import naturalLanguageInput from './natural-language-input.txt?raw';
import naturalLanguageConfig from './natural-language-output-playwright.config.ts.txt?raw';
import naturalLanguageOutput from './natural-language-output.ts.txt?raw';
import protractorInput from './protractor-input.js.txt?raw';
import protractorConfig from './protractor-output-playwright.config.ts.txt?raw';
import protractorSupport from './protractor-output-rewright-angular.ts.txt?raw';
import protractorOutput from './protractor-output.ts.txt?raw';
import seleniumInput from './selenium-input.js.txt?raw';
import seleniumConfig from './selenium-output-playwright.config.ts.txt?raw';
import seleniumOutput from './selenium-output.ts.txt?raw';

/** One file a conversion writes, named as the converter names it. */
export interface DemoFile {
  path: string;
  code: string;
}

/**
 * The demo's fixed samples: an input file and every file its conversion writes. The outputs must
 * be exactly what `@rewright/converter` writes for the input (`from` + `path` are what the
 * converter is given): the spec, the generated modules it imports and the Playwright config, so
 * what a visitor copies runs and the demo never shows what the product cannot do.
 * samples.test.ts checks this for every source kind the converter supports.
 */
export interface DemoSample {
  id: 'protractor' | 'selenium' | 'natural-language';
  label: string;
  /** The kind the converter is given (its one list of kinds). */
  from: SourceKind;
  /** The file name the input is converted as. */
  path: string;
  input: string;
  /** The converted spec first, then the files it needs. */
  outputs: DemoFile[];
}

export const DEMO_SAMPLES: DemoSample[] = [
  {
    id: 'protractor',
    label: 'Protractor to Playwright',
    from: 'protractor',
    path: 'todo.spec.js',
    input: protractorInput,
    outputs: [
      { path: 'todo.spec.ts', code: protractorOutput },
      { path: 'rewright-angular.ts', code: protractorSupport },
      { path: 'playwright.config.ts', code: protractorConfig },
    ],
  },
  {
    id: 'selenium',
    label: 'Selenium to Playwright',
    from: 'selenium-js',
    path: 'login.spec.js',
    input: seleniumInput,
    outputs: [
      { path: 'login.spec.ts', code: seleniumOutput },
      { path: 'playwright.config.ts', code: seleniumConfig },
    ],
  },
  {
    id: 'natural-language',
    label: 'Natural Language to Playwright',
    from: 'natural-language',
    path: 'sign-in.txt',
    input: naturalLanguageInput,
    outputs: [
      { path: 'sign-in.spec.ts', code: naturalLanguageOutput },
      { path: 'playwright.config.ts', code: naturalLanguageConfig },
    ],
  },
];
