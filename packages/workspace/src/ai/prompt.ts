import type { AiRequest } from './providers';
import type { TodoSite } from './todo-sites';

/**
 * The instruction, the same for every TODO. It asks for a fenced block so that prose around it is
 * told apart from code, and forbids imports and invented elements, which the gate refuses anyway.
 */
export const AI_INSTRUCTION = [
  'You finish a conversion of an end-to-end test to Playwright Test (TypeScript).',
  "Rewright's deterministic rules converted the file but could not convert one statement.",
  'Answer with exactly one ```ts fenced code block holding the statements that replace it,',
  'to run inside an async Playwright test body (`page` is the Playwright Page).',
  'Use only the names in scope and web-first `expect` assertions. Do not import anything.',
  'Do not invent selectors, test ids, labels or texts the original does not contain.',
  'If it cannot be done faithfully, answer without a code block and say why.',
].join('\n');

/**
 * Only the TODO's own statement and its smallest context: the source kind, why the rules left it,
 * the original, a few converted lines around it and the names in scope. Nothing else of the file
 * or the project is sent — the FAQ's promise ("small relevant portions of test code that the rules
 * cannot convert").
 */
export function requestFor(kind: string, site: TodoSite): AiRequest {
  const sections = [
    `Source kind: ${kind}`,
    `Why the rules left it: ${site.rule}: ${site.message}`,
    `Original statement:\n${site.original || '(kept only in the reason above)'}`,
    `Converted lines before it:\n${site.before.join('\n') || '(none)'}`,
    `Converted lines after it:\n${site.after.join('\n') || '(none)'}`,
    `Names in scope: ${site.names.join(', ') || '(none)'}`,
  ];
  return { system: AI_INSTRUCTION, user: sections.join('\n\n') };
}
