import { useEffect, useState } from 'react';

/** Until mounted (and in the prerender) the carousel lays out for a wide screen. */
const DEFAULT_WIDTH = 1440;

/** `window.innerWidth`, kept current on resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? DEFAULT_WIDTH : window.innerWidth,
  );
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
