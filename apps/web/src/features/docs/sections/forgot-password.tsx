import { Link } from 'react-router';

export function ForgotPasswordSection() {
  return (
    <>
      <p>
        If you sign in with a Rewright password and have forgotten it, you can choose a new one
        yourself in a couple of minutes. No support ticket is needed.
      </p>

      <h3>Reset your password</h3>
      <ol>
        <li>
          Select <strong>Login</strong> in the header of the website.
        </li>
        <li>
          On the sign-in page, select <strong>Forgot Password?</strong> below the password field.
        </li>
        <li>
          Enter the username or e-mail address of your account and select <strong>Submit</strong>.
        </li>
        <li>
          Open the e-mail from Rewright and follow the link in it. The link works once, and{' '}
          <strong>password reset links expire after 24 hours</strong>.
        </li>
        <li>
          Choose a new password, confirm it, and save. You are signed in with the new password and
          returned to the website.
        </li>
      </ol>

      <h3>If the e-mail does not arrive</h3>
      <ul>
        <li>Check your spam or junk folder, and wait a few minutes for slow mail servers.</li>
        <li>
          Make sure you entered the address you registered with; for privacy the page does not say
          whether an account exists.
        </li>
        <li>
          A link older than 24 hours, or one already used, is refused: start again from{' '}
          <strong>Forgot Password?</strong> to get a fresh one.
        </li>
      </ul>

      <h3>Google and Microsoft accounts</h3>
      <p>
        If you sign in with Google or Microsoft, Rewright has no password of yours to reset. Use
        your provider&apos;s own recovery page, then sign in to Rewright with that provider again.
      </p>

      <h3>After a reset</h3>
      <p>
        The desktop app keeps its own session. If it asks you to sign in again after you changed
        your password, sign in with the new one; your credits and history are unchanged. Still
        locked out? <Link to="/contact">Contact support</Link>.
      </p>
    </>
  );
}
