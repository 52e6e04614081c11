// The member's card as the program draws it: stamps in the banner colours, filled to the count,
// the reward slot last; or a text counter in its own format and colours.
import type { CSSProperties } from 'react';
import { formatTextCounter } from '@shared/api/loyalty';
import type { ProgramView } from '@shared/ipc/views';
import { RemoteImage } from '../images/RemoteImage';
import { builtInStampIcon, giftIcon } from './stampIcons';
import { useT } from '../i18n/useT';
import './stampCard.css';

interface Props {
  program: ProgramView;
  /** The count to draw; null when not known yet. */
  count: number | null;
}

export function StampCard({ program, count }: Props) {
  const t = useT();
  const loyalty = program.loyalty;
  if (loyalty.loyaltyType === 'TEXT') {
    const text = loyalty.textCounter;
    const style: CSSProperties = {
      color: text.textColor,
      backgroundColor: text.textBackgroundColor,
      fontSize: text.textCounterFontSize
        ? `${Math.min(text.textCounterFontSize * 2, 96)}px`
        : undefined,
    };
    return (
      <div className="text-card" style={style} data-testid="card-count">
        {count === null ? '–' : formatTextCounter(text.textCounterFormat, count, text.maxProgress)}
      </div>
    );
  }

  const stamp = loyalty.stampCounter;
  const builtIn = builtInStampIcon(stamp.stampIconName);
  const icon = stamp.customStampIcon ?? builtIn;
  const gift = giftIcon();
  const filled = Math.min(count ?? 0, stamp.maxStampCount);
  const slots = Array.from({ length: stamp.maxStampCount }, (_, i) => i);
  return (
    <div
      className="stamp-card"
      style={{ backgroundColor: stamp.stampBannerBgColor }}
      role="img"
      aria-label={
        count === null
          ? t('counter.card.unknown')
          : t('counter.card.filled', { count: filled, max: stamp.maxStampCount })
      }
      data-testid="stamp-card"
      data-count={count ?? ''}
    >
      {slots.map((i) => {
        const isFilled = i < filled;
        const isReward = i === stamp.maxStampCount - 1;
        const src = isReward && gift ? gift : icon;
        return (
          <span
            key={i}
            className={`stamp-card__slot${isFilled ? ' stamp-card__slot--filled' : ''}${isReward ? ' stamp-card__slot--reward' : ''}`}
            style={{ backgroundColor: stamp.stampBannerIconBgColor }}
          >
            {/* A program's own icon comes through main; until it does, the built-in one stands in. */}
            <RemoteImage
              url={src}
              alt=""
              draggable={false}
              fallback={
                builtIn ? (
                  <img src={builtIn} alt="" draggable={false} />
                ) : (
                  <span className="stamp-card__dot" />
                )
              }
            />
          </span>
        );
      })}
    </div>
  );
}
