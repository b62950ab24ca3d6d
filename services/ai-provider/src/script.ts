import { z } from 'zod';

/**
 * What the stand-in answers, scripted per test: rules picked by a text the question contains
 * (`when`; omitted: any question), each a list of steps used in turn — the last one repeats, so
 * `[{ status: 429 }]` is a 429 forever and `[{ status: 429, retryAfter: 1 }, { text }]` a 429 then
 * an answer.
 */
const stepSchema = z.union([
  z.object({ text: z.string(), delayMs: z.number().int().nonnegative().optional() }),
  z.object({
    status: z.number().int().min(400).max(599),
    /** Seconds, sent as `retry-after`. */
    retryAfter: z.number().nonnegative().optional(),
    message: z.string().optional(),
  }),
  z.object({ malformed: z.literal(true) }),
]);

export const scriptSchema = z.object({
  rules: z.array(z.object({ when: z.string().optional(), steps: z.array(stepSchema).min(1) })),
});

export type Step = z.infer<typeof stepSchema>;
export type Script = z.infer<typeof scriptSchema>;

/** A script being played: which step each rule is at. */
export class ScriptPlayer {
  private readonly used: number[];

  constructor(private readonly script: Script) {
    this.used = script.rules.map(() => 0);
  }

  /** The step for a question; undefined when no rule matches it. */
  next(question: string): Step | undefined {
    const index = this.script.rules.findIndex(
      (rule) => rule.when === undefined || question.includes(rule.when),
    );
    if (index === -1) return undefined;
    const { steps } = this.script.rules[index]!;
    const step = steps[Math.min(this.used[index]!, steps.length - 1)]!;
    this.used[index]! += 1;
    return step;
  }
}
