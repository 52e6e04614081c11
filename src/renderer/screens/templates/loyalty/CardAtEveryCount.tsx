// The card previewed at any count from 0 to max: a slider for one count, and every count at once.
import { useState } from 'react';
import { StampBannerPreview, TextCounterPreview } from './StampCardPreview';
import type { LoyaltyForm } from './loyaltyForm';
import { useT } from '../../../i18n/useT';

export function CardAtEveryCount({ form }: { form: LoyaltyForm }) {
  const t = useT();
  const max = form.loyaltyType === 'STAMP' ? form.stamp.maxStampCount : form.text.maxProgress;
  const safeMax = Number.isFinite(max) && max >= 1 ? Math.min(Math.floor(max), 1000) : 1;
  const [count, setCount] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const shown = Math.min(count, safeMax);
  const card = (n: number, compact?: boolean) =>
    form.loyaltyType === 'STAMP' ? (
      <StampBannerPreview card={form.stamp} count={n} compact={compact} />
    ) : (
      <TextCounterPreview card={form.text} count={n} />
    );
  return (
    <div className="card-preview">
      <div
        className="card-preview__pass"
        style={{
          backgroundColor: form.design.hexBackgroundColor,
          color: form.design.appleFontColor,
        }}
      >
        <p className="card-preview__title">
          {form.design.cardTitle || form.name || t('templates.loyalty.yourProgram')}
        </p>
        {card(shown)}
        <p style={{ color: form.design.appleLabelColor }}>{form.design.header}</p>
      </div>
      <label htmlFor="preview-count">
        {t('templates.loyalty.countShown', { shown, max: safeMax })}
      </label>
      <input
        id="preview-count"
        type="range"
        min={0}
        max={safeMax}
        value={shown}
        onChange={(e) => setCount(Number(e.target.value))}
      />
      <button
        type="button"
        className="link-button"
        aria-expanded={showAll}
        onClick={() => setShowAll(!showAll)}
      >
        {showAll ? t('templates.loyalty.hideEveryCount') : t('templates.loyalty.showEveryCount')}
      </button>
      {showAll && (
        <ol className="every-count" start={0} aria-label={t('templates.loyalty.everyCount')}>
          {Array.from({ length: Math.min(safeMax, 100) + 1 }, (_, n) => (
            <li key={n}>
              <span className="every-count__label">{n}</span>
              {card(n, true)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
