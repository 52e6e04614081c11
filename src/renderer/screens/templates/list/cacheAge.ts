// How long ago the list was read from the service, as the value and unit Intl says in any language.

export interface Age {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

const UNITS: [number, Age['unit']][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** Negative (in the past), in the largest whole unit; under a minute is "now" (0 seconds). */
export function ageOf(isoTime: string, now: Date): Age {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(isoTime).getTime()) / 1000));
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}
