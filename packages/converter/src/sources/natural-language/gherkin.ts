/**
 * `.feature` files through `@cucumber/gherkin`: Feature → a suite, Background → its
 * `beforeEach`, Rule → a nested suite, each Scenario → a test, each Examples row of a Scenario
 * Outline → a test of its own titled with the row's values. A syntax error is a problem, not a
 * throw.
 */
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import {
  IdGenerator,
  type Background,
  type Scenario,
  type Step as GherkinStep,
} from '@cucumber/messages';
import type { ReadProblem, Step, Suite, TestCase } from './model.js';
import { lookupTable } from '../../core/lookup-table.js';

function stepOf(step: GherkinStep, values?: Record<string, string>): Step {
  const fill = (text: string): string =>
    values ? text.replace(/<([^>]+)>/g, (whole, name: string) => values[name] ?? whole) : text;
  return {
    keyword: step.keyword.trim(),
    text: fill(step.text),
    line: step.location.line,
    ...(step.dataTable
      ? { table: step.dataTable.rows.map((row) => row.cells.map((c) => fill(c.value))) }
      : {}),
    ...(step.docString ? { docString: fill(step.docString.content) } : {}),
  };
}

function testsOf(scenario: Scenario): TestCase[] {
  const tags = scenario.tags.map((t) => t.name);
  const rows = scenario.examples.flatMap((examples) =>
    (examples.tableBody ?? []).map((row) => ({
      // A header is the user's word: `<constructor>` must not find Object.prototype's.
      values: lookupTable<Record<string, string>>(
        Object.fromEntries(
          (examples.tableHeader?.cells ?? []).map((cell, i) => [
            cell.value,
            row.cells[i]?.value ?? '',
          ]),
        ),
      ),
      tags: examples.tags.map((t) => t.name),
      line: row.location.line,
    })),
  );
  if (scenario.examples.length === 0)
    return [
      {
        title: scenario.name,
        line: scenario.location.line,
        tags,
        steps: scenario.steps.map((s) => stepOf(s)),
      },
    ];
  return rows.map(({ values, tags: rowTags, line }) => {
    const named = scenario.name.replace(
      /<([^>]+)>/g,
      (whole, name: string) => values[name] ?? whole,
    );
    const title =
      named !== scenario.name ? named : `${scenario.name} (${Object.values(values).join(', ')})`;
    return {
      title,
      line,
      tags: [...tags, ...rowTags],
      steps: scenario.steps.map((s) => stepOf(s, values)),
    };
  });
}

function backgroundSteps(background: Background | undefined): Step[] {
  return background ? background.steps.map((s) => stepOf(s)) : [];
}

export function readFeature(source: string): { suite?: Suite; problem?: ReadProblem } {
  const parser = new Parser(
    new AstBuilder(IdGenerator.incrementing()),
    new GherkinClassicTokenMatcher(),
  );
  let document;
  try {
    document = parser.parse(source);
  } catch (error) {
    const first = (
      error as { errors?: { message: string; location?: { line: number; column?: number } }[] }
    ).errors?.[0];
    return {
      problem: {
        line: first?.location?.line ?? 1,
        column: first?.location?.column ?? 1,
        message: (first?.message ?? String(error)).replace(/^\(\d+:\d+\): /, ''),
      },
    };
  }
  const feature = document.feature;
  if (!feature) return {};
  const suite: Suite = {
    title: feature.name,
    line: feature.location.line,
    tags: feature.tags.map((t) => t.name),
    background: [],
    tests: [],
    children: [],
  };
  for (const child of feature.children) {
    if (child.background) suite.background = backgroundSteps(child.background);
    if (child.scenario) suite.tests.push(...testsOf(child.scenario));
    if (child.rule) {
      const rule: Suite = {
        title: child.rule.name,
        line: child.rule.location.line,
        tags: child.rule.tags.map((t) => t.name),
        background: [],
        tests: [],
        children: [],
      };
      for (const inner of child.rule.children) {
        if (inner.background) rule.background = backgroundSteps(inner.background);
        if (inner.scenario) rule.tests.push(...testsOf(inner.scenario));
      }
      suite.children.push(rule);
    }
  }
  return { suite };
}
