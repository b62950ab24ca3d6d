/**
 * What analysis (`analysis.ts`) learns about the project before anything is emitted; rules and the
 * modules analysis itself uses (`instances.ts`) read it.
 */
import type ts from 'typescript';

export interface Facts {
  checker: ts.TypeChecker;
  /** Variables and parameters that hold a driver. */
  drivers: Set<ts.Node>;
  /** Globals that hold a driver a hook built (`global.driver = …`); see `globals.ts`. */
  globalDrivers: Set<string>;
  /** Undeclared `driver`/`browser` never assigned but driven: assumed to be the WebDriver. */
  assumedDrivers: Set<string>;
  /** Properties of Mocha's context that hold a driver (`this.driver = …` in a hook). */
  contextDrivers: Set<string>;
  /** Per class, the properties that hold a driver (`this.driver`). */
  driverProperties: Map<ts.Node, Set<string>>;
  /** Functions that now await Playwright calls (callers await them in turn). */
  asyncFunctions: Set<ts.Node>;
  /** Variables assigned `new C(…)` of a class (or constructor function) of the project: its declaration. */
  instances: Map<ts.Node, ts.Node>;
  /** Functions that return an element (`return this.driver.findElement(…)`) or a list of them. */
  returnsElements: Map<ts.Node, 'one' | 'many'>;
  /**
   * Functions called while the caller is inside a frame: each takes that frame as a last
   * parameter defaulting to the page named here (`this.driver`, `driver`); see `frame-scope.ts`.
   */
  framed: Map<ts.Node, string>;
}
