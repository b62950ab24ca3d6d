import { useEffect, useState } from 'react';

/** The hero image appears this long after the page is shown (spec section 9). */
export const HERO_IMAGE_DELAY_MS = 1000;

/**
 * The hero image: an inline SVG (no external asset, nothing for the CSP to allow). Its box is
 * reserved from the first render, so the delayed appearance does not shift the layout; the timer
 * runs in an effect, so the prerendered HTML and the first client render agree.
 */
export function HeroIllustration() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), HERO_IMAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="hero-illustration" data-visible={visible}>
      {visible && (
        <svg
          viewBox="0 0 480 360"
          role="img"
          aria-labelledby="hero-illustration-title"
          className="hero-illustration__image"
        >
          <title id="hero-illustration-title">
            A legacy test file converted into a Playwright test file
          </title>
          <rect x="8" y="40" width="200" height="240" rx="14" fill="#f1f5f9" stroke="#cbd5e1" />
          <rect x="8" y="40" width="200" height="32" rx="14" fill="#e2e8f0" />
          <circle cx="30" cy="56" r="5" fill="#94a3b8" />
          <circle cx="46" cy="56" r="5" fill="#94a3b8" />
          <circle cx="62" cy="56" r="5" fill="#94a3b8" />
          <g fill="#94a3b8">
            <rect x="28" y="94" width="120" height="10" rx="5" />
            <rect x="44" y="116" width="140" height="10" rx="5" />
            <rect x="44" y="138" width="96" height="10" rx="5" />
            <rect x="44" y="160" width="128" height="10" rx="5" fill="#f59e0b" />
            <rect x="44" y="182" width="84" height="10" rx="5" />
            <rect x="44" y="204" width="132" height="10" rx="5" fill="#f59e0b" />
            <rect x="28" y="226" width="40" height="10" rx="5" />
          </g>
          <path
            d="M222 160h36"
            stroke="#4f46e5"
            strokeWidth="6"
            strokeLinecap="round"
            fill="none"
          />
          <path
            d="M250 146l16 14-16 14"
            stroke="#4f46e5"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
          <rect x="272" y="20" width="200" height="280" rx="14" fill="#0f172a" />
          <rect x="272" y="20" width="200" height="32" rx="14" fill="#1e293b" />
          <circle cx="294" cy="36" r="5" fill="#f87171" />
          <circle cx="310" cy="36" r="5" fill="#fbbf24" />
          <circle cx="326" cy="36" r="5" fill="#34d399" />
          <g fill="#818cf8">
            <rect x="292" y="76" width="110" height="10" rx="5" />
            <rect x="308" y="98" width="140" height="10" rx="5" fill="#a5b4fc" />
            <rect x="308" y="120" width="120" height="10" rx="5" fill="#e2e8f0" />
            <rect x="308" y="142" width="136" height="10" rx="5" fill="#a5b4fc" />
            <rect x="308" y="164" width="100" height="10" rx="5" fill="#e2e8f0" />
            <rect x="308" y="186" width="128" height="10" rx="5" fill="#34d399" />
            <rect x="292" y="208" width="40" height="10" rx="5" />
          </g>
          <circle cx="436" cy="264" r="22" fill="#16a34a" />
          <path
            d="M425 264l8 8 14-16"
            stroke="#ffffff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
          <rect x="60" y="312" width="360" height="36" rx="18" fill="#eef2ff" />
          <text
            x="240"
            y="336"
            textAnchor="middle"
            fontFamily="system-ui, sans-serif"
            fontSize="15"
            fontWeight="600"
            fill="#3730a3"
          >
            Protractor · Selenium → Playwright Test
          </text>
        </svg>
      )}
    </div>
  );
}
