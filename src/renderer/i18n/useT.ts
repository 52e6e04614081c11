// Words in the language of the nearest LanguageRoot, for components: `const t = useT();
// t('counter.title')`. Dates, numbers and plurals go through the same Intl (`useIntl()`).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import { withFieldWords, type Values } from '@shared/i18n/translate';
import { stillComing } from './catalogue';

export type Say = (id: MessageId, values?: Values) => string;

export function useT(): Say {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) =>
      // Drawn again, whole, when the rest of the catalogue arrives.
      stillComing(intl, id)
        ? ''
        : intl.formatMessage({ id }, values as Record<string, string | number | Date>),
    [intl],
  );
}

/**
 * A Said from main (an error, a status) in the reader's language; also one read off a view, whose
 * id its schema checked only for form (`saidShape`).
 */
export function useSaid(): (said: Said | { id: string; values?: Said['values'] }) => string {
  const t = useT();
  return useCallback(
    (said: Said | { id: string; values?: Said['values'] }) =>
      t(said.id as MessageId, withFieldWords(said.values, t)),
    [t],
  );
}
