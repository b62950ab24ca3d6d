import { convertingKinds } from '@rewright/converter/kinds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../app/render-with-services';
import { UseAppSection } from './use-app';

/**
 * The user guide names only the sources the engine converts today, each with how its test cases
 * (credits) are counted: the converter's list of kinds (`convertingKinds()`) is the truth.
 */
describe('UseAppSection', () => {
  it('lists exactly the kinds the converter converts, with how a test case is counted', () => {
    renderWithServices(<UseAppSection />, { path: '/documentation?section=use-app' });
    const list = screen.getByRole('list', { name: 'Sources Rewright converts' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual(
      convertingKinds().map((kind) => `${kind.label}: ${kind.testCase.replaceAll('`', '')}`),
    );
  });

  it('claims no source the converter does not convert', () => {
    const { container } = renderWithServices(<UseAppSection />, {
      path: '/documentation?section=use-app',
    });
    const text = container.textContent ?? '';
    // Natural language is the one kind that does not convert yet: the guide says so.
    expect(text).not.toMatch(/natural language: /i);
    expect(text).toMatch(/Natural-language descriptions[^.]*are not converted yet/);
  });
});
