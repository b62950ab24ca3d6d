/**
 * What the analysis (`analysis.ts`) knows about the project, read by every rule: its modules,
 * classes and pytest fixtures, and the names that hold the driver, locators or waits.
 */
import type { PyNode } from './parser.js';
import type { Val } from './values.js';

export interface FixtureFacts {
  name: string;
  path: string;
  scope: 'function' | 'class' | 'module' | 'package' | 'session';
  autouse: boolean;
  /** It builds the WebDriver: Playwright's `page` takes its place. */
  isDriver: boolean;
  /** It sets the page up and hands the driver back (`yield driver`). */
  returnsDriver: boolean;
  /** The fixtures it asks for. */
  needs: string[];
  /** `@pytest.fixture(params=[…], ids=[…])`: each test using it runs once per param. */
  params?: { values: PyNode; ids?: PyNode };
  node: PyNode;
}

export interface ClassFacts {
  name: string;
  path: string;
  bases: string[];
  methods: Set<string>;
  /** `@property` methods that reach the browser (read as `await obj.name()`). */
  asyncProperties: Set<string>;
  isTestClass: boolean;
  isUnittest: boolean;
  node: PyNode;
}

export interface ModuleFacts {
  path: string;
  /** Dotted module name from the project root (`pages.login_page`). */
  moduleName: string;
  isConftest: boolean;
  isTestModule: boolean;
  tree: PyNode;
}

export interface ProjectFacts {
  modules: Map<string, ModuleFacts>;
  classes: Map<string, ClassFacts>;
  fixtures: Map<string, FixtureFacts>;
  /** Functions and methods (by name) that become async. */
  asyncNames: Set<string>;
  /** Names that hold the driver (parameters, attributes, fixtures). */
  driverNames: Set<string>;
  /** Names (module constants, class attributes) that hold a locator tuple. */
  locatorNames: Set<string>;
  /** `@property` methods that reach the browser, by name (read as `await obj.name()`). */
  asyncProperties: Set<string>;
  /** Attributes whose value rules must know (a wait, a chain, an element returned by a getter). */
  attrKinds: Map<string, (code: string, at: { page: string; root: string }) => Val>;
  /** Parameter names of functions and methods, for keyword arguments. */
  signatures: Map<string, string[]>;
  /** Functions that return an element, elements, or a `Select` of one. */
  returnKinds: Map<string, 'loc' | 'locs' | 'select'>;
  /** Module-level names bound to a number, by name. */
  numbers: Map<string, string>;
  /** Names some class defines as a `@property`. */
  propertyNames: Set<string>;
  /** Attributes the suite reads from a project class (`LoginPage.USERNAME`), by name. */
  staticReads: Set<string>;
}
