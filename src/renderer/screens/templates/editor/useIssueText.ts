// A form problem's words in the page's language: a schema that names its problem by a catalogue id
// is said from the catalogue; zod's own words and the service's rules are shown as they come.
import { useCallback } from 'react';
import { isMessageId } from '@shared/i18n/issues';
import type { MessageId } from '@shared/i18n/messageId';
import { useSaid } from '../../../i18n/useT';

export function useIssueText(): (message: string | undefined) => string | undefined {
  const say = useSaid();
  return useCallback(
    (message) =>
      message !== undefined && isMessageId(message) ? say({ id: message as MessageId }) : message,
    [say],
  );
}
