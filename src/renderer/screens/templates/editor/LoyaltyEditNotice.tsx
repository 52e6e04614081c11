// Editing a loyalty program: it stays one, but its stamp artwork is fixed at creation (4.4 rule 5).
import { countOf } from '@shared/words/plural';
import { PATHS } from '../../../app/paths';
import { navigate } from '../../../stores/location';

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
  const summary =
    progress?.loyaltyType === 'TEXT'
      ? `a counter up to ${progress.textCounter?.maxProgress ?? '?'}`
      : progress?.stampCounter?.maxStampCount === undefined
        ? 'a stamp card'
        : `a stamp card of ${countOf(progress.stampCounter.maxStampCount, 'stamp')}`;
  return (
    <aside className="loyalty-notice" aria-labelledby="loyalty-notice-title">
      <h2 id="loyalty-notice-title">This is a loyalty program ({summary})</h2>
      <p>
        Publishing sends the whole program, with its stamp settings, so it stays a loyalty program
        and members keep their counts.
      </p>
      <p>
        The stamp artwork does not change on an update: the service draws one image per count only
        when a program is created. To change the number of stamps, the icon or the banner colours,
        start a new program from a copy.
      </p>
      {dynamicPassId && (
        <button type="button" onClick={() => navigate(PATHS.copyLoyalty(dynamicPassId))}>
          Start a new program from a copy
        </button>
      )}
    </aside>
  );
}
