import {
  FREE_BECAUSE_TODO,
  type ConversionCharge,
  type ConversionQuote,
  type TestCaseCharge,
  plural,
} from '@rewright/workspace';

/** The question asked before credits are consumed (on stderr; answered on stdin). */
export function confirmQuestion(quote: ConversionQuote): string {
  const free = quote.testCases.length - quote.credits;
  const freePart = free === 0 ? '' : ` (${free} free: ${FREE_BECAUSE_TODO})`;
  return `Convert ${plural(quote.testCases.length, 'test case')}${freePart} for ${plural(quote.credits, 'credit')}? [y/N] `;
}

/**
 * Which test cases were charged, which were free and why, and the credits: the part of the
 * summary about money. `charge` is absent for a dry run and for an unmetered development run.
 */
export function formatCharges(
  quote: ConversionQuote,
  charge: ConversionCharge | undefined,
  mode: 'charged' | 'dry-run' | 'unmetered',
): string {
  const lines: string[] = [];
  const charged = quote.testCases.filter((testCase) => testCase.charged);
  const free = quote.testCases.filter((testCase) => !testCase.charged);
  if (charged.length > 0) {
    lines.push(
      mode === 'charged' ? 'Charged (1 credit each):' : 'Charged when converted (1 credit each):',
      ...byFile(charged),
    );
  }
  if (free.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(
      `Free (${FREE_BECAUSE_TODO}):`,
      ...free.map((testCase) => `  ${testCase.path}:${testCase.line}  ${testCase.name}`),
    );
  }
  if (lines.length > 0) lines.push('');
  if (mode === 'dry-run') {
    lines.push(
      `Cost: ${plural(quote.credits, 'credit')} (one per test case converted without a TODO inside it); a dry run is free.`,
    );
  } else if (mode === 'unmetered') {
    lines.push('Not charged: REWRIGHT_DEV_UNMETERED is set (development runs only).');
  } else if (charge) {
    const taken = charge.replayed
      ? `already paid for (${plural(charge.credits, 'credit')}), nothing charged now`
      : `${plural(charge.credits, 'credit')} used`;
    lines.push(`Credits: ${taken}; ${charge.creditsRemaining} of ${charge.totalCredits} left.`);
  }
  return lines.join('\n');
}

function byFile(testCases: TestCaseCharge[]): string[] {
  const files = new Map<string, string[]>();
  for (const testCase of testCases) {
    files.set(testCase.path, [...(files.get(testCase.path) ?? []), testCase.name]);
  }
  return [...files].map(([file, names]) => `  ${file}  ${names.join('; ')}`);
}

/** The `credits` part of the `--json` document (`charged` is null for a dry run). */
export type ChargesJson = ReturnType<typeof chargesJson>;

export function chargesJson(quote: ConversionQuote, charge: ConversionCharge | undefined) {
  return {
    cost: quote.credits,
    testCases: quote.testCases,
    charged: charge
      ? {
          credits: charge.credits,
          replayed: charge.replayed,
          creditsUsed: charge.creditsUsed,
          creditsRemaining: charge.creditsRemaining,
          totalCredits: charge.totalCredits,
          idempotencyKey: charge.idempotencyKey,
        }
      : null,
  };
}
