// The loyalty program wizard: a STAMP or TEXT program in four steps, with the card previewed at
// every count, created through the outbox (endpoint 4.5).
import { countOf } from '@shared/words/plural';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { FormLabels } from '../../../ui/fields/fieldLabels';
import { CardAtEveryCount } from './CardAtEveryCount';
import { CounterStep, DesignStep, ProgramStep } from './wizardSteps';
import { CreatedProgram } from './CreatedProgram';
import {
  DEFAULT_LOYALTY_FORM,
  LIMIT_LABELS,
  loyaltyFormFromTemplate,
  loyaltyFormSchema,
  loyaltyRequestOf,
  type LoyaltyForm,
} from './loyaltyForm';
import type { OutboxItemView } from '@shared/ipc/views';
import '../../../ui/desk.css';

const STEPS = ['Program', 'Counter', 'Design', 'Review'] as const;

/** Fields checked before leaving each step, so a problem shows where it can be fixed. */
const STEP_FIELDS: FieldPath<LoyaltyForm>[][] = [
  ['name', 'description', 'loyaltyType'],
  ['stamp', 'text'],
  ['design', 'dynamicFields'],
  [],
];

export default function LoyaltyWizard({ copyOf }: { copyOf?: string | null }) {
  const methods = useForm<LoyaltyForm>({
    resolver: zodResolver(loyaltyFormSchema),
    defaultValues: DEFAULT_LOYALTY_FORM,
    // Problems clear as they are fixed, so no message vanishes under the pointer on blur.
    mode: 'onChange',
  });
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<OutboxItemView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copyNote, setCopyNote] = useState<string | null>(null);

  useEffect(() => {
    if (!copyOf) return;
    api()
      .templates.get({ dynamicPassId: copyOf })
      .then(
        ({ template }) => {
          methods.reset(loyaltyFormFromTemplate(template.template, template.name));
          setCopyNote(
            `Starting from a copy of "${template.name}". Change the stamps, icon or colours freely: a new program gets new artwork.`,
          );
        },
        (e: unknown) => setError(messageOf(e)),
      );
  }, [copyOf, methods]);

  const next = async () => {
    const fields = STEP_FIELDS[step]!;
    const type = methods.getValues('loyaltyType');
    const relevant = fields.filter(
      (f) => !(f === 'stamp' && type === 'TEXT') && !(f === 'text' && type === 'STAMP'),
    );
    if (relevant.length === 0 || (await methods.trigger(relevant, { shouldFocus: true }))) {
      setStep(step + 1);
    }
  };

  const create = methods.handleSubmit(async (values) => {
    setError(null);
    try {
      const { item } = await api().loyalty.create({ body: loyaltyRequestOf(values) });
      setCreated(item);
    } catch (e) {
      setError(messageOf(e));
    }
  });

  if (created) return <CreatedProgram item={created} name={methods.getValues('name')} />;

  return (
    <FormProvider {...methods}>
      <FormLabels.Provider value={LIMIT_LABELS}>
        <section className="desk-screen wizard" aria-labelledby="wizard-title">
          <header className="desk-screen__header">
            <h1 id="wizard-title">New loyalty program</h1>
          </header>
          {copyNote && <p className="desk-muted">{copyNote}</p>}
          <ol className="wizard__steps" aria-label="Steps">
            {STEPS.map((label, i) => (
              <li
                key={label}
                aria-current={i === step ? 'step' : undefined}
                className={i === step ? 'wizard__step--current' : undefined}
              >
                {i + 1}. {label}
              </li>
            ))}
          </ol>
          <div className="editor__columns">
            <form className="editor__form" noValidate onSubmit={(e) => void create(e)}>
              <h2>{STEPS[step]}</h2>
              {step === 0 && <ProgramStep />}
              {step === 1 && <CounterStep />}
              {step === 2 && <DesignStep />}
              {step === 3 && <ReviewStep />}
              {error && (
                <p role="alert" className="desk-error">
                  {error}
                </p>
              )}
              <div className="desk-actions">
                {step > 0 && (
                  <button type="button" onClick={() => setStep(step - 1)}>
                    Back
                  </button>
                )}
                {step < STEPS.length - 1 ? (
                  // Distinct keys: reusing one element would let the click that opens the
                  // review step land on the submit button and create the program at once.
                  <button key="next" type="button" className="primary" onClick={() => void next()}>
                    Next
                  </button>
                ) : (
                  <button
                    key="create"
                    type="submit"
                    className="primary"
                    disabled={methods.formState.isSubmitting}
                  >
                    Create program
                  </button>
                )}
              </div>
            </form>
            <aside className="editor__preview" aria-label="Card preview" tabIndex={0}>
              <WizardPreview />
            </aside>
          </div>
        </section>
      </FormLabels.Provider>
    </FormProvider>
  );
}

function WizardPreview() {
  const values = useWatch<LoyaltyForm>() as LoyaltyForm;
  return <CardAtEveryCount form={values} />;
}

function ReviewStep() {
  const values = useWatch<LoyaltyForm>() as LoyaltyForm;
  const counter =
    values.loyaltyType === 'STAMP'
      ? `Stamp card: ${countOf(values.stamp.maxStampCount, 'stamp')}, new members start at ${values.stamp.initialStampCount || 0}.`
      : `Counter "${values.text.textCounterFormat}" up to ${values.text.maxProgress}, new members start at ${values.text.initialProgress || 0}.`;
  return (
    <dl className="review">
      <dt>Name</dt>
      <dd>{values.name}</dd>
      <dt>Counter</dt>
      <dd>{counter}</dd>
      <dt>Barcode</dt>
      <dd>
        {values.design.barcodeType}: {values.design.barcodeValue || '(none)'}
      </dd>
      <dt>Artwork</dt>
      <dd>
        The service draws one card image per count when the program is created; it cannot be redrawn
        later.
      </dd>
    </dl>
  );
}
