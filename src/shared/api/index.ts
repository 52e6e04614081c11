// The wallet-pass service's API as zod schemas: one source of truth for service and client.
export * from './activity';
export * from './archive';
export * from './batch';
export * from './checkIn';
export * from './colors';
export * from './credits';
export * from './errors';
export * from './ids';
export * from './limits';
export * from './loyalty';
export * from './members';
export * from './placeholders';
export * from './template';
export * from './textModules';
export * from './updateTemplate';
export * from './paths';
