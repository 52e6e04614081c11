// The wizard's steps: the program and its kind, the counter of 2.5, and the pass design.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MAX_STAMP_COUNT, MAX_TEXT_PROGRESS } from '@shared/api';
import { BarcodeTypeField } from '../../../ui/fields/BarcodeTypeField';
import { ColorField } from '../../../ui/fields/ColorField';
import { FieldError } from '../../../ui/fields/FieldError';
import { errorAt } from '../../../ui/fields/formErrors';
import { TextField } from '../../../ui/fields/TextField';
import { useT } from '../../../i18n/useT';
import { IconPicker } from './IconPicker';
import { LIMIT_LABELS, type LoyaltyForm } from './loyaltyForm';

export function ProgramStep() {
  const t = useT();
  const { register, formState } = useFormContext<LoyaltyForm>();
  const typeError = errorAt(formState.errors, 'loyaltyType');
  return (
    <>
      <TextField name="name" label={t('templates.wizard.programName')} maxLength={100} />
      <TextField name="description" label={t('templates.editor.description')} multiline />
      <fieldset className="form-group">
        <legend>{t('templates.wizard.kindOfProgram')}</legend>
        <label className="choice">
          <input type="radio" value="STAMP" {...register('loyaltyType')} />{' '}
          {t('templates.wizard.kindStamp')}
        </label>
        <label className="choice">
          <input type="radio" value="TEXT" {...register('loyaltyType')} />{' '}
          {t('templates.wizard.kindCounter')}
        </label>
        <FieldError id="loyaltyType-error" message={typeError} />
      </fieldset>
    </>
  );
}

export function CounterStep() {
  const { control } = useFormContext<LoyaltyForm>();
  const type = useWatch({ control, name: 'loyaltyType' });
  return type === 'STAMP' ? <StampFields /> : <TextCounterFields />;
}

function StampFields() {
  const t = useT();
  const { control } = useFormContext<LoyaltyForm>();
  const custom = useWatch({ control, name: 'stamp.customStampIcon' });
  return (
    <>
      <TextField
        name="stamp.maxStampCount"
        label={t(LIMIT_LABELS.maxStampCount)}
        type="number"
        hint={t('templates.wizard.maxStampHint', { maximum: MAX_STAMP_COUNT })}
      />
      <TextField
        name="stamp.initialStampCount"
        label={t('templates.wizard.initialStamps')}
        type="number"
      />
      <Controller
        control={control}
        name="stamp.stampIconName"
        render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} />}
      />
      <TextField
        name="stamp.customStampIcon"
        label={t('templates.wizard.customIcon')}
        type="url"
        hint={t(custom ? 'templates.wizard.customIconSet' : 'templates.wizard.customIconHint')}
      />
      <ColorField name="stamp.stampBannerBgColor" label={t('templates.wizard.bannerColour')} />
      <ColorField
        name="stamp.stampBannerIconBgColor"
        label={t('templates.wizard.stampBackground')}
      />
    </>
  );
}

function TextCounterFields() {
  const t = useT();
  return (
    <>
      <TextField
        name="text.maxProgress"
        label={t(LIMIT_LABELS.maxProgress)}
        type="number"
        hint={t('templates.wizard.maxProgressHint', { maximum: MAX_TEXT_PROGRESS })}
      />
      <TextField
        name="text.initialProgress"
        label={t('templates.wizard.initialProgress')}
        type="number"
      />
      <TextField
        name="text.textCounterFormat"
        label={t('templates.wizard.format')}
        hint={t('templates.wizard.formatHint', {
          current: '{current}',
          max: '{max}',
          example: '{current}/{max}',
        })}
      />
      <TextField
        name="text.textCounterFontSize"
        label={t('templates.wizard.fontSize')}
        type="number"
      />
      <ColorField name="text.textColor" label={t('templates.wizard.counterTextColour')} />
      <ColorField name="text.textBackgroundColor" label={t('templates.wizard.counterBackground')} />
      <TextField name="text.heroImageUrl" label={t('templates.wizard.counterImage')} type="url" />
    </>
  );
}

export function DesignStep() {
  const t = useT();
  return (
    <>
      <TextField name="design.cardTitle" label={t('templates.editor.cardTitle')} />
      <TextField name="design.header" label={t('templates.editor.header')} />
      <TextField name="design.subheader" label={t('templates.editor.subheader')} />
      <ColorField name="design.hexBackgroundColor" label={t('templates.wizard.passBackground')} />
      <ColorField name="design.appleFontColor" label={t('templates.editor.appleTextColour')} />
      <ColorField name="design.appleLabelColor" label={t('templates.editor.appleLabelColour')} />
      <TextField name="design.logoUrl" label={t('templates.wizard.logoUrl')} type="url" />
      <BarcodeTypeField name="design.barcodeType" />
      <TextField
        name="design.barcodeValue"
        label={t('templates.editor.barcodeValue')}
        hint={t('templates.wizard.barcodeHint')}
      />
      <TextField
        name="dynamicFields"
        label={t('templates.wizard.dynamicFields')}
        hint={t('templates.wizard.dynamicFieldsHint')}
      />
    </>
  );
}
