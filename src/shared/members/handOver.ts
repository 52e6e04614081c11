// Handing a member their pass: the first name a slip greets them by, and the e-mail that carries
// the link to their pass page, composed the same wherever it is offered.
import { z } from 'zod';

/** The first word of a member's name, or '' when they have none on file. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A member's e-mail address among their values, when one reads as an address. */
export function emailOf(fields: Record<string, string>): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (/e-?mail/i.test(name) && z.email().safeParse(value.trim()).success) return value.trim();
  }
  return null;
}

/**
 * A `mailto:` link with a short text and the pass page's address, to the member's own address
 * when known (else the cashier's mail program asks for one).
 */
export function passMailto(o: {
  email: string | null;
  programName: string;
  firstName: string;
  passPageUrl: string;
}): string {
  const greeting = o.firstName ? `Hello ${o.firstName},` : 'Hello,';
  const subject = `Your ${o.programName} card`;
  const body = [
    greeting,
    '',
    `here is your ${o.programName} card. Open this link on your phone and add the pass to your wallet:`,
    '',
    o.passPageUrl,
    '',
    'See you soon!',
  ].join('\r\n');
  const to = o.email ? encodeURIComponent(o.email).replace('%40', '@') : '';
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
