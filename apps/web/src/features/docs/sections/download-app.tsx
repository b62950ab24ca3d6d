import { Link } from 'react-router';

export function DownloadAppSection() {
  return (
    <>
      <p>
        The Rewright desktop app converts test suites on your own machine. It is available for{' '}
        <strong>Windows 10 or later</strong> and <strong>macOS 10.15 or later</strong>; the Linux
        version is <strong>coming soon</strong> (until then, see{' '}
        <Link to="/documentation?section=linux-installation">Linux Installation</Link> for the
        command-line route). Downloading requires a Rewright account, so you need to be logged in.
      </p>

      <h3>Download</h3>
      <ol>
        <li>
          Sign in (see <Link to="/documentation?section=signup-login">Sign Up &amp; Login</Link>).
        </li>
        <li>
          Open <Link to="/download">Download</Link>. Each platform card shows the version, file size
          and file type.
        </li>
        <li>
          Select <strong>Download .exe</strong> on the Windows card or{' '}
          <strong>Download .dmg</strong> on the macOS card. Signed out, the buttons read{' '}
          <strong>Login to Download</strong> and take you to sign up first.
        </li>
      </ol>

      <h3>Install on Windows</h3>
      <ol>
        <li>
          Run the downloaded <code>.exe</code> installer (Windows 10 or 11, 64-bit, 4 GB RAM).
        </li>
        <li>Follow the installer; Rewright is added to the Start menu.</li>
        <li>Start Rewright and sign in with your Rewright account when asked.</li>
      </ol>

      <h3>Install on macOS</h3>
      <ol>
        <li>
          Open the downloaded <code>.dmg</code> (macOS 10.15 or later, Apple silicon).
        </li>
        <li>
          Drag <strong>Rewright</strong> into <strong>Applications</strong>, then eject the disk
          image.
        </li>
        <li>
          Start Rewright from Applications. The first time, macOS asks you to confirm opening an app
          downloaded from the internet; choose <strong>Open</strong>.
        </li>
      </ol>

      <h3>Signing in to the app</h3>
      <p>
        The app opens your default browser on the Rewright sign-in page. After you sign in, the
        browser hands the session back to the app and you can close the tab. The app stores its
        session in your operating system&apos;s keychain, so you stay signed in between launches.
      </p>
      <p>
        Before your first conversion, install the prerequisites described in{' '}
        <Link to="/documentation?section=linux-installation">Linux Installation</Link>: Node.js,
        npm, npx and Playwright, which run the converted tests.
      </p>
    </>
  );
}
