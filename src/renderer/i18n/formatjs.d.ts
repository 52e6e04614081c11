// react-intl's message ids are the catalogue's: `<FormattedMessage id>` and `formatMessage({ id })`
// accept only an id the English catalogue has.
import type { MessageId } from '@shared/i18n/messageId';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
