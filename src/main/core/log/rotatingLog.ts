// A small log written to a file that rotates by size, keeping a fixed number of old files, with
// secrets (the API key) blanked out before anything reaches the disk.
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type LogLevel = 'info' | 'warn' | 'error';

export interface RotatingLogOptions {
  dir: string;
  /** File name without extension: `main` gives main.log, main.1.log ... */
  name: string;
  maxBytes: number;
  /** How many rotated files to keep beside the current one. */
  keep: number;
  clock?: () => Date;
}

export interface Log {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Never write this text (e.g. the API key); replaced by a marker in every later line. */
  redact(secret: string): void;
}

export function rotatedName(name: string, index: number): string {
  return index === 0 ? `${name}.log` : `${name}.${index}.log`;
}

/** Blanks every occurrence of each secret; secrets shorter than 4 characters are ignored. */
export function redactSecrets(line: string, secrets: Iterable<string>): string {
  let out = line;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}

export function createRotatingLog(options: RotatingLogOptions): Log {
  const clock = options.clock ?? (() => new Date());
  const secrets = new Set<string>();
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const path = (index: number) => join(options.dir, rotatedName(options.name, index));
  let size = existsSync(path(0)) ? statSync(path(0)).size : 0;

  const rotate = () => {
    rmSync(path(options.keep), { force: true });
    for (let index = options.keep - 1; index >= 0; index -= 1) {
      if (existsSync(path(index))) renameSync(path(index), path(index + 1));
    }
    size = 0;
  };

  const write = (level: LogLevel, message: string, fields?: Record<string, unknown>) => {
    const detail = fields && Object.keys(fields).length ? ` ${safeJson(fields)}` : '';
    const line =
      redactSecrets(
        `${clock().toISOString()} ${level.toUpperCase()} ${message}${detail}`,
        secrets,
      ) + '\n';
    const bytes = Buffer.byteLength(line);
    if (size > 0 && size + bytes > options.maxBytes) rotate();
    try {
      appendFileSync(path(0), line, { mode: 0o600 });
      size += bytes;
    } catch {
      // A full disk must not take the counter down; the line is lost, the app carries on.
    }
  };

  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    redact: (secret) => {
      secrets.add(secret);
    },
  };
}

function safeJson(fields: Record<string, unknown>): string {
  try {
    return JSON.stringify(fields, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    );
  } catch {
    // eslint-disable-next-line i18n/person-facing-text -- a marker in the English log file
    return '[fields not serialisable]';
  }
}
