import { AiProviderError, type AiProvider, type AiRequest } from './providers';
import type { AiSettings } from './settings';

export type AskOutcome =
  { ok: true; answer: string; attempts: number } | { ok: false; reason: string; attempts: number };

/** The run's limits: requests in flight at once, and requests in all (retries included). */
export class RequestBudget {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private left: number;

  constructor(
    readonly total: number,
    private readonly concurrency: number,
  ) {
    this.left = total;
  }

  /** False when the run has used all its requests. */
  take(): boolean {
    if (this.left <= 0) return false;
    this.left -= 1;
    return true;
  }

  async slot<T>(work: () => Promise<T>): Promise<T> {
    while (this.inFlight >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One question, with bounded retries: a 429 or a 5xx is tried again up to `maxRetries` times,
 * after the provider's `retry-after` when it gives one (else a short back-off) — unless that wait
 * is longer than `maxRetryWaitMs`, when the TODO stays rather than the run stalling. Time-outs and
 * refusals (401, 400…) are not retried. Never throws: a failure is a reason for the diagnostic.
 */
export async function ask(
  provider: AiProvider,
  request: AiRequest,
  budget: RequestBudget,
  settings: Pick<AiSettings, 'maxRetries' | 'maxRetryWaitMs'>,
): Promise<AskOutcome> {
  let attempts = 0;
  for (;;) {
    if (!budget.take()) {
      return {
        ok: false,
        reason: `the run's limit of ${budget.total} AI requests was reached`,
        attempts,
      };
    }
    attempts += 1;
    try {
      const answer = await budget.slot(() => provider.complete(request));
      return { ok: true, answer, attempts };
    } catch (error) {
      const failure =
        error instanceof AiProviderError
          ? error
          : new AiProviderError(
              'empty-answer',
              error instanceof Error ? error.message : String(error),
            );
      const retryable = failure.kind === 'rate-limited' || failure.kind === 'server-error';
      const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
      if (!retryable || attempts > settings.maxRetries) {
        return { ok: false, reason: `${describe(failure)} (${tries})`, attempts };
      }
      const wait = failure.retryAfterMs ?? 250 * 2 ** (attempts - 1);
      if (wait > settings.maxRetryWaitMs) {
        return {
          ok: false,
          reason: `${describe(failure)}; its retry-after of ${Math.ceil(wait / 1000)} s is longer than the ${settings.maxRetryWaitMs / 1000} s rewright waits (${tries})`,
          attempts,
        };
      }
      await sleep(wait);
    }
  }
}

function describe(failure: AiProviderError): string {
  switch (failure.kind) {
    case 'timeout':
      return 'the provider did not answer in time';
    case 'rate-limited':
      return `the provider limited the rate (${failure.message})`;
    case 'server-error':
      return `the provider failed (${failure.message})`;
    case 'refused':
      return `the provider refused the request (${failure.message})`;
    case 'unreachable':
      return failure.message;
    case 'empty-answer':
      return `the provider's answer was malformed: ${failure.message}`;
  }
}
