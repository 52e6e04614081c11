// The template editor: every field of spec 2.1 in a validated form, saved as a draft on every
// edit, with the live pass preview beside it.
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../state/location';
import { PassPreview } from '../preview/PassPreview';
import {
  accessCodeSampleProblem,
  passPreviewModel,
  sampleValues,
} from '../preview/passPreviewModel';
import { SampleValues } from '../preview/SampleValues';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../../i18n/useT';
import { EditorFields } from './EditorFields';
import { LoyaltyEditNotice } from './LoyaltyEditNotice';
import { insertPlaceholder } from './placeholderInsert';
import { PublishPanel } from './PublishPanel';
import { SaveStatus } from './SaveStatus';
import { ServiceFacts } from './ServiceFacts';
import {
  draftDataFromForm,
  fieldNames,
  formFromDraftData,
  templateFormSchema,
  type TemplateForm,
} from './templateForm';
import { useDraftAutosave } from './useDraftAutosave';

type TextTarget = HTMLInputElement | HTMLTextAreaElement;

function titleOf(draft: TemplateDraftView): MessageId {
  if (draft.kind === 'loyalty')
    return draft.dynamicPassId ? 'templates.editor.editLoyalty' : 'templates.newLoyalty';
  return draft.dynamicPassId ? 'templates.editor.editTemplate' : 'templates.editor.newTemplate';
}

export function TemplateEditor({ draft }: { draft: TemplateDraftView }) {
  const t = useT();
  const methods = useForm<TemplateForm>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: formFromDraftData(draft.data, draft.dynamicPassId === null),
    mode: 'onChange',
  });
  const { state: saveState, saver } = useDraftAutosave(draft.id, draft.updatedAt);
  const data = useRef(draft.data);
  const lastText = useRef<TextTarget | null>(null);
  const [samples, setSamples] = useState<Record<string, string>>({});
  // A published draft is done: the form stays on screen to read, but no longer edits it.
  const [published, setPublished] = useState(draft.publishItemId !== null);

  useEffect(() => {
    const subscription = methods.watch((values) => {
      const form = values as TemplateForm;
      data.current = draftDataFromForm(draft.kind, form, data.current);
      saver.schedule({ name: form.name, data: data.current });
    });
    return () => subscription.unsubscribe();
  }, [methods, draft.kind, saver]);

  const insert = useCallback(
    (field: string) => {
      const target = lastText.current;
      if (!target || !target.isConnected) return;
      const name = target.name as FieldPath<TemplateForm>;
      const current = methods.getValues(name);
      const { text, caret } = insertPlaceholder(
        typeof current === 'string' ? current : '',
        safeSelection(target, 'start'),
        safeSelection(target, 'end'),
        field,
      );
      methods.setValue(name, text, { shouldDirty: true, shouldValidate: true });
      target.focus();
      try {
        target.setSelectionRange(caret, caret);
      } catch {
        // Inputs of type url have no selection API; the caret stays at the end there.
      }
    },
    [methods],
  );

  const beforePublish = async () => {
    const valid = await methods.trigger(undefined, { shouldFocus: true });
    await saver.flush();
    return valid;
  };

  const discard = async () => {
    await api().drafts.discard({ id: draft.id });
    navigate(PATHS.templates);
  };

  return (
    <FormProvider {...methods}>
      <section className="desk-screen editor" aria-labelledby="editor-title">
        <header className="desk-screen__header">
          <h1 id="editor-title">{t(titleOf(draft))}</h1>
          <SaveStatus state={saveState} />
          <div className="desk-actions">
            <a href={`#${PATHS.templates}`}>{t('templates.backToList')}</a>
            <button type="button" onClick={() => void discard()}>
              {t('templates.editor.discard')}
            </button>
          </div>
        </header>
        <ServiceFacts data={draft.data} />
        {draft.kind === 'loyalty' && (
          <LoyaltyEditNotice data={draft.data} dynamicPassId={draft.dynamicPassId} />
        )}
        <div className="editor__columns">
          <form
            className="editor__form"
            noValidate
            onSubmit={(e) => e.preventDefault()}
            onFocusCapture={(e) => {
              const target = e.target;
              if (
                (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
                target.dataset['placeholders'] === 'true'
              ) {
                lastText.current = target;
              }
            }}
            onBlurCapture={() => void saver.flush()}
          >
            <fieldset className="editor__fields" disabled={published}>
              <legend className="visually-hidden">{t('templates.editor.fields')}</legend>
              {published && <p className="desk-muted">{t('templates.editor.published')}</p>}
              <EditorFields onInsert={insert} />
            </fieldset>
          </form>
          <EditorPreview samples={samples} onSamples={setSamples} />
        </div>
        <PublishPanel
          draftId={draft.id}
          beforePublish={beforePublish}
          onPublished={() => setPublished(true)}
        />
      </section>
    </FormProvider>
  );
}

function safeSelection(target: TextTarget, end: 'start' | 'end'): number | null {
  try {
    return end === 'start' ? target.selectionStart : target.selectionEnd;
  } catch {
    return null;
  }
}

function EditorPreview({
  samples,
  onSamples,
}: {
  samples: Record<string, string>;
  onSamples: (s: Record<string, string>) => void;
}) {
  const t = useT();
  const { control } = useFormContext<TemplateForm>();
  const values = useWatch({ control }) as TemplateForm;
  const deferred = useDeferredValue(values);
  const names = fieldNames(deferred);
  // Focusable, so a keyboard can scroll the preview when it is taller than the window.
  return (
    <aside className="editor__preview" aria-label={t('templates.editor.preview')} tabIndex={0}>
      <PassPreview model={passPreviewModel(deferred, sampleValues(names, samples))} />
      <SampleValues fields={names} values={samples} onChange={onSamples} />
      <AccessCodeCheck accessCode={deferred.accessCode} samples={samples} />
    </aside>
  );
}

function AccessCodeCheck(props: { accessCode: string; samples: Record<string, string> }) {
  const t = useT();
  const problem = accessCodeSampleProblem(props.accessCode, props.samples);
  return problem ? (
    <p className="desk-warning" role="status">
      {t(problem.id, problem.values)}
    </p>
  ) : null;
}
