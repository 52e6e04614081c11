// Enrolment and the lock in the station's language: Spanish and Arabic (right to left), with the
// enrolment form's own problem and the lock's countdown said in that language.
import { expect, type Page } from '@playwright/test';
import type { Language } from '@shared/i18n/locales';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { addStaff } from '../support/staffPage';
import type { TestStation } from '../support/testStation';

/** The station speaks `language` from the first page on. */
async function openIn(page: Page, station: TestStation, language: Language, path: string) {
  await station.core.handlers['settings.update']({ language });
  await page.goto(`${station.url}#${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const ENROL = {
  es: {
    dialog: /^Nuevo socio de /,
    field: 'Nombre (obligatorio)',
    submit: 'Dar de alta',
    needed: 'Falta Nombre: el pase lo muestra',
  },
  ar: {
    dialog: /^عضو جديد في /,
    field: 'الاسم (مطلوب)',
    submit: 'تسجيل',
    needed: 'الاسم مطلوب: تعرضه البطاقة',
  },
  de: {
    dialog: /^Neues Mitglied von /,
    field: 'Name (Pflicht)',
    submit: 'Aufnehmen',
    needed: 'Name fehlt: der Pass zeigt es an',
  },
} as const;

for (const language of ['es', 'ar', 'de'] as const) {
  test(`enrolment speaks ${language}, its own problem too`, async ({ page, station }) => {
    const words = ENROL[language];
    await openIn(page, station, language, '/counter');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByTestId('new-member').click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.field).fill('  ');
    await dialog.getByRole('button', { name: words.submit }).click();
    await expect(dialog.getByRole('alert')).toContainText(words.needed);
    await expect(dialog.getByLabel(words.field)).toHaveAttribute('aria-invalid', 'true');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, `enrol-${language}`, dialog);
  });
}

const LOCK = {
  es: {
    title: 'Iniciar sesión',
    pin: 'PIN de Olive',
    submit: 'Entrar',
    wait: /^Ese PIN no es correcto\. Demasiados PIN incorrectos: inténtalo de nuevo en \d+ segundos\.$/,
    seconds: /^(\d+) segundos$/,
    over: 'Ese PIN no es correcto. La espera ha terminado: vuelve a introducir el PIN.',
  },
  ar: {
    title: 'تسجيل الدخول',
    // A Latin name in an Arabic sentence is isolated from it.
    pin: 'رمز PIN لـ \u2068Olive\u2069',
    submit: 'دخول',
    wait: /^رمز PIN هذا غير صحيح\. أرقام PIN خاطئة كثيرة: حاول مجددًا بعد .+ (ثانية|ثوانٍ)\.$/,
    seconds: /^(\S+) (ثانية|ثوانٍ)$/,
    over: 'رمز PIN هذا غير صحيح. انتهى الانتظار: أدخل رمز PIN مجددًا.',
  },
  de: {
    title: 'Anmelden',
    pin: 'PIN für Olive',
    submit: 'Anmelden',
    wait: /^Diese PIN stimmt nicht\. Zu viele falsche PINs: erneut versuchen in \d+ Sekunden\.$/,
    seconds: /^(\d+) Sekunden$/,
    over: 'Diese PIN stimmt nicht. Die Wartezeit ist vorbei: PIN erneut eingeben.',
  },
} as const;

/** A number as the page writes it, in Latin or Arabic-Indic digits. */
const numberOf = (text: string): number =>
  Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));

for (const language of ['es', 'ar', 'de'] as const) {
  test(`the lock speaks ${language}: its PIN, its refusal and its wait`, async ({
    page,
    station,
  }) => {
    const words = LOCK[language];
    // Set before the staff: once they exist, only a manager may change the settings.
    await station.core.handlers['settings.update']({ language });
    await addStaff(station.core, { anyCashier: false });
    await page.goto(`${station.url}#/counter`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const gate = page.getByTestId('sign-in');
    await expect(gate.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await gate.getByRole('button', { name: /^Olive\b/ }).click();
    const pin = gate.getByLabel(words.pin);
    const submit = gate.getByRole('button', { name: words.submit, exact: true });
    // Four wrong PINs: each refused, the field emptied for the next.
    for (let tried = 1; tried <= 4; tried++) {
      await pin.fill(`000${tried}`);
      await submit.click();
      await expect(pin).toHaveValue('');
      await expect(gate.getByRole('alert')).toBeVisible();
    }
    // The page's clock is held still from here and moved by hand; its timers still tick.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await pin.fill('0000');
    await submit.click();
    await expect(gate.getByRole('alert')).toHaveText(words.wait);
    const timer = gate.getByRole('timer');
    const first = numberOf((await timer.textContent())!.match(words.seconds)![1]!);
    expect(first).toBeGreaterThan(20);
    await page.clock.setFixedTime(start + 10_000);
    await expect
      .poll(async () => numberOf((await timer.textContent())?.match(words.seconds)?.[1] ?? ''))
      .toBe(first - 10);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, `lock-${language}`, gate);

    await page.clock.setFixedTime(start + 60_000);
    await expect(gate.getByRole('alert')).toHaveText(words.over);
  });
}
