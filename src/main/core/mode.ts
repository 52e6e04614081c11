// Which world a workspace serves: the live service, or training with its own service and data.
export type Mode = 'live' | 'training';
