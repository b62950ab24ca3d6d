import type { Operation, OperationRequest } from '@rewright/contracts';
import { vi, type Mock } from 'vitest';
import type { ApiClient, RawCallInput } from './api-client';

/** What a fake answers for one operation: a value, or a promise of one (reject for a failure). */
export type FakeAnswer<O extends Operation> = (input: OperationRequest<O>) => unknown;

export interface FakeApiClient extends ApiClient {
  /** Every call, as `(operation, input)`: `expect(api.call).toHaveBeenCalledWith(op, { body })`. */
  call: Mock<(operation: Operation, input?: RawCallInput) => Promise<unknown>> & ApiClient['call'];
  /** Sets the answer of one operation (replacing an earlier one); chainable. */
  on<O extends Operation>(operation: O, answer: FakeAnswer<O>): FakeApiClient;
  /** The inputs of the calls made to one operation, in order. */
  callsTo<O extends Operation>(operation: O): (OperationRequest<O> | undefined)[];
}

/**
 * Test double for ApiClient, keyed by contracts operation. An operation without an answer rejects
 * with an error naming it, like a server that is down. Only imported by tests.
 */
export function createFakeApiClient(): FakeApiClient {
  const answers = new Map<Operation, (input: RawCallInput) => unknown>();
  const call = vi.fn(async (operation: Operation, input?: RawCallInput) => {
    const answer = answers.get(operation);
    if (!answer) throw new Error(`No fake answer for ${operation.method} ${operation.path}.`);
    return answer(input ?? {});
  });
  const client: FakeApiClient = {
    call: call as FakeApiClient['call'],
    on(operation, answer) {
      answers.set(operation, answer as (input: RawCallInput) => unknown);
      return client;
    },
    callsTo: <O extends Operation>(operation: O) =>
      call.mock.calls
        .filter(([called]) => called === operation)
        .map(([, input]) => input as OperationRequest<O> | undefined),
  };
  return client;
}
