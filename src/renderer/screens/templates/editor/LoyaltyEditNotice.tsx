// Editing a loyalty program: it stays one, but its stamp artwork is fixed at creation (4.4 rule 5).
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../state/location';
import { useT } from '../../../i18n/useT';

export function LoyaltyEditNotice({
  data,
  dynamicPassId,
}: {
  data: Record<string, unknown>;
  dynamicPassId: string | null;
}) {
  const progress = (data['loyaltyProgressData'] ??
    (data['templateData'] as Record<string, unknown> | undefined)?.['loyaltyProgressData']) as
    | {
        loyaltyType?: string;
        stampCounter?: { maxStampCount?: number };
        textCounter?: { maxProgress?: number };
      }
    | undefined;
  const t = useT();
  const stampCount = progress?.stampCounter?.maxStampCount;
  const title =
    progress?.loyaltyType === 'TEXT'
      ? t('templates.loyaltyNotice.title', {
          kind: 'counter',
          max: progress.textCounter?.maxProgress ?? '?',
          count: 0,
        })
      : t('templates.loyaltyNotice.title', {
          kind: stampCount === undefined ? 'card' : 'stamps',
          max: '',
          count: stampCount ?? 0,
        });
  return (
    <aside className="loyalty-notice" aria-labelledby="loyalty-notice-title">
      <h2 id="loyalty-notice-title">{title}</h2>
      <p>{t('templates.loyaltyNotice.publishing')}</p>
      <p>{t('templates.loyaltyNotice.artwork')}</p>
      {dynamicPassId && (
        <button type="button" onClick={() => navigate(PATHS.copyLoyalty(dynamicPassId))}>
          {t('templates.loyaltyNotice.copy')}
        </button>
      )}
    </aside>
  );
}
