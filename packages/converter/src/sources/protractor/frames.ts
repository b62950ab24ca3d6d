/**
 * The functions being emitted, innermost last (the file at the bottom), and what follows from
 * where the code runs: which page it reaches (the `page` fixture, `this.page`, a page parameter
 * added to a helper, a describe's shared page), where an `await` makes a function async, and the
 * names generated code may take.
 */
import ts from 'typescript';
import type { Frame } from './context.js';
import type { Kind } from './kinds.js';
import type { Role } from './roles.js';
import type { ProjectState } from './state.js';
import { declaresName } from './syntax-walk.js';

export class FrameStack {
  readonly frames: Frame[] = [];

  constructor(
    private readonly sf: ts.SourceFile,
    private readonly state: ProjectState,
    private readonly pageName: string,
  ) {}

  get frame(): Frame {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) throw new Error('no frame');
    return frame;
  }

  push(node: ts.Node, role: Role): Frame {
    const frame: Frame = {
      node,
      role,
      awaits: false,
      awaitsEmitted: 0,
      fixtures: new Set(),
      returnsPromise: false,
      returnKinds: [],
      usesThis: false,
      hoisted: new Set(),
      hoistedSymbols: new Set(),
      names: new Set(),
      usesPage: false,
      assignments: [],
      testCallSeen: false,
    };
    this.frames.push(frame);
    return frame;
  }

  pop(): void {
    this.frames.pop();
  }

  markAwait(): void {
    this.frame.awaitsEmitted++;
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (frame.role === 'file' || frame.role === 'describe') {
        // Top level: the statement needs a page and will move into a hook, which is async.
        if (frame.statement) frame.hoisted.add(frame.statement);
        return;
      }
      frame.awaits = true;
      return;
    }
  }

  /** A name not yet used by generated code in the current function. */
  freshName(base: string): string {
    const frame = this.frame;
    let name = base;
    for (let i = 2; frame.names.has(name) || declaresName(this.sf, name); i++) name = `${base}${i}`;
    frame.names.add(name);
    return name;
  }

  /**
   * The expression for the current Playwright page, wherever the code runs: the `page` fixture in
   * tests and hooks, `this.page` in page-object classes, a `page` parameter added to helpers, the
   * shared page of a describe whose `beforeAll` drives the browser. At describe or file level the
   * current statement moves into a `beforeEach` where the fixture exists.
   */
  pageRef(): string {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (frame.pageOverride) {
        frame.usesPage = true;
        return frame.pageOverride;
      }
      switch (frame.role) {
        case 'test':
        case 'hook': {
          const shared = this.sharedPageAbove(i);
          if (shared) return shared;
          frame.fixtures.add('page');
          return this.pageName;
        }
        case 'hook-all': {
          const owner = this.describeOwner(i);
          this.state.add(this.state.sharedPage, owner);
          return this.pageName;
        }
        case 'member':
          this.markPageClass(frame.node);
          return 'this.page';
        case 'constructor':
        case 'named': {
          if (this.capturesPage(i)) continue;
          this.state.add(this.state.pageFunctions, frame.node);
          return this.pageName;
        }
        case 'callback':
          continue;
        case 'factory':
          frame.usesPage = true;
          return this.pageName;
        case 'describe':
        case 'file': {
          if (frame.statement) frame.hoisted.add(frame.statement);
          const shared = this.sharedPageAbove(i + 1);
          return shared ?? this.pageName;
        }
      }
    }
    return this.pageName;
  }

  /** The iframe switched to (`switchTo().frame(…)`) that locators start from, if any. */
  frameRoot(): string | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (frame.frameRoot) return frame.frameRoot;
      if (frame.role !== 'callback') break;
    }
    return undefined;
  }

  /** The nearest function that is not a callback: a window or frame switched to stays switched in it. */
  owner(): Frame {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (frame && frame.role !== 'callback') return frame;
    }
    return this.frame;
  }

  /** The test or hook the code runs in, through callbacks only (where its fixtures are). */
  testOrHook(): Frame | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (frame.role === 'test' || frame.role === 'hook' || frame.role === 'hook-all') return frame;
      if (frame.role !== 'callback') break;
    }
    return undefined;
  }

  /** A describe-level statement that reads a hoisted variable must be hoisted too. */
  noteHoistedUse(decl: ts.Node): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame || (frame.role !== 'describe' && frame.role !== 'file') || !frame.statement) return;
    if (this.frames.some((f) => f.hoistedSymbols.has(decl))) frame.hoisted.add(frame.statement);
  }

  /** The shared page name if a describe at or above frame `index - 1` shares one page. */
  sharedPageAbove(index: number): string | undefined {
    for (let i = index - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) continue;
      if (
        (frame.role === 'describe' || frame.role === 'file') &&
        this.state.sharedPage.has(frame.node)
      ) {
        return this.pageName;
      }
    }
    return undefined;
  }

  /**
   * `browser.baseUrl` in a test or hook (or a callback in one) reads the `baseURL` fixture: true
   * once the fixture is asked for; false elsewhere.
   */
  useBaseUrlFixture(): boolean {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (frame.role === 'test' || frame.role === 'hook') {
        frame.fixtures.add('baseURL');
        return true;
      }
      if (frame.role !== 'callback') break;
    }
    return false;
  }

  /** Whether `this` here is Jasmine's or Mocha's test context (not Playwright's). */
  inTestContext(): boolean {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (ts.isArrowFunction(frame.node) && frame.role === 'callback') continue;
      return frame.role === 'test' || frame.role === 'hook' || frame.role === 'hook-all';
    }
    return false;
  }

  /** Marks the current function as using `this` (a test callback then stays a `function`). */
  markThis(): void {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (!frame) break;
      if (ts.isArrowFunction(frame.node)) continue;
      frame.usesThis = true;
      return;
    }
  }

  /** Records the kind a `return` gives its function. */
  noteReturn(kind: Kind): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) return;
    if (kind.type === 'promise' && !kind.sync) frame.returnsPromise = true;
    frame.returnKinds.push(kind);
  }

  /** Whether a helper declared inside a test or page object captures its page instead of taking one. */
  private capturesPage(index: number): boolean {
    for (let i = index - 1; i >= 0; i--) {
      const role = this.frames[i]?.role;
      if (role === 'test' || role === 'hook' || role === 'hook-all' || role === 'member')
        return true;
      if (role === 'constructor' || role === 'named') return true;
    }
    return false;
  }

  /** The describe callback (or file) a hook at frame `index` belongs to. */
  private describeOwner(index: number): ts.Node {
    for (let i = index - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (frame && (frame.role === 'describe' || frame.role === 'file')) return frame.node;
    }
    return this.sf;
  }

  private markPageClass(member: ts.Node): void {
    const cls =
      member.parent && ts.isPropertyDeclaration(member.parent)
        ? member.parent.parent
        : member.parent;
    if (cls && ts.isClassLike(cls)) this.state.add(this.state.pageClasses, cls);
  }
}
