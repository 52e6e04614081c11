// Dynamic pass templates over HTTP: spec 4.1 to 4.4, 4.9 and section 8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTemplateResponse,
  isObjectId,
  templateListResponse,
  templateResponse,
} from '@shared/api';
import { KEY_B, createPlain, plainTemplate, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

describe('create (4.1)', () => {
  it('answers 201 with 24-hex ids and a message, and the template reads back with its fields', async () => {
    const created = await h.call('POST', '/api/dynamicPass/template/', {
      body: plainTemplate({ description: 'for members' }),
    });
    expect(created.status).toBe(201);
    const body = createTemplateResponse.parse(created.body);
    expect(isObjectId(body.dynamicPassId) && isObjectId(body.groupId)).toBe(true);
    const got = await h.call('GET', `/api/dynamicPass/template/${body.dynamicPassId}`);
    expect(got.status).toBe(200);
    const template = templateResponse.parse(got.body);
    expect(template).toMatchObject({
      cardTitle: 'Gym',
      header: '{name}',
      stateType: 'ACTIVE',
      passType: 'generic',
      genericType: 'GENERIC_TYPE_UNSPECIFIED',
      barcodeType: 'QR_CODE',
      name: 'Gym membership',
      description: 'for members',
      dynamicFields: ['name', 'tier'],
      changedAppleFontColor: false,
    });
    expect(template.applePassLayout).toBeUndefined();
  });

  it('refuses missing required fields and bad formats with 400 and the error body', async () => {
    for (const body of [
      { templateData: {}, dynamicFields: [] },
      { name: 'x', dynamicFields: [] },
      { name: 'x', templateData: {} },
      { name: 'x'.repeat(101), templateData: {}, dynamicFields: [] },
      { name: 'x', templateData: { hexBackgroundColor: 'red' }, dynamicFields: [] },
      { name: 'x', templateData: { barcodeType: 'NOPE' }, dynamicFields: [] },
      'not an object',
    ]) {
      const answer = await h.call('POST', '/api/dynamicPass/template/', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
    }
  });

  it('accepts a name of exactly 100 characters', async () => {
    const answer = await h.call('POST', '/api/dynamicPass/template/', {
      body: plainTemplate({ name: 'n'.repeat(100) }),
    });
    expect(answer.status).toBe(201);
  });

  it('removes invalid text modules, and leaves an empty array when all are invalid (rule 1)', async () => {
    const { dynamicPassId } = await createPlain(h, plainTemplate({
      templateData: { textModulesData: [
        { id: 'r1start', header: 'Points', body: '10' },
        { id: 'R1END', header: 'Case', body: 'sensitive' },
        { id: 'r1middle', header: '  ', body: 'x' },
        { id: 'r1end', header: 'x', body: '' },
      ] },
    })); // prettier-ignore
    const got = await h.call('GET', `/api/dynamicPass/template/${dynamicPassId}`);
    expect(got.body.textModulesData).toEqual([{ id: 'r1start', header: 'Points', body: '10' }]);
    const empty = await createPlain(
      h,
      plainTemplate({ templateData: { textModulesData: [{ id: 'bad', header: 'a', body: 'b' }] } }),
    );
    expect(
      (await h.call('GET', `/api/dynamicPass/template/${empty.dynamicPassId}`)).body
        .textModulesData,
    ).toEqual([]);
  });

  it('accepts a placeholder that is not in dynamicFields', async () => {
    const answer = await h.call('POST', '/api/dynamicPass/template/', {
      body: plainTemplate({ dynamicFields: [], templateData: { header: '{undeclared}' } }),
    });
    expect(answer.status).toBe(201);
  });
});

describe('Apple layout (4.9) and read-only fields', () => {
  it('switches on eventTicket with a thumbnail, ignores a sent applePassLayout, and reverts when both images are cleared', async () => {
    const { dynamicPassId } = await createPlain(h, plainTemplate({
      templateData: { thumbnailImage: 'https://img.example/t.png', heroImage: 'https://img.example/h.png', applePassLayout: 'boardingPass', stateType: 'EXPIRED', changedAppleFontColor: true },
    })); // prettier-ignore
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    let got = (await h.call('GET', path)).body;
    expect(got).toMatchObject({
      applePassLayout: 'eventTicket',
      heroImage: 'https://img.example/h.png',
      stateType: 'ACTIVE',
      changedAppleFontColor: false,
    });
    await h.call('PUT', path, {
      body: {
        templateData: { backgroundImage: 'https://img.example/b.png', thumbnailImage: null },
      },
    });
    got = (await h.call('GET', path)).body;
    expect(got.thumbnailImage).toBeUndefined();
    expect(got.applePassLayout).toBe('eventTicket');
    await h.call('PUT', path, { body: { templateData: { backgroundImage: '' } } });
    got = (await h.call('GET', path)).body;
    expect(got.backgroundImage).toBeUndefined();
    expect(got.applePassLayout).toBeUndefined();
    expect(got.heroImage).toBe('https://img.example/h.png');
  });
});

describe('accessCode (section 8)', () => {
  const withCode = (accessCode: string, dynamicFields: string[] = []) =>
    plainTemplate({ dynamicFields, templateData: { accessCode } });
  it('takes a static code of up to 10 characters and refuses 11', async () => {
    expect(
      (await h.call('POST', '/api/dynamicPass/template/', { body: withCode('1234567890') })).status,
    ).toBe(201);
    expect(
      (await h.call('POST', '/api/dynamicPass/template/', { body: withCode('12345678901') }))
        .status,
    ).toBe(400);
  });
  it('takes a placeholder only when it names a dynamic field, and checks the resolved value on Add User', async () => {
    expect(
      (await h.call('POST', '/api/dynamicPass/template/', { body: withCode('{pin}') })).status,
    ).toBe(400);
    const { groupId } = await createPlain(h, withCode('{pin}', ['pin']));
    const long = await h.call('POST', `/api/group/${groupId}/user`, {
      body: { dynamicFields: { pin: '12345678901' } },
    });
    expect(long.status).toBe(400);
    const ok = await h.call('POST', `/api/group/${groupId}/user`, {
      body: { dynamicFields: { pin: '1234' } },
    });
    expect(ok.status).toBe(201);
  });
});

describe('list and get (4.2, 4.3)', () => {
  it('lists every template of the account as { template, dynamicPassId }, and none of another account', async () => {
    const mine = await createPlain(h);
    const theirs = await createPlain(h, plainTemplate({ name: 'B only' }), KEY_B);
    const list = templateListResponse.parse(
      (await h.call('GET', '/api/dynamicPass/templates')).body,
    );
    const ids = list.map((item) => item.dynamicPassId);
    expect(ids).toContain(mine.dynamicPassId);
    expect(ids).not.toContain(theirs.dynamicPassId);
    expect(list.find((i) => i.dynamicPassId === mine.dynamicPassId)!.template.name).toBe(
      'Gym membership',
    );
  });
  it("answers 400 for a malformed or missing id, 404 for an unknown one or another account's", async () => {
    const theirs = await createPlain(h, plainTemplate(), KEY_B);
    expect((await h.call('GET', '/api/dynamicPass/template/not-an-id')).status).toBe(400);
    expect((await h.call('GET', '/api/dynamicPass/template/')).status).toBe(400);
    const unknown = await h.call('GET', `/api/dynamicPass/template/${'a'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false });
    expect((await h.call('GET', `/api/dynamicPass/template/${theirs.dynamicPassId}`)).status).toBe(
      404,
    );
  });
});

describe('update (4.4)', () => {
  it('merges templateData partially and replaces dynamicFields whole', async () => {
    const { dynamicPassId } = await createPlain(h);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const answer = await h.call('PUT', path, {
      body: { templateData: { header: 'Hi {nick}' }, dynamicFields: ['nick'], name: 'Renamed' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: expect.any(String), passesUpdated: 0 });
    const got = (await h.call('GET', path)).body;
    expect(got).toMatchObject({
      header: 'Hi {nick}',
      cardTitle: 'Gym',
      dynamicFields: ['nick'],
      name: 'Renamed',
    });
    expect(got.textModulesData).toEqual([{ id: 'r1start', header: 'Tier', body: '{tier}' }]);
  });
  it('cleans text modules sent in an update', async () => {
    const { dynamicPassId } = await createPlain(h);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    await h.call('PUT', path, {
      body: {
        templateData: {
          textModulesData: [
            { id: 'r1end', header: 'A', body: 'B' },
            { id: 'x', header: 'C', body: 'D' },
          ],
        },
      },
    });
    expect((await h.call('GET', path)).body.textModulesData).toEqual([
      { id: 'r1end', header: 'A', body: 'B' },
    ]);
  });
  it('answers 400 for an empty body, a too long name or a bad format, 404 for an unknown or foreign template', async () => {
    const { dynamicPassId } = await createPlain(h);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    expect((await h.call('PUT', path, { body: {} })).status).toBe(400);
    expect((await h.call('PUT', path, { raw: '' })).status).toBe(400);
    expect((await h.call('PUT', path)).status).toBe(400);
    expect((await h.call('PUT', path, { body: { name: 'n'.repeat(101) } })).status).toBe(400);
    expect(
      (await h.call('PUT', path, { body: { templateData: { appleFontColor: 'white' } } })).status,
    ).toBe(400);
    expect(
      (await h.call('PUT', '/api/dynamicPass/template/', { body: { name: 'x' } })).status,
    ).toBe(400);
    expect(
      (await h.call('PUT', `/api/dynamicPass/template/${'b'.repeat(24)}`, { body: { name: 'x' } }))
        .status,
    ).toBe(404);
    expect((await h.call('PUT', path, { body: { name: 'x' }, key: KEY_B })).status).toBe(404);
  });
});
