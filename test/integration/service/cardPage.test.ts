// The hosted card page (README, assumptions): a pass opened by its link without a key, its
// count and barcode drawn, and behind its access code when the template has one.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createLoyalty, startHarness, stampProgram, type Harness } from './harness';

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
});
