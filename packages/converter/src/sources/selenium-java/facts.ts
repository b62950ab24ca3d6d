/**
 * What the analysis (`analysis.ts`) knows about the project before anything is emitted: its
 * classes (test classes, their base classes, page objects, enums), their fields and methods with
 * the Java types they declare, which methods reach the browser (and so become async), and which
 * assertion library each file uses.
 */
import type { JNode } from './parser.js';

export interface FieldFacts {
  name: string;
  /**
   * The member's TypeScript name: the Java name, unless the class has a method of that name (Java
   * keeps fields and methods apart, a TypeScript class does not): `heading` → `headingElement`.
   */
  tsName: string;
  /** The declared Java type, generics included (`List<WebElement>`). */
  type: string;
  isStatic: boolean;
  isFinal: boolean;
  /** `@FindBy(id = "x")` and friends: the strategy and its literal. */
  findBy?: { strategy: string; literal: string; many: boolean };
  /** `By x = By.id("y")`: the strategy and literal, when written as literals. */
  by?: { strategy: string; literal: string };
  value?: JNode;
  node: JNode;
}

export interface MethodFacts {
  name: string;
  returnType: string;
  params: { name: string; type: string }[];
  annotations: string[];
  isStatic: boolean;
  node: JNode;
}

export interface ClassFacts {
  name: string;
  path: string;
  kind: 'class' | 'enum' | 'interface';
  superclass?: string;
  fields: Map<string, FieldFacts>;
  methods: Map<string, MethodFacts>;
  /** `@Test` on the class: every public void method is a test (TestNG). */
  classTest?: JNode;
  /** It declares tests or hooks, or extends a class that does. */
  isTestClass: boolean;
  /** A test class that others extend: its hooks and helpers become exported functions. */
  isTestBase: boolean;
  node: JNode;
}

export type AssertStyle = 'testng' | 'junit4' | 'junit5';

export interface FileFacts {
  path: string;
  packageName: string;
  /** Simple names imported from the project's own classes are resolved through `classes`. */
  imports: string[];
  assertStyle: AssertStyle;
  tree: JNode;
}

export interface ProjectFacts {
  files: Map<string, FileFacts>;
  classes: Map<string, ClassFacts>;
  /** Methods (by name) that reach the browser: they become async and their calls are awaited. */
  asyncMethods: Set<string>;
  /** Methods (by name) that use the browser themselves or through what they call. */
  browserMethods: Set<string>;
  /** Methods (by name) that read an alert, and those of them that answer it. */
  alertReaders: Set<string>;
  alertAnswerers: Set<string>;
  /** `WebDriverWait` fields and their timeout in milliseconds (undefined: Playwright's default). */
  waitFields: Map<string, string | undefined>;
  /** A method that is not a test leaves a frame switch in place: frames are driver state (`frames.ts`). */
  framesOutliveMethods: boolean;
  /** A method that is not a test switches windows: windows are driver state (`windows.ts`). */
  windowsOutliveMethods: boolean;
  /** TestNG `@DataProvider` methods by name (their name attribute or the method's). */
  dataProviders: Map<string, JNode>;
}
