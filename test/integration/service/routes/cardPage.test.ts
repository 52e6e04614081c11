// The hosted card page (README, assumptions): a pass opened by its link without a key, its
// count and barcode drawn, and behind its access code when the template has one.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMIT, PASS_LIMIT } from '../../../../src/service/cardPage/accessCode';
import { addUser, createLoyalty, startHarness, stampProgram, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const open = (cardId: string) => h.call('GET', `/card/${cardId}`, { key: null });
const tryCode = (cardId: string, code: string) =>
  h.call('POST', `/card/${cardId}`, {
    key: null,
    raw: new URLSearchParams({ code }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A code posted from another loopback address (127.0.0.0/8 is all loopback): another client. */
const tryCodeFrom = (from: string, cardId: string, code: string, cookie?: string) =>
  new Promise<{ status: number; body: string; setCookie: string | null }>((resolve, reject) => {
    const body = new URLSearchParams({ code }).toString();
    const req = httpRequest(
      `${h.service.url}/card/${cardId}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            setCookie: res.headers['set-cookie']?.[0] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('the pass page', () => {
  it('shows the member’s pass with its count and barcode, without a key', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({}, { maxStampCount: 8 }));
    const { customerId, cardId } = await addUser(h, groupId, { name: 'Zoë <Brandt>' });
    await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`);
    const page = await open(cardId);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = page.body as string;
    expect(html).toContain('Zoë &#60;Brandt&#62;');
    expect(html).not.toContain('<Brandt>');
    expect(html).toContain('1 of 8 stamps');
    expect(html).toMatch(/<img src="\/images\/[0-9a-f]{24}\.svg"/);
    expect(html).toContain(
      'aria-label="Barcode to show at the counter" data-symbology="QR_CODE"><svg',
    );
    // The same page however the path is written.
    expect((await h.call('GET', `/%63ard/${cardId}`, { key: null })).body).toBe(html);
  });

  it('speaks the browser’s language: German, Arabic right to left, English for the rest', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({}, { maxStampCount: 8 }));
    const { customerId, cardId } = await addUser(h, groupId, { name: 'Zoë' });
    await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`);
    const inLanguage = (header: string) =>
      h.call('GET', `/card/${cardId}`, { key: null, headers: { 'accept-language': header } });

    const german = await inLanguage('de-AT,de;q=0.9,en;q=0.5');
    expect(german.headers.get('content-language')).toBe('de');
    expect(german.headers.get('vary')).toContain('accept-language');
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('1 von 8 Stempeln');
    expect(german.body).toContain('aria-label="Barcode zum Vorzeigen an der Kasse"');

    const arabic = await inLanguage('ar-MA');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('1 من 8 أختام');

    // A language PassDesk does not speak, a refused one (q=0) and junk all get English.
    for (const header of ['pt-BR', 'de;q=0', '"><script>', 'x'.repeat(5000)]) {
      const page = await inLanguage(header);
      expect(page.status, header).toBe(200);
      expect(page.body, header).toContain('<html lang="en" dir="ltr">');
      expect(page.body, header).toContain('1 of 8 stamps');
    }
    const missing = await h.call('GET', '/card/0123456789abcdef01234567', {
      key: null,
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.body).toContain('Cette carte n’existe pas');
  });

  it('writes the pass in a colour that reads on its background', async () => {
    const light = await createLoyalty(h, stampProgram({ hexBackgroundColor: '#fff' }));
    const dark = await createLoyalty(
      h,
      stampProgram({ hexBackgroundColor: '#222222', appleFontColor: '#ffcc00' }),
    );
    const onLight = await open((await addUser(h, light.groupId)).cardId);
    expect(onLight.body).toContain('style="background:#fff;color:#1f1f1f"');
    const ownInk = await open((await addUser(h, dark.groupId)).cardId);
    expect(ownInk.body).toContain('style="background:#222222;color:#ffcc00"');
  });

  it('says plainly when a pass is archived, unknown or not an id, never a 5xx', async () => {
    const { groupId } = await createLoyalty(h);
    const { cardId } = await addUser(h, groupId);
    await h.call('DELETE', `/api/card/delete/${cardId}`);
    expect((await open(cardId)).body).toContain('This pass is archived');
    for (const id of ['0123456789abcdef01234567', 'nope', 'A'.repeat(24), '%00']) {
      const answer = await open(id);
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    expect((await open('0123456789abcdef01234567')).body).toContain('No such pass');
  });

  it('asks for a static access code before showing anything of the pass', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '1234' }));
    const { cardId } = await addUser(h, groupId, { name: 'Hidden Person' });
    const form = await open(cardId);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Access code');
    expect(form.body).not.toContain('Hidden Person');
    expect(form.body).not.toContain('<svg');

    const wrong = await tryCode(cardId, '9999');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toContain('That code is not right');
    expect(wrong.body).not.toContain('Hidden Person');
    const right = await tryCode(cardId, ' 1234 ');
    expect(right.status).toBe(200);
    expect(right.body).toContain('Hidden Person');
    // The form posts back to the path it was opened at, however that path was written.
    const encoded = await h.call('POST', `/%63ard/${cardId}`, {
      key: null,
      raw: 'code=1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.status).toBe(200);
    expect(encoded.body).toContain('Hidden Person');
  });

  it('reads a placeholder access code per member, and stops guessing after ten wrong codes', async () => {
    const { groupId } = await createLoyalty(
      h,
      stampProgram({ accessCode: '{pin}', dynamicFields: ['name', 'pin'] }),
    );
    const { cardId: first } = await addUser(h, groupId, { name: 'First', pin: '1111' });
    const { cardId: second } = await addUser(h, groupId, { name: 'Second', pin: '2222' });
    expect((await tryCode(first, '2222')).status).toBe(403);
    expect((await tryCode(second, '2222')).body).toContain('Second');

    for (let i = 0; i < 9; i++) expect((await tryCode(first, `x${i}`)).status).toBe(403);
    const locked = await tryCode(first, '1111');
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many wrong codes: try again in 10 minutes');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(locked.body).not.toContain('First');
    // Another pass is not held up by it.
    expect((await tryCode(second, '2222')).status).toBe(200);
  });

  it('reads only a small form body, and leaves /api bodies as JSON only', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '1234' }));
    const { cardId } = await addUser(h, groupId);
    const big = await tryCode(cardId, 'x'.repeat(5000));
    expect(big.status).toBe(413);
    for (const [type, raw] of [
      ['application/json', '{"code":"1234"}'],
      ['text/plain', 'code=1234'],
    ] as const) {
      const other = await h.call('POST', `/card/${cardId}`, {
        key: null,
        raw,
        headers: { 'content-type': type },
      });
      expect(other.status, type).toBe(415);
    }
    const form = await h.call('POST', `/api/group/${groupId}/user`, {
      raw: 'dynamicFields=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('never answers a 5xx to generated paths, methods and bodies', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '{pin}' }));
    const { cardId } = await addUser(h, groupId, { name: 'Fuzzed', pin: '42' });
    const segment = fc.oneof(
      fc.constant(cardId),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
      fc.constantFrom('%zz', '%2e%2e', '%00', 'a%2Fb', '', 'f'.repeat(3000)),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 200 }),
      fc
        .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }))
        .map((d) => new URLSearchParams(d).toString()),
    );
    const type = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT'),
        segment,
        body,
        type,
        async (m, s, b, t) => {
          const answer = await h.call(m, `/card/${s}`, {
            key: null,
            ...(b === undefined || m === 'GET' ? {} : { raw: b, headers: { 'content-type': t } }),
          });
          expect(answer.status, `${m} /card/${s.slice(0, 40)} ${t}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('remembers wrong codes across a restart of the service', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '5150' }));
    const { cardId } = await addUser(h, groupId, { name: 'Kept Count' });
    for (let i = 0; i < CLIENT_LIMIT.misses; i++) {
      expect((await tryCode(cardId, `${i}`)).status).toBe(403);
    }
    await h.restart();
    const locked = await tryCode(cardId, '5150');
    expect(locked.status).toBe(429);
    expect(locked.body).not.toContain('Kept Count');
  });

  it('holds up only the client that sent the wrong codes, not the owner elsewhere', async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '2468' }));
    const { cardId } = await addUser(h, groupId, { name: 'Owner Elsewhere' });
    for (let i = 0; i < CLIENT_LIMIT.misses; i++) {
      expect((await tryCodeFrom('127.0.0.1', cardId, `${i}`)).status).toBe(403);
    }
    expect((await tryCodeFrom('127.0.0.1', cardId, '2468')).status).toBe(429);
    const owner = await tryCodeFrom('127.0.0.2', cardId, '2468');
    expect(owner.status).toBe(200);
    expect(owner.body).toContain('Owner Elsewhere');
    expect(owner.setCookie).toMatch(
      new RegExp(
        `^passdesk_card_device=[\\w-]{43}; Path=/card/${cardId}; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
      ),
    );
  });

  it("refuses new devices once the pass's ceiling is reached, and lets a device that opened it in", async () => {
    const { groupId } = await createLoyalty(h, stampProgram({ accessCode: '1357' }));
    const { cardId } = await addUser(h, groupId, { name: 'Known Phone' });
    const opened = await tryCodeFrom('127.0.0.2', cardId, '1357');
    const device = opened.setCookie!.split(';')[0]!;
    const clients = Math.ceil(PASS_LIMIT.misses / CLIENT_LIMIT.misses);
    for (let c = 0; c < clients; c++) {
      for (let i = 0; i < CLIENT_LIMIT.misses; i++) {
        expect((await tryCodeFrom(`127.0.1.${c + 1}`, cardId, `${i}`)).status).toBe(403);
      }
    }
    const stranger = await tryCodeFrom('127.0.0.9', cardId, '1357');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toContain('open it on a phone that has opened it before');
    expect(stranger.body).not.toContain('Known Phone');
    const phone = await tryCodeFrom('127.0.0.2', cardId, '1357', device);
    expect(phone.status).toBe(200);
    expect(phone.body).toContain('Known Phone');
    // A made-up device cookie is no device.
    const forged = await tryCodeFrom(
      '127.0.0.9',
      cardId,
      '1357',
      `passdesk_card_device=${'A'.repeat(43)}`,
    );
    expect(forged.status).toBe(429);
  });
});
