// The values a flag's finding is said with (`store.flags.finding`): its figures over a zero for
// every figure its signal does not count, so one ICU message serves every signal.
import type { Values } from '../i18n/translate';
import type { Signal } from './flagRules';

const NO_FIGURES = {
  count: 0,
  of: 0,
  share: 0,
  othersShare: 0,
  stamps: 0,
  minutes: 0,
  most: 0,
  hours: 0,
  members: 0,
  changes: 0,
  grace: 0,
  tills: 0,
};

export const findingValues = (flag: {
  signal: Signal;
  fromDay: string;
  toDay: string;
  figures: Record<string, number>;
}): Values => ({
  ...NO_FIGURES,
  ...flag.figures,
  signal: flag.signal,
  from: flag.fromDay,
  to: flag.toDay,
});
