// The wizard's steps: the program and its kind, the counter of 2.5, and the pass design.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MAX_STAMP_COUNT, MAX_TEXT_PROGRESS } from '@shared/api';
import { BarcodeTypeField } from '../../../ui/fields/BarcodeTypeField';
import { ColorField } from '../../../ui/fields/ColorField';
import { FieldError } from '../../../ui/fields/FieldError';
import { errorAt } from '../../../ui/fields/formErrors';
import { TextField } from '../../../ui/fields/TextField';
import { IconPicker } from './IconPicker';
import { LIMIT_LABELS, type LoyaltyForm } from './loyaltyForm';

export function ProgramStep() {
  const { register, formState } = useFormContext<LoyaltyForm>();
  const typeError = errorAt(formState.errors, 'loyaltyType');
  return (
    <>
      <TextField name="name" label="Program name" maxLength={100} />
      <TextField name="description" label="Description" multiline />
      <fieldset className="form-group">
        <legend>Kind of program</legend>
        <label className="choice">
          <input type="radio" value="STAMP" {...register('loyaltyType')} /> Stamp card: a stamp per
          visit, a reward when full
        </label>
        <label className="choice">
          <input type="radio" value="TEXT" {...register('loyaltyType')} /> Counter: a number such as
          points, shown as text
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
  const { control } = useFormContext<LoyaltyForm>();
  const custom = useWatch({ control, name: 'stamp.customStampIcon' });
  return (
    <>
      <TextField
        name="stamp.maxStampCount"
        label={LIMIT_LABELS.maxStampCount}
        type="number"
        hint={`From 1 to ${MAX_STAMP_COUNT}; the last one is the reward.`}
      />
      <TextField
        name="stamp.initialStampCount"
        label="Stamps a new member starts with"
        type="number"
      />
      <Controller
        control={control}
        name="stamp.stampIconName"
        render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} />}
      />
      <TextField
        name="stamp.customStampIcon"
        label="Custom icon URL (optional)"
        type="url"
        hint={
          custom
            ? 'Your icon replaces the built-in one on every slot except the reward slot.'
            : 'Your own hosted icon, instead of a built-in one.'
        }
      />
      <ColorField name="stamp.stampBannerBgColor" label="Stamp banner colour" />
      <ColorField name="stamp.stampBannerIconBgColor" label="Colour behind each stamp" />
    </>
  );
}

function TextCounterFields() {
  return (
    <>
      <TextField
        name="text.maxProgress"
        label={LIMIT_LABELS.maxProgress}
        type="number"
        hint={`From 1 to ${MAX_TEXT_PROGRESS}.`}
      />
      <TextField name="text.initialProgress" label="Value a new member starts with" type="number" />
      <TextField
        name="text.textCounterFormat"
        label="Display format"
        hint="{current} and {max} are replaced, e.g. {current}/{max} shows 3/10."
      />
      <TextField name="text.textCounterFontSize" label="Font size" type="number" />
      <ColorField name="text.textColor" label="Counter text colour" />
      <ColorField name="text.textBackgroundColor" label="Counter background colour" />
      <TextField name="text.heroImageUrl" label="Counter banner image URL (optional)" type="url" />
    </>
  );
}

export function DesignStep() {
  return (
    <>
      <TextField name="design.cardTitle" label="Card title" />
      <TextField name="design.header" label="Header" />
      <TextField name="design.subheader" label="Subheader" />
      <ColorField name="design.hexBackgroundColor" label="Pass background colour" />
      <ColorField name="design.appleFontColor" label="Text colour (Apple)" />
      <ColorField name="design.appleLabelColor" label="Label colour (Apple)" />
      <TextField name="design.logoUrl" label="Logo URL" type="url" />
      <BarcodeTypeField name="design.barcodeType" />
      <TextField
        name="design.barcodeValue"
        label="Barcode value"
        hint="A placeholder carrying the member's id, so that scanning the pass finds the member."
      />
      <TextField
        name="dynamicFields"
        label="Dynamic fields (comma separated)"
        hint="Names filled per member, e.g. firstName, customerId."
      />
    </>
  );
}
