// Phone numbers as the station keeps and finds them: E.164, read under the station's country.
import { z } from 'zod';
import type { MessageId } from '../i18n/messageId';
import {
  getCountries,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** A country libphonenumber knows ("GB", "DE"); numbers typed without + are read as its own. */
export const phoneCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code): code is CountryCode => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code), {
    error: 'choose the country from the list (a two-letter code such as GB or DE)',
  });

/** "GB" as "United Kingdom" (in `locale`), for messages; the code itself where the names are
 * not available. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country a number can be read under, by name, for the station's choice. */
export function phoneCountryChoices(): { code: string; name: string }[] {
  return getCountries()
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The country a locale names ("en-GB" → "GB"), when it names one numbers can be read under. */
export function countryOfLocale(locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).region;
    return region && isSupportedCountry(region) ? region : null;
  } catch {
    return null;
  }
}

/** 00 starts an international number in most of the world; the + is what libphonenumber reads. */
function internationalPrefix(typed: string): string {
  return typed.trim().replace(/^00/, '+');
}

const asCountry = (country: string | null): CountryCode | undefined =>
  country !== null && isSupportedCountry(country) ? country : undefined;

/** What to fix, as a catalogue id; `country` is the station's, which the number was read as. */
export type PhoneReading =
  { ok: true; e164: string } | { ok: false; problem: MessageId; country?: string };

/**
 * A number as the cashier typed it ("+44 (0)20 7946 0958", "020 7946 0958", "0044 20…"), in
 * E.164 ("+442079460958"), or what to fix. National numbers need the station's country.
 */
export function readPhone(typed: string, country: string | null): PhoneReading {
  const text = internationalPrefix(typed);
  if (/[^\d\s+().\-/]/.test(text)) {
    return { ok: false, problem: 'members.enrol.phoneDigits' };
  }
  const home = asCountry(country);
  if (!text.startsWith('+') && !home) {
    return { ok: false, problem: 'members.enrol.phoneCountryFirst' };
  }
  const parsed = parsePhoneNumberFromString(text, home);
  if (parsed?.isValid()) return { ok: true, e164: parsed.number };
  return text.startsWith('+') || !home
    ? { ok: false, problem: 'members.enrol.phoneInvalid' }
    : { ok: false, problem: 'members.enrol.phoneNotFrom', country: home };
}

/**
 * The digits a number is known by in E.164 ("442079460958"), when the value reads as a possible
 * number; null otherwise. Lenient on purpose: a search must match what an enrolment let through.
 */
export function e164Digits(value: string, country: string | null): string | null {
  const text = internationalPrefix(value);
  if (!/^[\d\s+().\-/]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, asCountry(country));
  return parsed?.isPossible() ? parsed.number.slice(1) : null;
}
