// Opens a draft by id and shows it in the template editor.
import { useEffect, useState } from 'react';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { PATHS } from '../../../app/paths';
import { TemplateEditor } from './TemplateEditor';
import '../../../ui/desk.css';

export default function TemplateEditorScreen({ draftId }: { draftId: string }) {
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
  if (draft === undefined) return <p>Opening the draft…</p>;
  if (draft === null) {
    return (
      <section className="desk-screen">
        <h1>Draft not found</h1>
        <p>
          It was published or discarded. <a href={`#${PATHS.templates}`}>Back to templates</a>
        </p>
      </section>
    );
  }
  return <TemplateEditor key={draft.id} draft={draft} />;
}
