import { Link } from 'react-router';

export function UseAppSection() {
  return (
    <>
      <p>
        Rewright turns test suites of these kinds into Playwright Test files in TypeScript. Your
        original files are never changed. Each test case costs one credit, counted like this:
      </p>
      <ul aria-label="Sources Rewright converts">
        <li>
          <strong>Protractor</strong>: one per <code>it</code> (also <code>fit</code>,{' '}
          <code>xit</code>) or Mocha <code>specify</code>
        </li>
        <li>
          <strong>Selenium WebDriver (JavaScript/TypeScript)</strong>: one per <code>it</code> or{' '}
          <code>test</code> (Mocha, Jest, Jasmine)
        </li>
        <li>
          <strong>Selenium WebDriver (Java)</strong>: one per <code>@Test</code> method (TestNG,
          JUnit 4 and 5; each data-provider row or parameter set counts)
        </li>
        <li>
          <strong>Selenium WebDriver (Python)</strong>: one per <code>test_</code> function or
          method (each parametrize case counts)
        </li>
        <li>
          <strong>Natural language</strong>: one per scenario or described test case (each Scenario
          Outline example row counts); a file that holds none is not charged
        </li>
      </ul>

      <h3>Convert a suite in the desktop app</h3>
      <ol>
        <li>Start Rewright and sign in. The workspace shows your remaining credits.</li>
        <li>
          Choose <strong>Open folder</strong> and select the folder of your existing tests. The app
          scans it, recognises the kind of each file, and lists the specs, page objects and helpers
          it found with the number of test cases.
        </li>
        <li>
          Check the credit count (one credit per test case) and choose <strong>Convert</strong>.
        </li>
        <li>
          Pick an output folder. Rewright writes one <code>.spec.ts</code> per spec, converted page
          objects and helpers, and a <code>playwright.config.ts</code> derived from your old
          configuration (base URL, timeouts, browsers).
        </li>
        <li>
          Read the report. Anything the rules could not convert safely is kept as a{' '}
          <code>{'// TODO(rewright):'}</code> comment above the original code, with the file, line
          and reason, so nothing is dropped silently.
        </li>
      </ol>

      <h3>What the converted tests look like</h3>
      <p>
        Converted tests use Playwright&apos;s <code>{'{ page }'}</code> fixture, locators and
        web-first assertions that wait by themselves, so fixed sleeps disappear where a condition
        expresses the intent:
      </p>
      <pre tabIndex={0}>
        <code>{`import { expect, test } from '@playwright/test';

test('shows the dashboard after login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});`}</code>
      </pre>

      <h3>Run and verify</h3>
      <ol>
        <li>
          Open a terminal in the output folder and run <code>npx playwright test</code>.
        </li>
        <li>
          <code>npx playwright test --ui</code> shows each step, and{' '}
          <code>npx playwright show-report</code> opens the HTML report of the last run.
        </li>
        <li>
          Resolve the <code>TODO(rewright)</code> comments, then commit the new suite next to, or in
          place of, the old one.
        </li>
      </ol>

      <h3>From the command line</h3>
      <p>
        The <code>rewright</code> command does the same from a terminal or a CI pipeline, on every
        system including Linux:
      </p>
      <pre tabIndex={0}>
        <code>{`rewright convert <src>                      # writes <src>-playwright beside it
rewright convert e2e --out tests/playwright  # choose the output folder
rewright convert e2e --dry-run               # count and report, write nothing
rewright convert e2e --report report.html    # side-by-side HTML report`}</code>
      </pre>
      <p>
        <code>rewright convert --help</code> lists every option, including <code>--from</code> to
        name the source kind when detection is not enough.
      </p>

      <h3>Natural-language tests</h3>
      <p>
        Test cases written in plain language become Playwright tests too: Gherkin{' '}
        <code>.feature</code> files, and <code>.md</code> or <code>.txt</code> files with a title
        per test case followed by numbered steps, bullets or prose (&quot;Go to the login page,
        enter the e-mail, click Sign in, the dashboard heading is visible&quot;). Each step becomes
        a <code>test.step</code> with the step&apos;s own words; a step Rewright cannot read stays
        as a TODO with the reason, so that test case is free. Files that hold no test case, such as
        a README, are not converted and cost nothing. The <Link to="/demo">demo</Link> page shows a
        conversion.
      </p>
    </>
  );
}
