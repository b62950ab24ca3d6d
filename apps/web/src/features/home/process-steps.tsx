const STEPS = [
  {
    title: 'Download the app',
    text: 'Install Rewright on Windows 10 or later or macOS 10.15 or later.',
  },
  {
    title: 'Sign in',
    text: 'Every new account starts with 25 free credits; one credit converts one test case.',
  },
  {
    title: 'Choose your tests',
    text: 'Point Rewright at a Protractor or Selenium project, or describe a test in plain language.',
  },
  {
    title: 'Run Playwright',
    text: 'Review the converted suite and run it with npx playwright test.',
  },
];

export function ProcessSteps() {
  return (
    <section className="home-section" aria-labelledby="process-title">
      <h2 id="process-title" className="home-section__title">
        How it works
      </h2>
      <ol className="process-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="process-step">
            <span className="process-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="process-step__title">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
