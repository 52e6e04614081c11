// The live preview of a pass as Apple and Google wallets would show it, from the preview model.
import type { PassPreviewModel, PreviewTextModule } from './passPreviewModel';
import { RemoteImage } from '../../../images/RemoteImage';
import { useRemoteImage } from '../../../images/useRemoteImage';
import { useT } from '../../../i18n/useT';
import { Barcode } from './Barcode';

/** Addresses typed into the editor are fetched once the typing pauses. */
const PREVIEW_DELAY_MS = 400;

export function PassPreview({ model }: { model: PassPreviewModel }) {
  return (
    <div className="pass-previews">
      <ApplePass model={model} />
      <GooglePass model={model} />
    </div>
  );
}

function ApplePass({ model }: { model: PassPreviewModel }) {
  const t = useT();
  const background = useRemoteImage(model.backgroundImage, PREVIEW_DELAY_MS);
  const style = {
    backgroundColor: model.backgroundColor,
    color: model.fontColor,
    backgroundImage: background.status === 'ready' ? `url("${background.src}")` : undefined,
  };
  const modules = <TextModuleRow modules={model.textModules} labelColor={model.labelColor} />;
  return (
    <figure className="pass-preview pass-preview--apple" aria-label={t('templates.preview.apple')}>
      <figcaption className="pass-preview__caption">
        {t('templates.preview.appleCaption', { layout: model.appleLayout })}
      </figcaption>
      <div
        className={`apple-pass apple-pass--${model.appleLayout}`}
        style={style}
        data-testid="apple-pass"
        data-layout={model.appleLayout}
      >
        <div className="apple-pass__top">
          <PreviewImage
            url={model.logoUrl}
            className="apple-pass__logo"
            label={t('templates.editor.logo')}
          />
          <span className="apple-pass__title">{model.cardTitle}</span>
        </div>
        {model.appleLayout === 'strip' ? (
          <>
            {model.stripImage && (
              <div className="apple-pass__strip" data-testid="apple-strip">
                <PreviewImage
                  url={model.stripImage}
                  className="apple-pass__strip-image"
                  label={t('templates.preview.stripImage')}
                />
              </div>
            )}
            <PrimaryFields model={model} />
            <div data-testid="apple-secondary-row">{modules}</div>
          </>
        ) : (
          <>
            <div className="apple-pass__event">
              <PrimaryFields model={model} />
              {model.thumbnailImage && (
                <PreviewImage
                  url={model.thumbnailImage}
                  className="apple-pass__thumbnail"
                  label={t('templates.preview.thumbnail')}
                  testId="apple-thumbnail"
                />
              )}
            </div>
            <div
              data-testid={
                model.textModuleRow === 'auxiliary' ? 'apple-auxiliary-row' : 'apple-secondary-row'
              }
            >
              {modules}
            </div>
          </>
        )}
        <Barcode
          type={model.barcodeType}
          value={model.barcodeValue}
          altText={model.barcodeAltText}
        />
      </div>
    </figure>
  );
}

function PrimaryFields({ model }: { model: PassPreviewModel }) {
  return (
    <div className="apple-pass__primary">
      <span className="apple-pass__label" style={{ color: model.labelColor }}>
        {model.header}
      </span>
      <span className="apple-pass__value">{model.subheader}</span>
    </div>
  );
}

function TextModuleRow({
  modules,
  labelColor,
}: {
  modules: PreviewTextModule[];
  labelColor: string;
}) {
  if (modules.length === 0) return null;
  return (
    <dl className="pass-modules">
      {modules.map((m, i) => (
        <div key={`${m.id}-${i}`} className="pass-modules__item">
          <dt style={{ color: labelColor }}>{m.header}</dt>
          <dd>{m.body}</dd>
        </div>
      ))}
    </dl>
  );
}

function GooglePass({ model }: { model: PassPreviewModel }) {
  const t = useT();
  return (
    <figure
      className="pass-preview pass-preview--google"
      aria-label={t('templates.preview.google')}
    >
      <figcaption className="pass-preview__caption">
        {t('templates.preview.googleCaption')}
      </figcaption>
      <div
        className="google-pass"
        style={{ backgroundColor: model.backgroundColor, color: model.fontColor }}
        data-testid="google-pass"
      >
        <div className="google-pass__top">
          <PreviewImage
            url={model.logoUrl}
            className="google-pass__logo"
            label={t('templates.editor.logo')}
          />
          <span>{model.cardTitle}</span>
        </div>
        <p className="google-pass__header">{model.header}</p>
        <p className="google-pass__subheader">{model.subheader}</p>
        <TextModuleRow modules={model.textModules} labelColor={model.fontColor} />
        <Barcode
          type={model.barcodeType}
          value={model.barcodeValue}
          altText={model.barcodeAltText}
        />
        <PreviewImage
          url={model.googleHeroImage}
          className="google-pass__hero"
          label={t('templates.editor.heroImage')}
          testId="google-hero"
        />
        {model.links.length > 0 && (
          <ul className="google-pass__links">
            {model.links.map((l, i) => (
              <li key={`${l.id}-${i}`}>{l.description || l.uri}</li>
            ))}
          </ul>
        )}
      </div>
    </figure>
  );
}

/** An image of the pass, or a labelled box when there is none or it is a per-member value. */
function PreviewImage({
  url,
  className,
  label,
  testId,
}: {
  url: string;
  className: string;
  label: string;
  testId?: string;
}) {
  const t = useT();
  if (url === '') return null;
  if (!/^https?:\/\//i.test(url)) {
    return (
      <span className={`${className} preview-image--placeholder`} data-testid={testId}>
        {t('templates.preview.imageValue', { label, url })}
      </span>
    );
  }
  return (
    <RemoteImage
      url={url}
      className={className}
      alt={label}
      testId={testId}
      delayMs={PREVIEW_DELAY_MS}
      fallback={
        <span className={`${className} preview-image--placeholder`} data-testid={testId}>
          {label}
        </span>
      }
    />
  );
}
