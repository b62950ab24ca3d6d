/**
 * Test cases written in `.md` and `.txt` files the ways QA teams write them: a title ("# Login
 * works", "Test case: …", "TC-12 …"), then numbered steps, bullets or prose, with optional
 * "Preconditions" (before each test when they open the file) and "Expected result" sections.
 * A block counts as a test case only when it is marked as one, or when most of its steps are
 * steps the grammar reads: a project's README or notes hold none.
 */
import { readStepText } from './grammar.js';
import type { Step, Suite, TestCase } from './model.js';
import { restore, setQuotesAside } from './text.js';

type Section = 'steps' | 'expected' | 'pre' | 'ignore';

interface Block extends TestCase {
  /** Marked as a test case ("Test case:", "TC-12", "Scenario:"), not only a heading. */
  marked: boolean;
  level: number;
  preconditions: Step[];
}

const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const marker =
  /^(?:(?:test ?case|scenario|test)(?:\s*(?:#|no\.?)?\s*[\w.-]*\d[\w.-]*)?\s*[:.–—-]\s*|(?=tc[-_ ]?\d))(?<title>.+)$/i;
const sections: readonly [RegExp, Section][] = [
  [/^(?:pre-?conditions?|prerequisites?|setup|background|given)\s*:?\s*(?<rest>.*)$/i, 'pre'],
  [
    /^(?:steps|test steps|steps to reproduce|actions|procedure|test procedure|when)\s*:?\s*(?<rest>.*)$/i,
    'steps',
  ],
  [
    /^(?:expected(?: results?| outcome| behaviou?r)?|verification|then|results?)\s*:?\s*(?<rest>.*)$/i,
    'expected',
  ],
  [
    /^(?:description|objective|summary|purpose|notes?|comments?|test data|environment|browser|priority|severity|author|id|component|module|type|status|created|updated|owner|area|feature|estimate)\s*:\s*(?<rest>.*)$/i,
    'ignore',
  ],
];
const listItem = /^\s*(?:\d+[.)]|[-*+•]|step\s*\d+\s*[:.)-])\s+(?<text>.*)$/i;
const tableRow = /^\s*\|.*\|\s*$/;
const fence = /^\s*(?:```|""")/;
const tagLine = /^(?:tags?\s*:\s*)?(?<tags>@[\w-]+(?:[\s,]+@[\w-]+)*)\s*$/i;

/** Sentences of a paragraph of prose; periods inside quotes do not end one. */
function sentences(paragraph: string): string[] {
  const { text, spans = [] } = setQuotesAside(paragraph);
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((s) => restore(s, spans).trim())
    .filter((s) => s.length > 0);
}

/**
 * How many steps the grammar reads; a block titled only by a heading is a test case when most of
 * its steps read (or, in a file that already holds test cases, when any does).
 */
function readCount(steps: readonly Step[]): number {
  return steps.filter(
    (s) => 'actions' in readStepText(s.text, { expectation: !!s.expectation, table: !!s.table }),
  ).length;
}

function readable(steps: readonly Step[]): boolean {
  if (steps.length === 0) return false;
  const read = readCount(steps);
  return read > 0 && read * 2 >= steps.length;
}

export function readPlainText(source: string, fileTitle: string): Suite {
  const lines = source.split(/\r?\n/);
  const blocks: Block[] = [];
  const headings: { level: number; title: string; line: number }[] = [];
  const fileLevel: Step[] = [];
  const orphan: Step[] = [];
  let block: Block | undefined;
  let section: Section = 'steps';
  let paragraph: { text: string; line: number } | undefined;
  let last: Step | undefined;
  let docString: { lines: string[]; step: Step } | undefined;

  const target = (): Step[] => {
    if (section === 'pre') return block ? block.preconditions : fileLevel;
    return block ? block.steps : orphan;
  };
  const push = (text: string, line: number): void => {
    const step: Step = {
      keyword: '',
      text,
      line,
      ...(section === 'expected' ? { expectation: true } : {}),
    };
    target().push(step);
    last = step;
  };
  const flush = (): void => {
    if (paragraph && section !== 'ignore')
      for (const sentence of sentences(paragraph.text)) push(sentence, paragraph.line);
    paragraph = undefined;
  };
  const open = (title: string, line: number, marked: boolean, level: number): void => {
    flush();
    // Preconditions under the file's heading, before any test case, hold for every test case.
    if (block && block.steps.length === 0 && block.preconditions.length) {
      fileLevel.push(...block.preconditions);
      block.preconditions = [];
    }
    block = { title, line, tags: [], steps: [], marked, level, preconditions: [] };
    blocks.push(block);
    section = 'steps';
    last = undefined;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    if (docString) {
      if (fence.test(raw)) {
        docString.step.docString = docString.lines.join('\n');
        docString = undefined;
      } else docString.lines.push(raw.trim());
      return;
    }
    const text = raw.trim();
    if (!text) return flush();
    if (fence.test(raw) && last) {
      flush();
      docString = { lines: [], step: last };
      return;
    }
    if (tableRow.test(raw) && last) {
      flush();
      if (/^\s*\|[\s:|-]+\|\s*$/.test(raw)) return;
      const cells = text
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim());
      last.table = [...(last.table ?? []), cells];
      return;
    }
    const h = heading.exec(text);
    const titleText = h ? h[2]! : text;
    for (const [pattern, kind] of sections) {
      const m = pattern.exec(titleText.replace(/^\*\*(.+?)\*\*/, '$1'));
      if (m && (h || kind !== 'ignore' || !listItem.test(raw))) {
        flush();
        section = kind;
        const rest = m.groups!.rest!.trim();
        if (rest && kind !== 'ignore') push(rest, line);
        return;
      }
    }
    const tags = tagLine.exec(text);
    if (tags) {
      const names = tags.groups!.tags!.split(/[\s,]+/);
      if (block) block.tags.push(...names);
      return;
    }
    const m = marker.exec(titleText);
    if (m && (h || !listItem.test(raw)))
      return open(m.groups!.title!.trim(), line, true, h ? h[1]!.length : 7);
    if (h) {
      headings.push({ level: h[1]!.length, title: titleText, line });
      return open(titleText, line, false, h[1]!.length);
    }
    const item = listItem.exec(raw);
    if (item) {
      flush();
      if (section === 'ignore') section = 'steps';
      return push(item.groups!.text!.trim(), line);
    }
    if (/^\s/.test(raw) && last && !paragraph) {
      last.text = `${last.text} ${text}`;
      return;
    }
    paragraph = paragraph
      ? { text: `${paragraph.text} ${text}`, line: paragraph.line }
      : { text, line };
  });
  flush();

  const clear = blocks.filter((b) => (b.marked ? b.steps.length > 0 : readable(b.steps)));
  const tests = blocks.filter(
    (b) => clear.includes(b) || (clear.length > 0 && readCount(b.steps) > 0),
  );
  if (tests.length === 0 && readable(orphan) && blocks.every((b) => b.steps.length === 0))
    tests.push({
      title: fileTitle,
      line: orphan[0]!.line,
      tags: [],
      steps: orphan,
      marked: false,
      level: 7,
      preconditions: [],
    });
  // The file's first heading titles the suite when the test cases sit under it.
  const top = headings[0];
  const title =
    top &&
    tests.length > 0 &&
    !tests.some((t) => t.line === top.line) &&
    tests.every((t) => t.level > top.level)
      ? top.title
      : undefined;
  return {
    ...(title ? { title } : {}),
    line: top?.line ?? 1,
    tags: [],
    background: tests.length ? fileLevel : [],
    tests: tests.map((t) => ({
      title: t.title,
      line: t.line,
      tags: t.tags,
      steps: [...t.preconditions, ...t.steps],
    })),
    children: [],
  };
}
