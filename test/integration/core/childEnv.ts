// A station run as a child process reads its set-up from PASSDESK_* variables.
export const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
