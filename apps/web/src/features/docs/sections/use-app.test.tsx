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

  it('says what becomes of natural-language files, a README included', () => {
    const { container } = renderWithServices(<UseAppSection />, {
      path: '/documentation?section=use-app',
    });
    const text = container.textContent ?? '';
    expect(text).toMatch(/Gherkin \.feature files/);
    expect(text).toMatch(
      /Files that hold no test case, such as a README, are not converted and cost nothing/,
    );
  });
});
