// The enrolment form a program's template asks for, and how its values are checked.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inEnglish, translatorOf } from '../../../../src/shared/i18n/everyLanguage';
import { enrolFields, enrolSchema, fieldLabel } from '../../../../src/shared/members/enrolForm';
import { enrolIssueSaid } from '../../../../src/shared/members/enrolIssues';

/** As the core words a refusal for its log: the catalogue's English, or zod's own words. */
const enrolIssueInEnglish = (issue: z.core.$ZodIssue): string => {
  const said = enrolIssueSaid(issue);
  return said === null ? issue.message : inEnglish(said);
};

const template = {
  cardTitle: 'Bean Counter',
  header: '{firstName} {lastName}',
  barcodeValue: '{customerId}',
  accessCode: '{pin}',
  dynamicFields: ['firstName', 'lastName', 'mobile', 'email', 'pin', 'customerId', 'shoe_size'],
};

describe('enrolFields', () => {
  it('asks for the declared fields, requiring those the pass shows, never the service’s ids', () => {
    const fields = enrolFields(template);
    expect(fields.map((f) => [f.name, f.label, f.kind, f.required])).toEqual([
      ['firstName', 'First name', 'text', true],
      ['lastName', 'Last name', 'text', true],
      ['mobile', 'Mobile', 'phone', false],
      ['email', 'Email', 'email', false],
      ['pin', 'Pin', 'code', true],
      ['shoe_size', 'Shoe size', 'text', false],
    ]);
    expect(fields.find((f) => f.name === 'pin')!.maxLength).toBe(10);
  });

  it('asks for a name and a phone number when the program declares no member fields', () => {
    const fields = enrolFields({ barcodeValue: '{customerId}', dynamicFields: ['customerId'] });
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['name', 'text', false],
      ['phone', 'phone', false],
    ]);
  });

  it('reads names the way people write them', () => {
    expect(fieldLabel('e_mail')).toBe('E mail');
    expect(fieldLabel('postCode')).toBe('Post code');
    expect(fieldLabel('loyalty-tier')).toBe('Loyalty tier');
  });
});

describe('enrolSchema', () => {
  const schema = enrolSchema(enrolFields(template), null);
  const ok = { firstName: ' Ada ', lastName: 'Lovelace', pin: '1815' };

  it('trims, normalises a phone number and an address, and leaves out empty optional fields', () => {
    const parsed = schema.parse({
      ...ok,
      mobile: '0044 (20) 7946-0958',
      email: ' Ada@Example.ORG ',
      shoe_size: '  ',
    });
    expect(parsed).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      pin: '1815',
      mobile: '+442079460958',
      email: 'ada@example.org',
    });
  });

  it('names each field to fix', () => {
    const result = schema.safeParse({
      firstName: '',
      lastName: 'L',
      pin: '12345678901',
      mobile: '12',
      email: 'not-an-address',
      height: '2m',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map(enrolIssueInEnglish);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is needed: the pass shows it',
        'Pin is at most 10 characters',
        'Phone: type + and the country code first (e.g. +44 20 7946 0958), or choose this station’s country in Settings',
        'Email: type an address like name@example.com',
        'this program has no field height',
      ]),
    );
  });

  it('refuses a value that is not text', () => {
    const issue = schema.safeParse({ ...ok, firstName: 5 }).error!.issues[0]!;
    expect(enrolIssueInEnglish(issue)).toBe('First name must be text');
  });

  it('names each problem by a catalogue id, said in the reader’s language with its values', () => {
    const issues = schema.safeParse({ ...ok, firstName: '', pin: '12345678901' }).error!.issues;
    expect(issues.map((i) => i.message).sort()).toEqual([
      'members.enrol.required',
      'members.enrol.tooLong',
    ]);
    const spanish = translatorOf('es');
    const said = issues.map((i) => spanish.say(enrolIssueSaid(i, 'es')!));
    expect(said).toEqual(
      expect.arrayContaining([
        'Falta Nombre: el pase lo muestra',
        'PIN admite como máximo 10 caracteres',
      ]),
    );
  });

  it('says a field most programs ask for in each language, one only the program names as it is', () => {
    const fields = enrolFields({ ...template, dynamicFields: ['name', 'shoe_size'] });
    const required = fields.map((field) => ({ ...field, required: true }));
    const issues = enrolSchema(required, null).safeParse({ name: '', shoe_size: '' }).error!.issues;
    const said = (language: 'en' | 'de' | 'es' | 'fr' | 'ar') =>
      issues.map((issue) => translatorOf(language).say(enrolIssueSaid(issue, language)!));
    expect(said('ar')[0]).toContain('الاسم مطلوب');
    expect(said('ar')[0]).not.toContain('Name');
    expect(said('fr')[0]).toContain('Nom manque');
    expect(said('es')[0]).toContain('Falta Nombre');
    expect(said('de')[0]).toContain('Name fehlt');
    expect(said('en')[0]).toBe('Name is needed: the pass shows it');
    expect(said('ar')[1]).toContain('Shoe size');
  });

  it('takes no other message for a field’s words than a member field’s', () => {
    const arabic = translatorOf('ar');
    const forged = {
      id: 'members.enrol.required',
      values: { field: 'X', fieldWords: 'main.quit' },
    };
    expect(arabic.say(forged as never)).toContain('X');
  });
});

describe('a phone number under the station country', () => {
  const fields = enrolFields(template);
  const ok = { firstName: 'Ada', lastName: 'Lovelace', pin: '1815' };

  it('keeps a number written any usual way in E.164', () => {
    const gb = enrolSchema(fields, 'GB');
    for (const typed of [
      '+44 (0)20 7946 0958',
      '020 7946 0958',
      '20 7946 0958',
      '0044 20 7946 0958',
      '(020) 7946-0958',
      '020.7946.0958',
    ]) {
      expect(gb.parse({ ...ok, mobile: typed }).mobile, typed).toBe('+442079460958');
    }
    // Another country's number, written with its code, stays that country's.
    expect(gb.parse({ ...ok, mobile: '+49 30 1234567' }).mobile).toBe('+49301234567');
  });

  it('says what to fix for a number it cannot read', () => {
    const message = (country: string | null, mobile: string) =>
      enrolIssueInEnglish(
        enrolSchema(fields, country).safeParse({ ...ok, mobile }).error!.issues[0]!,
      );
    expect(message('GB', '020 7946')).toBe(
      'Phone: this is not a United Kingdom number: check the digits, or type + and the country code for one from abroad',
    );
    expect(message('GB', '+1 555 CALL NOW')).toBe(
      'Phone: type digits only, with + and the country code if abroad',
    );
    expect(message('GB', '+44 20 7946 09581234')).toBe(
      'Phone: this is not a valid number: check the digits and the country code',
    );
    expect(message(null, '020 7946 0958')).toMatch(/choose this station’s country in Settings/);
    // The country is named in the reader's language.
    const [notGb] = enrolSchema(fields, 'GB').safeParse({ ...ok, mobile: '020 7946' }).error!
      .issues;
    expect(translatorOf('de').say(enrolIssueSaid(notGb!, 'de')!)).toContain(
      'keine Nummer aus Vereinigtes Königreich',
    );
    // With no country chosen, a number with its code is still taken.
    expect(enrolSchema(fields, null).parse({ ...ok, mobile: '+44 (0)20 7946 0958' }).mobile).toBe(
      '+442079460958',
    );
  });
});
