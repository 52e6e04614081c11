// The training area: drills that only a training station offers.
import type { AreaHandlers } from '../context';
import type { SettingsControl } from '../settings/settingsControl';

export function trainingHandlers(
  control: Pick<SettingsControl, 'practiseOffline'>,
): AreaHandlers<'training'> {
  return {
    'training.practiseOffline': async ({ on }) => control.practiseOffline(on),
  };
}
