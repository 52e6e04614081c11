// Opens a draft by id and shows it in the template editor.
import { useEffect, useState } from 'react';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { TemplateEditor } from './TemplateEditor';
import '../../../ui/desk.css';

export default function TemplateEditorScreen({ draftId }: { draftId: string }) {
  const t = useT();
  const [draft, setDraft] = useState<TemplateDraftView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api()
      .drafts.list({})
      .then(
        (answer) => live && setDraft(answer.drafts.find((d) => d.id === draftId) ?? null),
        (e: unknown) => live && setError(messageOf(e)),
      );
    return () => {
      live = false;
    };
  }, [draftId]);

  if (error) return <p role="alert">{error}</p>;
  if (draft === undefined) return <p>{t('templates.editor.opening')}</p>;
  if (draft === null) {
    return (
      <section className="desk-screen">
        <h1>{t('templates.editor.notFound')}</h1>
        <p>
          {t('templates.editor.gone')}{' '}
          <a href={`#${PATHS.templates}`}>{t('templates.backToList')}</a>
        </p>
      </section>
    );
  }
  return <TemplateEditor key={draft.id} draft={draft} />;
}
