// The loyalty card as a member sees it at one count: the stamp banner or the text counter.
import { formatTextCounter, type StampIconName } from '@shared/api';
import { RemoteImage } from '../../../images/RemoteImage';
import { useRemoteImage } from '../../../images/useRemoteImage';
import { STAMP_ICON_LABELS, stampIconUrl } from './stampIcons';
import { stampColumns, stampSlots, type StampSlot } from './stampSlots';
import { useT } from '../../../i18n/useT';

/** Addresses typed into the wizard are fetched once the typing pauses. */
const PREVIEW_DELAY_MS = 400;

export interface StampBanner {
  maxStampCount: number;
  stampIconName: StampIconName;
  customStampIcon: string;
  stampBannerBgColor: string;
  stampBannerIconBgColor: string;
}

export function StampBannerPreview({
  card,
  count,
  compact,
}: {
  card: StampBanner;
  count: number;
  compact?: boolean;
}) {
  const t = useT();
  const slots = stampSlots(card, count);
  return (
    <div
      className={`stamp-banner${compact ? ' stamp-banner--compact' : ''}`}
      style={{
        backgroundColor: card.stampBannerBgColor,
        gridTemplateColumns: `repeat(${stampColumns(card.maxStampCount)}, 1fr)`,
      }}
      role="img"
      aria-label={t('templates.loyalty.stampCard', {
        count: Math.min(count, card.maxStampCount),
        max: card.maxStampCount,
      })}
      data-testid="stamp-banner"
      data-count={count}
    >
      {slots.map((slot) => (
        <StampSlotView key={slot.position} slot={slot} background={card.stampBannerIconBgColor} />
      ))}
    </div>
  );
}

function StampSlotView({ slot, background }: { slot: StampSlot; background: string }) {
  const t = useT();
  const url =
    slot.icon.kind === 'custom'
      ? slot.icon.url
      : stampIconUrl(slot.icon.kind === 'gift' ? 'gift' : slot.icon.name);
  const label = t(
    slot.icon.kind === 'gift'
      ? 'templates.icon.reward'
      : slot.icon.kind === 'custom'
        ? 'templates.icon.custom'
        : STAMP_ICON_LABELS[slot.icon.name],
  );
  return (
    <span
      className={`stamp-slot${slot.filled ? ' stamp-slot--filled' : ''}`}
      style={{ backgroundColor: background }}
      data-filled={slot.filled}
    >
      <RemoteImage
        url={url}
        alt=""
        delayMs={PREVIEW_DELAY_MS}
        fallback={<span aria-hidden="true">{label.slice(0, 1)}</span>}
      />
    </span>
  );
}

export interface TextCounterCard {
  maxProgress: number;
  textCounterFormat: string;
  textCounterFontSize: number;
  textColor: string;
  textBackgroundColor: string;
  heroImageUrl: string;
}

export function TextCounterPreview({ card, count }: { card: TextCounterCard; count: number }) {
  const hero = useRemoteImage(card.heroImageUrl, PREVIEW_DELAY_MS);
  const image = hero.status === 'ready' ? `url("${hero.src}")` : undefined;
  return (
    <div
      className="text-counter"
      style={{
        backgroundColor: card.textBackgroundColor,
        color: card.textColor,
        backgroundImage: image,
      }}
      data-testid="text-counter"
      data-count={count}
    >
      <span
        style={{
          fontSize: Number.isFinite(card.textCounterFontSize) ? card.textCounterFontSize : 24,
        }}
      >
        {formatTextCounter(card.textCounterFormat, count, card.maxProgress)}
      </span>
    </div>
  );
}
