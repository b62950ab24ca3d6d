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
  /** Set when the binding cannot carry the body: the definition stays, as a TODO. */
  notCarried?: { original: string; why: string };
}

export interface NotCarried {
  line: number;
  /** The original call, for the TODO. */
  original: string;
  why: string;
}

export interface StepDefinitionFile {
  definitions: StepDefinition[];
  notCarried: NotCarried[];
  /** The stand-in spec: the same file with definitions as tests and hooks as test hooks. */
  standIn: string;
}
