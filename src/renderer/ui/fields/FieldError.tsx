// A field's hint and validation message, tied to its input by id so screen readers read them with it.
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/messageId';
import { stillComing } from '../../i18n/catalogue';
import './fields.css';

/**
 * `message` is a rule's own words or a catalogue id (a schema that names its messages by id);
 * an id is said in the reader's language.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const intl = useIntl();
  if (!message || stillComing(intl, message)) return null;
  const known = Object.hasOwn(intl.messages, message);
  return (
    <span id={id} className="field-error" role="alert">
      {known ? intl.formatMessage({ id: message as MessageId }) : message}
    </span>
  );
}

/** The hint (`${id}-hint`) and the error (`${id}-error`) below a form field's input. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
