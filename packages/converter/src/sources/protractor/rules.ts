/**
 * The rule lists, in the order they are tried. Each concern module contributes its rules here, so
 * the whole conversion reads top to bottom in one place.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import type { Kind, Out } from './kinds.js';
import {
  chainedAction,
  finderMethod,
  finderMethodReference,
  findersMethod,
  locatorArrayMethod,
} from './actions.js';
import { clearThenSendKeys } from './send-keys.js';
import {
  expectCall,
  expectationCall,
  expectationProperty,
  failCall,
  jasmineHelper,
  shouldProperty,
} from './assertions.js';
import { browserCall, browserProperty, ignoreSynchronization } from './browser.js';
import { actionsCall } from './browser/actions-sequence.js';
import { promiseAll } from './control-flow.js';
import { asyncArrayMap, asyncForEach, elementsIteration } from './iteration.js';
import { flattenThen, thenCall } from './then-chains.js';
import { dialogSequence } from './dialogs.js';
import { globalProperty } from './globals.js';
import { keyChord, keyProperty } from './keys.js';
import {
  byCall,
  byMemberCall,
  elementAll,
  finderNavigation,
  globalLocatorCall,
} from './locators.js';
import { exportsStatement, protractorImport, requireStatement } from './modules.js';
import {
  doneCall,
  jasmineEnvCall,
  jasmineTimeout,
  mochaContextCall,
  pendingCall,
  testCall,
} from './structure.js';
import { conditionCall, conditionMethod } from './waits.js';

export type CallRule = (node: ts.CallExpression, cx: RuleContext) => Out | undefined;
export type IdentifierCallRule = (
  node: ts.CallExpression,
  callee: ts.Identifier,
  global: string | undefined,
  cx: RuleContext,
) => Out | undefined;
export type MemberCallRule = (
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
) => Out | undefined;
export type MemberPropertyRule = (
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
) => Out | undefined;
export type StatementRule = (
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
) => { text: string; consumed: number } | undefined;

/** Tried on every call before its callee is evaluated (they match on the call's shape). */
export const callRules: CallRule[] = [
  testCall,
  mochaContextCall,
  jasmineHelper,
  jasmineEnvCall,
  chainedAction,
  promiseAll,
];

/** Calls of a plain identifier: Protractor's globals, `expect`, Jasmine's `fail`/`pending`. */
export const identifierCallRules: IdentifierCallRule[] = [
  (node, _callee, global, cx) => (global ? globalLocatorCall(node, global, cx) : undefined),
  expectCall,
  failCall,
  pendingCall,
];

/** `element.all`, `by.css`, `protractor.Key.chord`, `EC.visibilityOf`… */
const globalMemberCall: MemberCallRule = (node, receiver, name, cx) => {
  if (receiver.kind.type !== 'global') return undefined;
  switch (receiver.kind.name) {
    case 'element':
      return name === 'all' ? elementAll(node, cx) : undefined;
    case 'by':
      return byCall(node, name, cx);
    case 'Key':
      return keyChord(node, receiver, name, cx);
    case 'EC':
      return conditionCall(node, receiver, name, cx);
    default:
      return undefined;
  }
};

/** Method calls, by the kind of their receiver. */
export const memberCallRules: Partial<Record<Kind['type'], MemberCallRule[]>> = {
  global: [globalMemberCall],
  by: [byMemberCall],
  finder: [finderNavigation, finderMethod],
  finders: [finderNavigation, findersMethod, elementsIteration, thenCall],
  browser: [browserCall],
  actions: [actionsCall],
  expectation: [expectationCall],
  promise: [thenCall],
  condition: [conditionMethod],
  'locator-array': [locatorArrayMethod, asyncArrayMap],
  value: [asyncArrayMap],
  unknown: [asyncArrayMap],
};

/** Property reads, by the kind of their receiver (`*` for every kind). */
export const memberPropertyRules: Partial<Record<Kind['type'] | '*', MemberPropertyRule[]>> = {
  '*': [shouldProperty],
  global: [globalProperty, keyProperty],
  browser: [browserProperty],
  expectation: [expectationProperty],
  finder: [finderMethodReference],
};

/** Rules that may claim one or several statements of a statement list. */
export const statementRules: StatementRule[] = [
  protractorImport,
  requireStatement,
  exportsStatement,
  ignoreSynchronization,
  jasmineTimeout,
  doneCall,
  clearThenSendKeys,
  dialogSequence,
  flattenThen,
  asyncForEach,
];
