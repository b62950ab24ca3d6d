import { useEffect, useRef, useState } from 'react';

/** How long the simulated conversion takes (spec section 9). */
export const DEMO_CONVERSION_MS = 1500;

export type ConversionPhase = 'idle' | 'converting' | 'converted';

/**
 * The demo's state machine: idle → converting (1.5 s) → converted; `reset` (a tab switch) returns
 * to idle and cancels a conversion under way. Simulated: nothing is sent anywhere.
 */
export function useSimulatedConversion(onConverted: () => void) {
  const [phase, setPhase] = useState<ConversionPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const converted = useRef(onConverted);

  useEffect(() => {
    converted.current = onConverted;
  }, [onConverted]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    phase,
    convert() {
      if (phase === 'converting') return;
      setPhase('converting');
      timer.current = setTimeout(() => {
        setPhase('converted');
        converted.current();
      }, DEMO_CONVERSION_MS);
    },
    reset() {
      clearTimeout(timer.current);
      setPhase('idle');
    },
  };
}
