import { useId, useState, type ReactNode } from 'react';
import './tooltip.css';

interface TooltipProps {
  text: string;
  /** Renders the trigger; it must be focusable and carry `aria-describedby={describedBy}`. */
  children: (describedBy: string) => ReactNode;
}

/**
 * A text tooltip shown while the trigger is hovered or focused; Escape hides it (WCAG 1.4.13).
 * The text stays in the DOM so screen readers get it as the trigger's description even when hidden.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children(id)}
      <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
