// Selectors hand React the same value for the same state; a fresh [] on every call made the
// counter re-render without end (React error 185) whenever settings arrived late.
import { describe, expect, it } from 'vitest';
import { selectPresets, useSettings } from '../../../src/renderer/state/settings';

describe('settings selectors', () => {
  it('give one stable empty preset list while settings load', () => {
    useSettings.setState({ settings: null });
    const state = useSettings.getState();
    expect(selectPresets(state)).toEqual([]);
    expect(selectPresets(state)).toBe(selectPresets(useSettings.getState()));
  });
});
