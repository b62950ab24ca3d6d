import { Link } from 'react-router';
import { LINUX_SUB_ENTRIES } from '../doc-sections';

const [prerequisites, windows, mac] = LINUX_SUB_ENTRIES;

export function LinuxInstallationSection() {
  return (
    <>
      <p>
        The Rewright desktop app for Linux (Ubuntu, Debian, Fedora and more) is{' '}
        <strong>coming soon</strong>. Until it ships, Linux users convert suites with the{' '}
        <code>rewright</code> command-line tool, which uses the same conversion engine and the same
        credits. On every system the converted tests need Node.js, npm, npx and Playwright, so the
        prerequisites below apply to Linux, Windows and Mac alike.
      </p>

      <h3 id={prerequisites.id}>{prerequisites.title}</h3>
      <ul>
        <li>
          <strong>Node.js</strong> 20 LTS or later. Playwright Test runs on Node.js.
        </li>
        <li>
          <strong>npm</strong>, the package manager that comes with Node.js.
        </li>
        <li>
          <strong>npx</strong>, which runs package commands such as <code>npx playwright test</code>
          ; it is installed with npm.
        </li>
        <li>
          <strong>Playwright</strong>: the <code>@playwright/test</code> package in your project,
          plus the browsers it drives.
        </li>
      </ul>
      <p>
        On Linux, install Node.js through nvm, which needs no root access and keeps npm current:
      </p>
      <pre tabIndex={0}>
        <code>{`curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash
# open a new terminal, then:
nvm install --lts
node --version && npm --version && npx --version`}</code>
      </pre>
      <p>
        Then add Playwright to the project that will hold the converted tests, with the browsers and
        the system libraries they need (the <code>--with-deps</code> flag uses your
        distribution&apos;s package manager and asks for <code>sudo</code>):
      </p>
      <pre tabIndex={0}>
        <code>{`npm install --save-dev @playwright/test
npx playwright install --with-deps chromium`}</code>
      </pre>
      <p>
        Starting from an empty folder, <code>npm init playwright@latest</code> does both and writes
        a starter <code>playwright.config.ts</code>.
      </p>

      <h3 id={windows.id}>{windows.title}</h3>
      <ol>
        <li>
          Install Node.js LTS with the Windows installer from nodejs.org, or from a terminal:{' '}
          <code>winget install OpenJS.NodeJS.LTS</code>. npm and npx come with it.
        </li>
        <li>
          Open a new PowerShell window and check the versions: <code>node --version</code>,{' '}
          <code>npm --version</code>, <code>npx --version</code>.
        </li>
        <li>
          In your test project run <code>npm install --save-dev @playwright/test</code>, then{' '}
          <code>npx playwright install</code> to download the browsers.
        </li>
        <li>
          Install the Rewright app from <Link to="/download">Download</Link> (see{' '}
          <Link to="/documentation?section=download-app">Download the App</Link>).
        </li>
      </ol>

      <h3 id={mac.id}>{mac.title}</h3>
      <ol>
        <li>
          Install Node.js LTS with the macOS installer from nodejs.org, or with Homebrew:{' '}
          <code>brew install node</code>. npm and npx come with it.
        </li>
        <li>
          In Terminal, check <code>node --version</code>, <code>npm --version</code> and{' '}
          <code>npx --version</code>.
        </li>
        <li>
          In your test project run <code>npm install --save-dev @playwright/test</code> and{' '}
          <code>npx playwright install</code>.
        </li>
        <li>
          Install the Rewright app from the <code>.dmg</code> on the{' '}
          <Link to="/download">Download</Link> page.
        </li>
      </ol>

      <h3>Check the setup</h3>
      <p>
        In the project folder, <code>npx playwright test --list</code> should list your tests
        without errors. If it does, converted tests will run there too.
      </p>
    </>
  );
}
