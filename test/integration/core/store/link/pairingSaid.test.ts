// A pairing refusal reaches the till as words to say: the joining station reads it in French
// when that is its language, while the error's own message stays English for the log.
import { afterEach, expect, it } from 'vitest';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { refusal } from '../../world';
import { removeDir, startLinkStation, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

it('says a wrong pairing code in French, and names the address that shows no such code', async () => {
  const [a, b] = await Promise.all([startLinkStation('Till A'), startLinkStation('Till B')]);
  open.push(a, b);
  const invite = await a.core.handlers['store.invite']({});
  const plain = invite.code.replace(/-/g, '');
  const wrong = plain.slice(0, 8) + (plain.endsWith('0000') ? '1111' : '0000');
  const french = translatorOf('fr');

  const refused = await refusal(
    b.core.handlers['store.join']({ address: invite.address, code: wrong }),
  );
  expect(refused.said).toEqual({ id: 'store.pairing.wrongCode' });
  expect(french.say(refused.said!)).toBe(
    'Le code d’appairage n’est pas correct : vérifiez-le sur le poste du responsable et saisissez-le à nouveau.',
  );
  expect(refused.message).toMatch(/^The pairing code is not right/);

  // A code whose first part names another station's certificate: the address is a value.
  const other = `00000000${plain.slice(8)}`;
  const mismatch = await refusal(
    b.core.handlers['store.join']({ address: invite.address, code: other }),
  );
  expect(mismatch.said).toEqual({
    id: 'store.pairing.otherStation',
    values: { address: invite.address },
  });
  expect(french.say(mismatch.said!)).toBe(
    `Le poste à l’adresse ${invite.address} n’est pas celui qui affiche ce code : vérifiez l’adresse et le code.`,
  );
});
