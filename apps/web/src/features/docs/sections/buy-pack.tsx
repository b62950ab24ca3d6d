import { Link } from 'react-router';

export function BuyPackSection() {
  return (
    <>
      <p>
        Conversions are paid for with credits. <strong>One credit converts one test case</strong>:
        one <code>it</code> or <code>test</code> block in Protractor or Selenium JavaScript, one{' '}
        <code>@Test</code> method in Java, one <code>def test_</code> function in Python, or one
        scenario of a natural-language description. Page objects, helpers and configuration files
        are converted with the tests that use them at no extra cost.
      </p>

      <h3>Packs</h3>
      <p>
        Every account starts with the Free Pack. When you need more, the Standard Pack gives you 250
        credits for 99 USD; larger teams can ask for an Enterprise Pack.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Pack</th>
            <th scope="col">Credits</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Free Pack</td>
            <td>25</td>
            <td>Free, added to every new account</td>
          </tr>
          <tr>
            <td>Standard Pack</td>
            <td>250</td>
            <td>99 USD</td>
          </tr>
          <tr>
            <td>Enterprise Pack</td>
            <td>Custom</td>
            <td>
              Through <Link to="/contact">sales</Link>
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Credits never expire</strong>, and a purchase adds to the credits you already have:
        buying a Standard Pack with 10 credits left gives you 260.
      </p>

      <h3>Buy the Standard Pack</h3>
      <ol>
        <li>
          Sign in, then open <Link to="/pricing">Pricing</Link>.
        </li>
        <li>
          Select the <strong>Standard Pack</strong> card. The button shows{' '}
          <strong>Processing...</strong> while a secure checkout is prepared.
        </li>
        <li>
          You are taken to the card payment provider&apos;s checkout page. Enter your card details
          there; Rewright never sees or stores your card number.
        </li>
        <li>
          After a successful payment you return to the payment success page, and 250 credits are
          added to your balance. Your dashboard and the <Link to="/payments">Payments</Link> page
          show the new balance and the receipt.
        </li>
      </ol>
      <p>
        If you choose a pack while signed out, Rewright remembers your choice, asks you to sign in,
        and brings you back to Pricing. If you cancel on the checkout page, you land on the payment
        cancelled page and nothing is charged.
      </p>

      <h3>How credits are counted</h3>
      <ul>
        <li>
          Before converting, the app counts the test cases in the files you selected and shows how
          many credits the conversion needs.
        </li>
        <li>
          Credits are taken only when the conversion runs. If you do not have enough, the app says
          so before anything is converted.
        </li>
        <li>Your balance, credits used and purchases are on the dashboard.</li>
      </ul>
    </>
  );
}
