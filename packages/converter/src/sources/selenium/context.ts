/**
 * The narrow context a Selenium rule gets: read facts, emit sub-expressions, write output, report.
 * Rules never see the walker (`emitter.ts`) itself.
 */
import type ts from 'typescript';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { Code } from '../../playwright/code.js';
import type { Output } from '../../playwright/output.js';
import type { Shape, Value } from '../../playwright/values.js';
import type { Facts } from './analysis.js';
import type { SuitePlan } from './suite-plan.js';

export interface RuleContext {
  readonly facts: Facts;
  readonly out: Output;
  readonly sf: ts.SourceFile;
  /** Whether the output keeps TypeScript types (input was TypeScript). */
  readonly typed: boolean;
  /** Emits a sub-expression with its shape. */
  expr(node: ts.Expression): Value;
  /** Emits a sub-expression as a plain value (awaited, first match applied). */
  settle(node: ts.Expression): Code;
  /** The original text of a node with its children converted. */
  emit(node: ts.Node): string;
  original(node: ts.Node): string;
  /** A function's body converted (a block `{ … }`, or the expression), in an async scope. */
  functionBody(fn: ts.FunctionLikeDeclaration): string;
  /** The page (or the frame switched to) a driver expression stands for here. */
  pageOf(driver: ts.Expression): Code;
  /** The page itself, ignoring frames (for page reads: title, url). */
  topPageOf(driver: ts.Expression): Code;
  /** The frame later finds of this function start from, if one is switched to. */
  currentFrame(): Code | undefined;
  /** A name for a declaration the conversion adds, unused in the function being emitted. */
  freshName(base: string): string;
  /** Switches the frame later finds of this function start from (undefined: the page). */
  switchFrame(driver: ts.Expression, frame: Code | 'parent' | undefined): void;
  /** Makes a driver parameter (a wait condition's `d`) stand for `page` in what is emitted next. */
  aliasDriver(decl: ts.Node, page: Code): void;
  /** A statement to write before the statement being emitted. */
  before(statement: string): void;
  report(node: ts.Node, code: DiagnosticCode, detail?: string): void;
  /** Leaves the statement holding `node` as the original under a TODO; the value is the original. */
  todo(node: ts.Node, code: DiagnosticCode, detail?: string): Value;
  /** What a declaration holds (an element, a list), for its later uses. */
  remember(decl: ts.Node, shape: Shape): void;
  shapeOf(decl: ts.Node): Shape | undefined;
  /** A declaration whose uses are replaced by a value (a read inlined into its assertion). */
  rememberValue(decl: ts.Node, value: Value): void;
  valueOf(decl: ts.Node): Value | undefined;
  /** Records that the enclosing test or hook callback takes a fixture (`page`, `browser`). */
  useFixture(name: string): void;
  declarationOf(node: ts.Node): ts.Node | undefined;
  /** The new name of a user binding that clashed with a fixture's (`fixture-names.ts`). */
  renamed(node: ts.Identifier): string | undefined;
  /** The alert a dialog handler takes care of, while its sequence is emitted. */
  alert: Value | undefined;
  /** Whether the code being emitted is a test's or hook's own body (not a helper it calls). */
  readonly inTestOrHook: boolean;
  /** Whether the statement being emitted is inside a function that was made async. */
  readonly inAsync: boolean;
}

/** What statement rules get besides the rule context: statements and callbacks emitted by the walker. */
export interface StatementContext extends RuleContext {
  /** Statements as the walker emits them (rules claim what they know). */
  statementList(statements: readonly ts.Statement[]): string;
  /** A statement as the walker emits it when no statement rule claims it. */
  statement(s: ts.Statement): string;
  /** A test or hook callback as an async arrow taking the fixtures it uses. */
  callback(fn: ts.FunctionLikeDeclaration, fixtures: Set<string>): string;
  readonly plan: SuitePlan;
}

/** What a statement rule claims: the output and how many statements (from the current one) it covers. */
export interface Claimed {
  text: string;
  consumed: number;
}
