import {
  consumeCreditsOperation,
  InsufficientCreditsDetailsSchema,
  type ConversionFacts,
  type CreditsConsumed,
} from '@rewright/contracts';
import { registerAccount } from './account';
import { ApiError, callApiWithStatus } from './api-client';
import { WorkspaceError } from './errors';
import type { Credentials } from './session';

/** Where credits are priced and bought, as the out-of-credits message links it. */
export const pricingUrl = (server: string) => `${server}/pricing`;

/** The account has fewer credits than the conversion takes; nothing was charged. */
export class OutOfCreditsError extends WorkspaceError {
  constructor(
    readonly creditsNeeded: number,
    readonly creditsRemaining: number,
    readonly pricing: string,
  ) {
    super(
      'out-of-credits',
      `This conversion needs ${creditsNeeded} ${creditsNeeded === 1 ? 'credit' : 'credits'}, and you have ${creditsRemaining} left. Nothing was written and no credits were taken. Buy more at ${pricing}`,
    );
  }
}

export interface ConversionCharge {
  idempotencyKey: string;
  /** Credits this conversion took (0 when every test case kept a TODO). */
  credits: number;
  totalCredits: number;
  creditsUsed: number;
  creditsRemaining: number;
  /** The key had been charged before (a retry): nothing new was taken now. */
  replayed: boolean;
  conversionId: string;
}

/**
 * Spends the conversion's credits and records it, once per key: a second call with the same key
 * answers the first charge (200) and takes nothing.
 */
export async function consumeConversion(
  credentials: Credentials,
  idempotencyKey: string,
  facts: ConversionFacts,
  fetchImpl: typeof fetch = fetch,
): Promise<ConversionCharge> {
  const consume = () =>
    callApiWithStatus(consumeCreditsOperation, credentials, {
      body: { idempotency_key: idempotencyKey, conversion: facts },
      fetch: fetchImpl,
    });
  let answer: { status: number; data: CreditsConsumed };
  try {
    answer = await consume().catch(async (error: unknown) => {
      // A CI token of an account never signed in on the website or with `rewright login`.
      if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
      await registerAccount(credentials, fetchImpl);
      return consume();
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      const details = InsufficientCreditsDetailsSchema.safeParse(error.details);
      throw new OutOfCreditsError(
        details.success ? details.data.credits_needed : facts.test_cases_charged,
        details.success ? details.data.credits_remaining : 0,
        pricingUrl(credentials.server),
      );
    }
    throw error;
  }
  const { data } = answer;
  return {
    idempotencyKey,
    credits: data.amount,
    totalCredits: data.total_credits,
    creditsUsed: data.credits_used,
    creditsRemaining: data.remaining_credits,
    replayed: answer.status === 200,
    conversionId: data.conversion.id,
  };
}
