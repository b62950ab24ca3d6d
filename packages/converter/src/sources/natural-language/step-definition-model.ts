/**
 * What a step-definition file is read into, whichever source kind it is written in (the
 * cucumber-js reader in step-definitions.ts, the behave/pytest-bdd and cucumber-java readers).
 */
export interface StepPattern {
  /** A Cucumber expression's text, or a regular expression's source. */
  text: string;
  regex?: { flags: string };
}

export interface StepDefinition {
  index: number;
  /** `Given`, `When` or `Then` (`defineStep`, `Step`, `And`, `But` bind as `Given`). */
  keyword: 'Given' | 'When' | 'Then';
  pattern: StepPattern;
  /** The body's parameters: name and declared type, if any. */
  params: { name: string; type?: string }[];
  line: number;
  /** The definition as written (the cucumber-js reader), for a TODO the binding may still need. */
  original?: string;
  /** Its body keeps scenario state on the World (`this.x`): bound with a `world` fixture. */
  world?: true;
  /** Set when the binding cannot carry the body: the definition stays, as a TODO. */
  notCarried?: { original: string; why: string };
}

export interface NotCarried {
  line: number;
  /** The original call, for the TODO. */
  original: string;
  why: string;
}

/** A custom parameter type the file defines (cucumber-js `defineParameterType`). */
export interface ParameterTypeDefinition {
  name: string;
  /** Its regular expressions' sources, for matching steps to definitions. */
  regexps: string[];
  /** Whether a transformer turns the match into something else than the text. */
  transforms: boolean;
  /** The registration to write in the bound file, when the source registers it otherwise. */
  register?: string;
}

export interface StepDefinitionFile {
  definitions: StepDefinition[];
  /** Kept in the file (playwright-bdd's own `defineParameterType`) and known to the matcher. */
  parameterTypes?: ParameterTypeDefinition[];
  notCarried: NotCarried[];
  /** The stand-in spec: the same file with definitions as tests and hooks as test hooks. */
  standIn: string;
  /** The line of a World class (`setWorldConstructor`) holding only the browser, taken out. */
  worldDriverLine?: number;
}
