import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../ui/accordion';

const FAQ_ITEMS: AccordionItem[] = [
  {
    id: 'credits',
    title: 'What is a credit?',
    content: (
      <p>
        One credit converts one test case: an <code>it</code> or <code>test</code> block, a JUnit or
        TestNG <code>@Test</code> method, a pytest <code>def test_</code> function, or one
        natural-language scenario. Every new account gets 25 free credits.
      </p>
    ),
  },
  {
    id: 'expiry',
    title: 'Do purchased credits expire?',
    content: (
      <p>
        No. Purchased credits never expire, and every purchase adds to your existing balance. The
        Standard Pack adds 250 credits for 99 USD.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Is my test code sent anywhere?',
    content: (
      <p>
        Conversions happen locally in the desktop app. Deterministic rules do the work; small
        relevant portions of test code that the rules cannot convert are sent to an AI provider for
        processing, and its answer is type-checked before it is used. Your whole project never
        leaves your machine.
      </p>
    ),
  },
  {
    id: 'sources',
    title: 'Which frameworks can I convert?',
    content: (
      <p>
        Protractor (JavaScript or TypeScript, Jasmine or Mocha), Selenium WebDriver (JavaScript,
        TypeScript, Java and Python) and natural-language test descriptions. Support for Cypress,
        Puppeteer and Testing Library is coming soon.
      </p>
    ),
  },
  {
    id: 'accuracy',
    title: 'How accurate is the conversion?',
    content: (
      <p>
        We aim for 98 percent, and we measure it rather than guess: a converted test counts as
        correct when it passes against the same application the original passed against. Anything
        the rules cannot convert stays in the file under a clear TODO comment instead of being
        dropped.
      </p>
    ),
  },
  {
    id: 'requirements',
    title: 'What do I need to run the converted tests?',
    content: (
      <p>
        Node.js, npm, npx and Playwright. The desktop app runs on Windows 10 or later and macOS
        10.15 or later; the Linux version is coming soon.
      </p>
    ),
  },
  {
    id: 'enterprise',
    title: 'Do you offer larger packs?',
    content: (
      <p>
        Yes. The Enterprise Pack is priced for your suite and team;{' '}
        <Link to="/contact">contact us</Link> and we will put one together.
      </p>
    ),
  },
];

export function PricingFaq() {
  return (
    <section id="faq" className="pricing-faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="pricing-section__title">
        Frequently asked questions
      </h2>
      <Accordion items={FAQ_ITEMS} defaultOpenId="credits" />
    </section>
  );
}
