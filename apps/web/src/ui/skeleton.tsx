import './skeleton.css';

/**
 * A grey placeholder block with a gentle pulse. Decorative: the region it sits in announces the
 * loading state once (role="status"), not every block.
 */
export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
