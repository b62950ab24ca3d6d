import { useEffect, useState } from 'react';
import type { DesktopApi } from '../../shared/bridge';

/** The product and its version (the app's own, 1.0.0). */
export function AboutPanel({ api }: { api: DesktopApi }) {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    void api.version().then(setVersion, () => undefined);
  }, [api]);
  return (
    <section className="about">
      <h1>About Rewright</h1>
      <p>Version {version ?? '…'}</p>
      <p>
        Rewright converts Protractor and Selenium test suites into Playwright Test on your own
        machine: your source code never leaves it.
      </p>
    </section>
  );
}
