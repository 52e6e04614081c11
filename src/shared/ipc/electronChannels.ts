// The Electron IPC channel names for the contract, shared by main and the preload. Prefixed so
// they cannot collide with Electron's own channels or each other's direction.
import type { Channel, EventName } from './contract';

export const invokeChannel = (channel: Channel): string => `passdesk:call:${channel}`;
export const eventChannel = (event: EventName): string => `passdesk:event:${event}`;
