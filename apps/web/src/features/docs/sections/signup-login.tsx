import { Link } from 'react-router';

export function SignupLoginSection() {
  return (
    <>
      <p>
        A Rewright account holds your credits, your payment history and the licence the desktop app
        signs in with. Signing up is free and every new account starts with 25 credits, enough to
        convert 25 test cases.
      </p>

      <h3>Create an account</h3>
      <ol>
        <li>
          Select <strong>Sign Up</strong> in the top-right corner of any page of the website.
        </li>
        <li>
          You are taken to the Rewright sign-in service. Enter your first name, last name, e-mail
          address and a password, then select <strong>Register</strong>.
        </li>
        <li>
          You return to the website signed in and land on your{' '}
          <Link to="/dashboard">dashboard</Link>, which shows your 25 free credits.
        </li>
        <li>
          The first time you open the dashboard you are asked to accept the{' '}
          <Link to="/terms">Terms &amp; Conditions</Link>; the account area opens once you have.
        </li>
      </ol>

      <h3>Sign up or log in with Google or Microsoft</h3>
      <p>
        Rewright uses a single sign-on identity provider, so you can also use an existing Google or
        Microsoft work or personal account instead of a new password. On the sign-in page choose{' '}
        <strong>Google</strong> or <strong>Microsoft</strong>, confirm with that provider, and you
        come back signed in. The first sign-in this way creates your Rewright account and its 25
        free credits; later ones simply sign you in. Rewright never sees your Google or Microsoft
        password.
      </p>

      <h3>Log in</h3>
      <ol>
        <li>
          Select <strong>Login</strong> in the header.
        </li>
        <li>
          Enter your username or e-mail address and your password (or choose Google or Microsoft),
          then select <strong>Sign In</strong>.
        </li>
        <li>
          You return to the page you started from; from the home page you go straight to your
          dashboard. While signed in, the header shows a user icon that opens the dashboard.
        </li>
      </ol>
      <p>
        Your session is kept alive in the background: the website refreshes its sign-in token a few
        seconds before it expires, so you are not interrupted while you work. If the session ends on
        the server (for example you signed out in another tab), the website notices and asks you to
        sign in again.
      </p>

      <h3>Log out</h3>
      <p>
        Select <strong>Logout</strong> in the header or the workspace sidebar. This ends the session
        at the identity provider too, so other Rewright tabs in the same browser are signed out as
        well.
      </p>

      <h3>Trouble signing in?</h3>
      <ul>
        <li>
          Forgotten password: see{' '}
          <Link to="/documentation?section=forgot-password">Forgot Password</Link>.
        </li>
        <li>
          Blocked third-party cookies stop the silent session check; sign-in still works, but the
          website may send you to the sign-in page once more after a reload.
        </li>
        <li>
          Still stuck? <Link to="/contact">Contact support</Link> with the e-mail address of your
          account.
        </li>
      </ul>
    </>
  );
}
