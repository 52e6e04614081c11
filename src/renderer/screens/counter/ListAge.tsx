// How old the member list a search read is: "read 5 minutes ago", in the page's own words.
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';

const UNITS: readonly [number, Intl.RelativeTimeFormatUnit][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

export function ListAge({ listedAt }: { listedAt: string | null }) {
  const t = useT();
  const intl = useIntl();
  if (listedAt === null) return <p className="member-results-age">{t('counter.search.notRead')}</p>;
  const seconds = Math.max(0, Math.round((Date.now() - Date.parse(listedAt)) / 1000));
  const unit = UNITS.find(([size]) => seconds >= size);
  const age = unit
    ? intl.formatRelativeTime(-Math.floor(seconds / unit[0]), unit[1])
    : t('counter.search.justNow');
  return <p className="member-results-age">{t('counter.search.listRead', { age })}</p>;
}
