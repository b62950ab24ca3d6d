import { useEffect, useRef, useState } from 'react';
import './post-image.css';

interface PostImageProps {
  src: string;
  alt: string;
  className?: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
}

/**
 * A post image that turns into a placeholder icon when it fails to load (spec section 8). An image
 * in prerendered HTML may fail before React attaches `onError`, so the first effect checks it too.
 */
export function PostImage({ src, alt, className = '', width, height, loading }: PostImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setHasFailed(true);
  }, []);

  if (hasFailed) {
    return (
      // An empty alt marks a decorative image, so its placeholder is decorative too.
      <div
        className={`post-image post-image--placeholder ${className}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <rect
            x="3"
            y="4"
            width="18"
            height="16"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <circle cx="8.5" cy="9.5" r="1.5" fill="currentColor" />
          <path d="m4 18 5-5 3 3 3-3 5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      ref={image}
      className={`post-image ${className}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
