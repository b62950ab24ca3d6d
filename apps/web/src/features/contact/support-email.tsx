import { Tooltip } from '../../ui/tooltip';
import { CONTACT_INFO_FAILED, useContactInfo } from './use-contact-info';

const LOADED_TOOLTIP =
  'Messages sent with this form reach this address; we usually answer within one business day.';

export function SupportEmail() {
  const info = useContactInfo();
  return (
    <p className="support-email">
      <span className="support-email__label">Support email: </span>
      {info.status === 'loading' && <span className="support-email__value">Loading...</span>}
      {(info.status === 'loaded' || info.status === 'fallback') && (
        <Tooltip text={info.status === 'loaded' ? LOADED_TOOLTIP : CONTACT_INFO_FAILED}>
          {(describedBy) => (
            <a
              className="support-email__value"
              href={`mailto:${info.email}`}
              aria-describedby={describedBy}
            >
              {info.email}
            </a>
          )}
        </Tooltip>
      )}
      {info.status === 'unavailable' && (
        <Tooltip text={CONTACT_INFO_FAILED}>
          {(describedBy) => (
            // Focusable so keyboard users can reach the explanation too.
            <span className="support-email__value" tabIndex={0} aria-describedby={describedBy}>
              Email unavailable
            </span>
          )}
        </Tooltip>
      )}
    </p>
  );
}
