// What discovery reports is kept as sightings: another station's valid address only, its name
// cut to size, and never more than a few dozen, the oldest going first.
import { expect, it } from 'vitest';
import { Sightings } from '../../../../../src/main/core/store/link/sightings';

it('keeps another station’s valid address, and neither this station nor a bad address', () => {
  const sightings = new Sightings('self');
  expect(sightings.sight('self', '127.0.0.1:4380', null)).toBe(false);
  expect(sightings.sight('other', 'not an address', null)).toBe(false);
  expect(sightings.sight('x'.repeat(101), '127.0.0.1:4380', null)).toBe(false);
  expect(sightings.sight('other', '127.0.0.1:4380', 'N'.repeat(80))).toBe(true);
  expect(sightings.get('other')).toEqual({ address: '127.0.0.1:4380', name: 'N'.repeat(60) });
  expect(sightings.get('self')).toBeUndefined();
  expect([...sightings.all()].map(([id]) => id)).toEqual(['other']);
});

it('forgets the oldest sighting once a busy network has shown 64 stations', () => {
  const sightings = new Sightings('self');
  for (let i = 0; i < 65; i++) sightings.sight(`station-${i}`, `10.0.0.${i + 1}:4380`, null);
  const ids = [...sightings.all()].map(([id]) => id);
  expect(ids).toHaveLength(64);
  expect(ids[0]).toBe('station-1');
  expect(sightings.get('station-0')).toBeUndefined();
  expect(sightings.get('station-64')?.address).toBe('10.0.0.65:4380');
});
