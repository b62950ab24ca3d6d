import { CloseIcon } from './icons';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastProps {
  message: string;
  tone: ToastTone;
  onDismiss: () => void;
}

/** One notification: a message and a close button. The live region is the list around it. */
export function Toast({ message, tone, onDismiss }: ToastProps) {
  return (
    <div className={`toast toast--${tone}`}>
      <p className="toast__message">{message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
