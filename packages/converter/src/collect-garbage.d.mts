/** A full garbage collection, or a function that does nothing where V8 does not give one. */
export function collectGarbage(): () => void;
