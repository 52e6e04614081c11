// The template editor: every field of spec 2.1 in a validated form, saved as a draft on every
// edit, with the live pass preview beside it.
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_CODE_MAX, TEMPLATE_NAME_MAX } from '@shared/api';
import type { TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../stores/location';
import { PassPreview } from '../preview/PassPreview';
import {
  accessCodeSampleProblem,
  passPreviewModel,
  sampleValues,
} from '../preview/passPreviewModel';
import { SampleValues } from '../preview/SampleValues';
import { ColorField } from '../../../ui/fields/ColorField';
import { DynamicFieldsField } from './fields/DynamicFieldsField';
import { ImageField } from './fields/ImageField';
import { LinksField } from './fields/LinksField';
import { TextField } from '../../../ui/fields/TextField';
import { BarcodeTypeField } from '../../../ui/fields/BarcodeTypeField';
import { TextModulesField } from './fields/TextModulesField';
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

export function TemplateEditor({ draft }: { draft: TemplateDraftView }) {
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
          <h1 id="editor-title">
            {draft.dynamicPassId ? 'Edit' : 'New'}{' '}
            {draft.kind === 'loyalty' ? 'loyalty program' : 'template'}
          </h1>
          <SaveStatus state={saveState} />
          <div className="desk-actions">
            <a href={`#${PATHS.templates}`}>Back to templates</a>
            <button type="button" onClick={() => void discard()}>
              Discard draft
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
              <legend className="visually-hidden">Template fields</legend>
              {published && (
                <p className="desk-muted">
                  Published. To change it again, open the template from the list.
                </p>
              )}
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

function EditorFields({ onInsert }: { onInsert: (field: string) => void }) {
  return (
    <>
      <fieldset className="form-group">
        <legend>Template</legend>
        <TextField
          name="name"
          label="Name"
          maxLength={TEMPLATE_NAME_MAX}
          hint={`At most ${TEMPLATE_NAME_MAX} characters.`}
        />
        <TextField name="description" label="Description" multiline />
      </fieldset>
      <DynamicFieldsField onInsert={onInsert} />
      <fieldset className="form-group">
        <legend>Kind of card</legend>
        <datalist id="pass-types">
          <option value="generic" />
        </datalist>
        <datalist id="generic-types">
          <option value="GENERIC_TYPE_UNSPECIFIED" />
        </datalist>
        <TextField
          name="cardType"
          label="Card type"
          hint="Left empty, the service keeps or picks its own."
        />
        <TextField name="passType" label="Pass type" list="pass-types" />
        <TextField name="genericType" label="Generic type" list="generic-types" />
      </fieldset>
      <fieldset className="form-group">
        <legend>Texts</legend>
        <TextField name="cardTitle" label="Card title" />
        <TextField name="header" label="Header" />
        <TextField name="subheader" label="Subheader" />
      </fieldset>
      <fieldset className="form-group">
        <legend>Colours</legend>
        <ColorField name="hexBackgroundColor" label="Background colour" />
        <ColorField name="appleFontColor" label="Text colour (Apple)" />
        <ColorField name="appleLabelColor" label="Label colour (Apple)" />
      </fieldset>
      <fieldset className="form-group">
        <legend>Images</legend>
        <ImageField name="logoUrl" label="Logo" />
        <ImageField name="rectangleLogo" label="Rectangle logo" />
        <ImageField
          name="heroImage"
          label="Hero image"
          hint="The Apple strip, and Google's hero unless a Google hero is set."
        />
        <ImageField name="googleHeroImage" label="Google hero image" />
        <ImageField
          name="appleHeroImage"
          label="Apple hero image"
          hint="Accepted by the service but not used for the Apple strip."
        />
        <ImageField
          name="thumbnailImage"
          label="Thumbnail (Apple)"
          hint="Switches Apple to the event-ticket layout; text modules move to the auxiliary row."
        />
        <ImageField
          name="backgroundImage"
          label="Background image (Apple)"
          hint="Switches Apple to the event-ticket layout; set the text and label colours so text stays readable."
        />
      </fieldset>
      <TextModulesField />
      <LinksField />
      <fieldset className="form-group">
        <legend>Barcode</legend>
        <BarcodeTypeField name="barcodeType" />
        <TextField
          name="barcodeValue"
          label="Barcode value"
          hint="Usually a placeholder carrying the member's id, so a scan finds the member."
        />
        <TextField name="barcodeAltText" label="Text under the barcode" />
      </fieldset>
      <fieldset className="form-group">
        <legend>Access code</legend>
        <TextField
          name="accessCode"
          label="Access code"
          hint={`Plain text of at most ${ACCESS_CODE_MAX} characters, or one {field} from the dynamic fields whose values are at most ${ACCESS_CODE_MAX} characters. Members enter it on the hosted card page.`}
        />
      </fieldset>
    </>
  );
}

function EditorPreview({
  samples,
  onSamples,
}: {
  samples: Record<string, string>;
  onSamples: (s: Record<string, string>) => void;
}) {
  const { control } = useFormContext<TemplateForm>();
  const values = useWatch({ control }) as TemplateForm;
  const deferred = useDeferredValue(values);
  const names = fieldNames(deferred);
  // Focusable, so a keyboard can scroll the preview when it is taller than the window.
  return (
    <aside className="editor__preview" aria-label="Pass preview" tabIndex={0}>
      <PassPreview model={passPreviewModel(deferred, sampleValues(names, samples))} />
      <SampleValues fields={names} values={samples} onChange={onSamples} />
      <AccessCodeCheck accessCode={deferred.accessCode} samples={samples} />
    </aside>
  );
}

function AccessCodeCheck(props: { accessCode: string; samples: Record<string, string> }) {
  const problem = accessCodeSampleProblem(props.accessCode, props.samples);
  return problem ? (
    <p className="desk-warning" role="status">
      {problem}
    </p>
  ) : null;
}
