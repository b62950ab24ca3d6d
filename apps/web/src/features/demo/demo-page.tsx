import { useCallback, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../app/auth/post-login-redirect';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { Tabs } from '../../ui/tabs';
import { showToast } from '../toasts/toast-store';
import { CodeBlock, CodePanel } from './code-panel';
import { DEMO_SAMPLES, type DemoSample } from './samples';
import { useSimulatedConversion } from './use-simulated-conversion';
import './demo.css';

export const CONVERTED_TOAST = 'Test converted successfully!';

/**
 * Every file the conversion wrote: the spec, the generated modules it imports and the config,
 * one tab each, so what a visitor copies runs. A lone file shows its name above its code.
 */
function OutputFiles({ sample }: { sample: DemoSample }) {
  const [selected, setSelected] = useState(sample.outputs[0]!.path);
  const file = sample.outputs.find((output) => output.path === selected) ?? sample.outputs[0]!;
  const code = <CodeBlock code={file.code} label={`${sample.label}: ${file.path}`} />;
  if (sample.outputs.length === 1) {
    return (
      <>
        <p className="code-panel__file">{file.path}</p>
        {code}
      </>
    );
  }
  return (
    <Tabs
      label="Converted files"
      tabs={sample.outputs.map(({ path }) => ({ id: path, label: path }))}
      selectedId={file.path}
      onSelect={setSelected}
    >
      {code}
    </Tabs>
  );
}

export function DemoPage() {
  const { auth } = useServices();
  const { initialized, authenticated } = useAuth();
  const [sampleId, setSampleId] = useState<string>(DEMO_SAMPLES[0]!.id);
  const sample = DEMO_SAMPLES.find((candidate) => candidate.id === sampleId) ?? DEMO_SAMPLES[0]!;
  const onConverted = useCallback(() => showToast(CONVERTED_TOAST, 'success'), []);
  const { phase, convert, reset } = useSimulatedConversion(onConverted);

  function selectSample(id: string) {
    if (id === sampleId) return;
    setSampleId(id);
    reset();
  }

  // A link, so it works before the page is hydrated: /dashboard itself sends a signed-out
  // visitor through the sign-in page and back, as it does while the sign-in check still runs.
  // Known to be signed out, it goes to login directly.
  function getStarted(event: MouseEvent) {
    if (authenticated || !initialized) return;
    event.preventDefault();
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/dashboard');
    auth.login().catch((error: unknown) => {
      console.error('[rewright] Could not start the login.', error);
    });
  }

  return (
    <>
      <section className="demo" aria-label="Conversion demo">
        <Tabs
          label="Sample source"
          tabs={DEMO_SAMPLES}
          selectedId={sample.id}
          onSelect={selectSample}
        >
          <div className="demo__panels">
            <CodePanel title="Input" label="Sample input">
              <CodeBlock code={sample.input} label={`${sample.label}: sample input`} />
            </CodePanel>
            <CodePanel title="Playwright output" label="Playwright output" variant="output">
              {phase === 'converted' ? (
                <OutputFiles key={sample.id} sample={sample} />
              ) : (
                <p className="demo__placeholder">
                  {phase === 'converting'
                    ? 'Converting your test...'
                    : 'Press Convert Test to see the Playwright version of this test.'}
                </p>
              )}
            </CodePanel>
          </div>
          <div className="demo__actions">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={phase === 'converting'}
              onClick={convert}
            >
              {phase === 'converting' ? 'Converting...' : 'Convert Test'}
            </button>
            <p className="demo__note">
              A fixed sample, shown in your browser. Nothing is sent to a server.
            </p>
          </div>
        </Tabs>
      </section>
      <section className="demo-cta" aria-labelledby="demo-cta-title">
        <h2 id="demo-cta-title">Convert your own suite</h2>
        <p>Every new account gets 25 free credits. Need help with a large migration? Talk to us.</p>
        <div className="demo-cta__actions">
          <Link
            to="/dashboard"
            className="button button--primary button--large"
            onClick={getStarted}
          >
            Get Started
          </Link>
          <Link to="/contact" className="button button--secondary button--large">
            Contact Sales
          </Link>
        </div>
      </section>
    </>
  );
}
