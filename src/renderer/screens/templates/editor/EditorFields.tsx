// The template editor's fields, grouped as spec 2.1 groups them, each labelled in the page's language.
import { ACCESS_CODE_MAX, TEMPLATE_NAME_MAX } from '@shared/api';
import { useT } from '../../../i18n/useT';
import { BarcodeTypeField } from '../../../ui/fields/BarcodeTypeField';
import { ColorField } from '../../../ui/fields/ColorField';
import { TextField } from '../../../ui/fields/TextField';
import { DynamicFieldsField } from './fields/DynamicFieldsField';
import { ImageField } from './fields/ImageField';
import { LinksField } from './fields/LinksField';
import { TextModulesField } from './fields/TextModulesField';
import { PLACEHOLDER_EXAMPLE } from './placeholderInsert';

export function EditorFields({ onInsert }: { onInsert: (field: string) => void }) {
  const t = useT();
  return (
    <>
      <fieldset className="form-group">
        <legend>{t('templates.editor.template')}</legend>
        <TextField
          name="name"
          label={t('templates.editor.name')}
          maxLength={TEMPLATE_NAME_MAX}
          hint={t('templates.editor.nameHint', { maximum: TEMPLATE_NAME_MAX })}
        />
        <TextField name="description" label={t('templates.editor.description')} multiline />
      </fieldset>
      <DynamicFieldsField onInsert={onInsert} />
      <fieldset className="form-group">
        <legend>{t('templates.editor.kindOfCard')}</legend>
        <datalist id="pass-types">
          <option value="generic" />
        </datalist>
        <datalist id="generic-types">
          <option value="GENERIC_TYPE_UNSPECIFIED" />
        </datalist>
        <TextField
          name="cardType"
          label={t('templates.editor.cardType')}
          hint={t('templates.editor.cardTypeHint')}
        />
        <TextField name="passType" label={t('templates.editor.passType')} list="pass-types" />
        <TextField
          name="genericType"
          label={t('templates.editor.genericType')}
          list="generic-types"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('templates.editor.texts')}</legend>
        <TextField name="cardTitle" label={t('templates.editor.cardTitle')} />
        <TextField name="header" label={t('templates.editor.header')} />
        <TextField name="subheader" label={t('templates.editor.subheader')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('templates.editor.colours')}</legend>
        <ColorField name="hexBackgroundColor" label={t('templates.editor.backgroundColour')} />
        <ColorField name="appleFontColor" label={t('templates.editor.appleTextColour')} />
        <ColorField name="appleLabelColor" label={t('templates.editor.appleLabelColour')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('templates.editor.images')}</legend>
        <ImageField name="logoUrl" label={t('templates.editor.logo')} />
        <ImageField name="rectangleLogo" label={t('templates.editor.rectangleLogo')} />
        <ImageField
          name="heroImage"
          label={t('templates.editor.heroImage')}
          hint={t('templates.editor.heroImageHint')}
        />
        <ImageField name="googleHeroImage" label={t('templates.editor.googleHeroImage')} />
        <ImageField
          name="appleHeroImage"
          label={t('templates.editor.appleHeroImage')}
          hint={t('templates.editor.appleHeroImageHint')}
        />
        <ImageField
          name="thumbnailImage"
          label={t('templates.editor.thumbnail')}
          hint={t('templates.editor.thumbnailHint')}
        />
        <ImageField
          name="backgroundImage"
          label={t('templates.editor.backgroundImage')}
          hint={t('templates.editor.backgroundImageHint')}
        />
      </fieldset>
      <TextModulesField />
      <LinksField />
      <fieldset className="form-group">
        <legend>{t('templates.editor.barcode')}</legend>
        <BarcodeTypeField name="barcodeType" />
        <TextField
          name="barcodeValue"
          label={t('templates.editor.barcodeValue')}
          hint={t('templates.editor.barcodeValueHint')}
        />
        <TextField name="barcodeAltText" label={t('templates.editor.barcodeAltText')} />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('templates.editor.accessCode')}</legend>
        <TextField
          name="accessCode"
          label={t('templates.editor.accessCode')}
          hint={t('templates.editor.accessCodeHint', {
            maximum: ACCESS_CODE_MAX,
            placeholder: PLACEHOLDER_EXAMPLE,
          })}
        />
      </fieldset>
    </>
  );
}
