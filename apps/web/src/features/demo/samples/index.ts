import naturalLanguageInput from './natural-language-input.txt?raw';
import naturalLanguageOutput from './natural-language-output.ts.txt?raw';
import protractorInput from './protractor-input.js.txt?raw';
import protractorOutput from './protractor-output.ts.txt?raw';
import seleniumInput from './selenium-input.js.txt?raw';
import seleniumOutput from './selenium-output.ts.txt?raw';

/**
 * The demo's fixed samples as input/output file pairs. Each output must be exactly what
 * `@rewright/converter` produces for its input (`from` + `path` are what the converter is given),
 * so the demo never shows what the product cannot do; samples.test.ts checks this for every
 * source kind the converter supports.
 */
export interface DemoSample {
  id: 'protractor' | 'selenium' | 'natural-language';
  label: string;
  from: 'protractor' | 'selenium-js' | 'natural-language';
  /** The file name the input is converted as. */
  path: string;
  input: string;
  output: string;
}

export const DEMO_SAMPLES: DemoSample[] = [
  {
    id: 'protractor',
    label: 'Protractor to Playwright',
    from: 'protractor',
    path: 'todo.spec.js',
    input: protractorInput,
    output: protractorOutput,
  },
  {
    id: 'selenium',
    label: 'Selenium to Playwright',
    from: 'selenium-js',
    path: 'login.spec.js',
    input: seleniumInput,
    output: seleniumOutput,
  },
  {
    id: 'natural-language',
    label: 'Natural Language to Playwright',
    from: 'natural-language',
    path: 'sign-in.txt',
    input: naturalLanguageInput,
    output: naturalLanguageOutput,
  },
];
