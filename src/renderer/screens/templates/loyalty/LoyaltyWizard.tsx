// The loyalty program wizard: a STAMP or TEXT program in four steps, with the card previewed at
// every count, created through the outbox (endpoint 4.5).
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { FormLabels } from '../../../ui/fields/fieldLabels';
import { useT } from '../../../i18n/useT';
import type { MessageId } from '@shared/i18n/messageId';
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

const STEPS: readonly MessageId[] = [
  'templates.wizard.program',
  'templates.wizard.counter',
  'templates.wizard.design',
  'templates.wizard.review',
];

/** Fields checked before leaving each step, so a problem shows where it can be fixed. */
const STEP_FIELDS: FieldPath<LoyaltyForm>[][] = [
  ['name', 'description', 'loyaltyType'],
  ['stamp', 'text'],
  ['design', 'dynamicFields'],
  [],
];

export default function LoyaltyWizard({ copyOf }: { copyOf?: string | null }) {
  const t = useT();
  const methods = useForm<LoyaltyForm>({
    resolver: zodResolver(loyaltyFormSchema),
    defaultValues: DEFAULT_LOYALTY_FORM,
    // Problems clear as they are fixed, so no message vanishes under the pointer on blur.
    mode: 'onChange',
  });
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<OutboxItemView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copyOfName, setCopyOfName] = useState<string | null>(null);
  const limitLabels = useMemo(
    () => ({
      maxStampCount: t(LIMIT_LABELS.maxStampCount),
      maxProgress: t(LIMIT_LABELS.maxProgress),
    }),
    [t],
  );

  useEffect(() => {
    if (!copyOf) return;
    api()
      .templates.get({ dynamicPassId: copyOf })
      .then(
        ({ template }) => {
          methods.reset(
            loyaltyFormFromTemplate(
              template.template,
              template.name,
              t('templates.loyalty.copyName', { name: template.name }),
            ),
          );
          setCopyOfName(template.name);
        },
        (e: unknown) => setError(messageOf(e)),
      );
    // The copy is named once, in the language of the moment it was made: a change of language
    // must not fetch the program again and reset what the manager has typed since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      <FormLabels.Provider value={limitLabels}>
        <section className="desk-screen wizard" aria-labelledby="wizard-title">
          <header className="desk-screen__header">
            <h1 id="wizard-title">{t('templates.newLoyalty')}</h1>
          </header>
          {copyOfName !== null && (
            <p className="desk-muted">{t('templates.loyalty.copyNote', { name: copyOfName })}</p>
          )}
          <ol className="wizard__steps" aria-label={t('templates.wizard.steps')}>
            {STEPS.map((label, i) => (
              <li
                key={label}
                aria-current={i === step ? 'step' : undefined}
                className={i === step ? 'wizard__step--current' : undefined}
              >
                {t('templates.wizard.step', { number: i + 1, label: t(label) })}
              </li>
            ))}
          </ol>
          <div className="editor__columns">
            <form className="editor__form" noValidate onSubmit={(e) => void create(e)}>
              <h2>{t(STEPS[step]!)}</h2>
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
                    {t('templates.wizard.back')}
                  </button>
                )}
                {step < STEPS.length - 1 ? (
                  // Distinct keys: reusing one element would let the click that opens the
                  // review step land on the submit button and create the program at once.
                  <button key="next" type="button" className="primary" onClick={() => void next()}>
                    {t('templates.wizard.next')}
                  </button>
                ) : (
                  <button
                    key="create"
                    type="submit"
                    className="primary"
                    disabled={methods.formState.isSubmitting}
                  >
                    {t('templates.wizard.create')}
                  </button>
                )}
              </div>
            </form>
            <aside
              className="editor__preview"
              aria-label={t('templates.wizard.preview')}
              tabIndex={0}
            >
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
  const t = useT();
  const values = useWatch<LoyaltyForm>() as LoyaltyForm;
  const counter =
    values.loyaltyType === 'STAMP'
      ? t('templates.wizard.reviewStamps', {
          max: values.stamp.maxStampCount,
          start: values.stamp.initialStampCount || 0,
        })
      : t('templates.wizard.reviewCounter', {
          format: values.text.textCounterFormat,
          max: values.text.maxProgress,
          start: values.text.initialProgress || 0,
        });
  return (
    <dl className="review">
      <dt>{t('templates.editor.name')}</dt>
      <dd>{values.name}</dd>
      <dt>{t('templates.wizard.counter')}</dt>
      <dd>{counter}</dd>
      <dt>{t('templates.editor.barcode')}</dt>
      <dd>
        {values.design.barcodeType}: {values.design.barcodeValue || t('templates.none')}
      </dd>
      <dt>{t('templates.wizard.artwork')}</dt>
      <dd>{t('templates.wizard.artworkText')}</dd>
    </dl>
  );
}
