// The core's words reach the page as ids and values, said in the station's language: a refusal
// from the service, a bad settings value, a shared schema's bound, and a fresh station's language.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsFile } from '../../../../src/main/core/settings/settings';
import { systemLanguage } from '../../../../src/shared/i18n/systemLanguage';
import { changeReason } from '@shared/counter/reasons';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { issueSaid } from '@shared/i18n/issues';
import type { Said } from '@shared/i18n/said';
import { dispatch } from '@shared/ipc/dispatch';
import { AppError, envelope } from '@shared/ipc/errors';
import { startCore, type TestCore } from '../../core/harness';

let core: TestCore | null = null;
afterEach(async () => {
  await core?.close();
  core = null;
  vi.unstubAllEnvs();
});

/** What the renderer's bridge receives for a call: the envelope, checked as it checks it. */
async function refusal(t: TestCore, channel: string, request: unknown): Promise<AppError> {
  const answer = envelope.parse(await dispatch(t.core.handlers, channel, request));
  if (answer.ok) throw new Error(`${channel} was not refused`);
  return AppError.from(answer.error);
}

describe('the core’s refusals, said in the station’s language', () => {
  it('a 402 from the service arrives with its id and reads in German', async () => {
    const noCredits = async () =>
      new Response(JSON.stringify({ message: 'no credits' }), {
        status: 402,
        headers: { 'content-type': 'application/json' },
      });
    core = await startCore('http://127.0.0.1:4010', 'key-for-tests-0001', { fetch: noCredits });
    const error = await refusal(core, 'credits.get', { refresh: true });
    expect(error.kind).toBe('noCredits');
    expect(error.said).toEqual({ id: 'main.api.noCredits' });
    // English stays the message, word for word, for the log.
    expect(error.message).toBe(
      'No credits left to issue a pass: buy credits for the account, then retry it on the Queue screen.',
    );
    expect(translatorOf('de').say(error.said!)).toBe(
      'Kein Guthaben mehr für neue Pässe: Guthaben für das Konto kaufen und es dann in der Warteschlange erneut senden.',
    );
  });

  it('an invalid settings value arrives with the schema’s bound and reads in German', async () => {
    core = await startCore('http://127.0.0.1:4010', null);
    const error = await refusal(core, 'settings.update', { soundVolume: 101 });
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('soundVolume: the volume is at most 100');
    expect(error.said?.id).toBe('main.schema.volumeAtMost');
    expect(translatorOf('de').say(error.said!)).toBe('die Lautstärke ist höchstens 100');
  });

  it('a request zod refuses in its own words names the fields in the reader’s language', async () => {
    core = await startCore('http://127.0.0.1:4010', null);
    const error = await refusal(core, 'settings.update', { sounds: 'loud' });
    expect(error.said).toEqual({ id: 'main.request.invalidFields', values: { fields: 'sounds' } });
    expect(translatorOf('fr').say(error.said!)).toBe(
      'PassDesk ne peut pas accepter ce qui a été donné pour sounds.',
    );
  });
});

describe('the status line’s problem', () => {
  it('a queue paused for want of a key says so in Arabic', async () => {
    core = await startCore('http://127.0.0.1:4010', null);
    const status = await core.core.handlers['sync.status']({});
    expect(status.paused?.message).toBe('No API key is set; add one in Settings.');
    expect(translatorOf('ar').say(status.paused!.said as Said)).toBe(
      'لم يُضبط مفتاح API؛ أضف مفتاحًا في الإعدادات.',
    );
  });
});

describe('a shared schema’s problem', () => {
  it('reads in Spanish with the schema’s own bound', () => {
    const issue = changeReason.safeParse('a'.repeat(201)).error!.issues[0]!;
    const words = issueSaid(issue);
    expect(words).toEqual({
      id: 'main.schema.reasonTooLong',
      values: expect.objectContaining({ maximum: 200 }),
    });
    expect(translatorOf('es').say(words!)).toBe('un motivo tiene como máximo 200 caracteres');
  });
});

describe('a fresh station’s language', () => {
  it('is the computer’s: a new settings file under LANG=de_DE is German, screens and display', () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_MESSAGES', '');
    vi.stubEnv('LANG', 'de_DE.UTF-8');
    const dir = mkdtempSync(join(tmpdir(), 'passdesk-language-'));
    try {
      const loaded = new SettingsFile(join(dir, 'settings.json')).load();
      expect(loaded.settings.language).toBe('de');
      expect(loaded.settings.displayLanguage).toBe('de');
      // Read again, it is what was stored: the language is chosen once, at the first start.
      vi.stubEnv('LANG', 'fr_FR.UTF-8');
      expect(new SettingsFile(join(dir, 'settings.json')).load().settings.language).toBe('de');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follows POSIX order and skips "C", falling back to Intl and then English', () => {
    expect(systemLanguage({ LC_ALL: 'es_ES.UTF-8', LANG: 'de_DE.UTF-8' }, 'en-US')).toBe('es');
    expect(systemLanguage({ LC_ALL: 'C.UTF-8', LANG: 'fr_FR.UTF-8' }, 'en-US')).toBe('fr');
    expect(systemLanguage({ LANG: 'C.UTF-8' }, 'ar-EG')).toBe('ar');
    expect(systemLanguage({ LANG: 'pt_BR.UTF-8' }, 'pt-BR')).toBe('en');
  });
});
