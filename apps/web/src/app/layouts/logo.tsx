/** The "Rewright" wordmark: a mark (an arrow rewriting a bracket) and the name, as one SVG. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="132"
      height="28"
      viewBox="0 0 132 28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="28" height="28" rx="7" fill="#4f46e5" />
      <path
        d="M9 8.5 5.5 14 9 19.5M14 19.5h8.5M17.5 16l3.5 3.5-3.5 3.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(0 -2.5)"
      />
      <text
        x="36"
        y="20.5"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="19"
        fontWeight="700"
        letterSpacing="-0.4"
      >
        Rewright
      </text>
    </svg>
  );
}
