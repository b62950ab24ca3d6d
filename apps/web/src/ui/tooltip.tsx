import { useId, useState, type ReactNode } from 'react';
import './tooltip.css';

interface TooltipProps {
  text: string;
  /**
   * `above` (default) centres the bubble over the trigger; `below-end` puts it under the trigger,
   * aligned with its right edge — for a trigger at the right end of a form's last row, where a
   * bubble above would cover the field before it.
   */
  placement?: 'above' | 'below-end';
  /** Renders the trigger; it must be focusable and carry `aria-describedby={describedBy}`. */
  children: (describedBy: string) => ReactNode;
}

/**
 * A text tooltip shown while the trigger is hovered or focused; Escape hides it (WCAG 1.4.13).
 * The text stays in the DOM so screen readers get it as the trigger's description even when hidden.
 */
export function Tooltip({ text, placement = 'above', children }: TooltipProps) {
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
      <span
        id={id}
        role="tooltip"
        className={`tooltip__bubble tooltip__bubble--${placement}`}
        hidden={!open}
      >
        {text}
      </span>
    </span>
  );
}
