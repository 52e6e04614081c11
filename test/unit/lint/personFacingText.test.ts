// The person-facing-text rule reports words a person reads that are written into the code (JSX
// text, attributes and props a person reads, sentences in code) and leaves code strings alone.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { personFacingText } from '../../../tools/eslint/personFacingText.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const jsxText = { messageId: 'jsxText' } as const;
const attribute = { messageId: 'attribute' } as const;
const sentence = { messageId: 'sentence' } as const;

tester.run('person-facing-text', personFacingText, {
  valid: [
    // Imports, exports and module names.
    "import { Counter } from './screens/counter/Counter Screen';",
    "export * from 'some module name';",
    "const Page = await import('./lazy page');",
    // Logs, errors for developers, tests and assertions.
    "console.error('the outbox could not be drained');",
    "log.warn('sync paused after three failures');",
    "station.log.error('unhandled rejection', { error });",
    "options.log('IPC refused: untrusted sender');",
    "log('permission refused', { permission });",
    "this.journal.record('sync', 'failed', id, `waited for ${head.id}`);",
    // A message id as a value a person reads is the catalogue's words.
    "const rule = { message: 'pass.cli.trainingOrService' };",
    // HTML built in a string: tags and attribute names are code, its text comes from the catalogue.
    'const page = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">`;',
    'const img = `<img src="${path}" alt="">`;',
    "throw new Error('unreachable state in the reducer');",
    "describe('the counter screen', () => {});",
    // Ids, keys and catalogue ids.
    "const id = 'counter.undo.title';",
    "t('counter.undo.title');",
    "const key = { 'member id': 1 };",
    'const kinds = { checkIn: 1 }; kinds.checkIn;',
    // CSS values, class lists, styles and fonts.
    'const FONT = \'system-ui, "Segoe UI", Roboto, Arial, sans-serif\';',
    "const css = 'body { font-family: system-ui; margin: 0; }';",
    "const width = '12rem solid';",
    'const a = <div className={`outcome outcome--${tone}`} />;',
    "const b = <div className={open ? 'menu menu--open' : 'menu'} />;",
    "const c = 'heat-map__cell heat-map__cell--top';",
    "const d = 'insights-table visually-hidden';",
    "el.classList.add('is open');",
    "const e = <div style={{ gridArea: 'main side' }} />;",
    'const f = <input placeholder="#rrggbb" />;',
    // SQL, in capitals, whole or in pieces.
    "db.prepare('SELECT name FROM members WHERE id = ?');",
    "const sql = 'SELECT name FROM members';",
    "const where = 'dynamic_pass_id = :program AND source = :source';",
    "const filter = 'AND dynamic_fields IS NOT NULL';",
    "const columns = 'j.at, j.action, j.item_id AS itemId';",
    // Comparisons and string tests.
    "if (mode === 'training mode') go();",
    "switch (state) { case 'not yet sent': break; }",
    "if (message.startsWith('integrity check')) fail();",
    "const has = text.includes('another member');",
    // Types, codes, URLs and certificate fields.
    "type Tone = 'needs review' | 'done';",
    "const pem = z.string().startsWith('-----BEGIN CERTIFICATE-----');",
    'const dn = `CN=PassDesk station ${id}`;',
    'const qr = { qrText: `passdesk-pair:${a}:${b}` };',
    "const site = 'https://example.com/a b';",
    "const mime = 'application/json';",
    // Key names and the brand.
    "const keys = { label: 'F2' };",
    'const brand = <h1>PassDesk</h1>;',
    'const x = <span aria-label="PassDesk" />;',
    // Words from the catalogue.
    "const g = <h1>{t('counter.title')}</h1>;",
    "const h = <button aria-label={t('counter.undo')} />;",
    // A single word in a plain string is not a sentence (a known blind spot of the rule).
    "const mode = 'training';",
  ],
  invalid: [
    // Words between tags in HTML built in a string are still words.
    { code: 'const p = `<p class="x">Your pass is ready</p>`;', errors: [sentence] },
    { code: 'const a = <h1>Find a member</h1>;', errors: [jsxText] },
    { code: 'const a = <button>Save</button>;', errors: [jsxText] },
    { code: 'const a = <p>Bitte warten</p>;', errors: [jsxText] },
    { code: 'const a = <button aria-label="Close" />;', errors: [attribute] },
    { code: 'const a = <input placeholder="Name or phone" />;', errors: [attribute] },
    { code: "const a = <img alt={'Stamp card'} />;", errors: [attribute] },
    { code: 'const a = <Modal title="Erase member" />;', errors: [attribute] },
    { code: 'const a = <List emptyLabel="Nobody yet" />;', errors: [attribute] },
    { code: 'const a = <Step doneText={`Done`} />;', errors: [attribute] },
    { code: "const route = { label: 'Counter' };", errors: [attribute] },
    { code: "const tile = { seriesLabel: 'Visits' };", errors: [attribute] },
    { code: "const s = 'The card is full: redeem the reward.';", errors: [sentence] },
    { code: 'const s = `Stamped ${n} minutes ago`;', errors: [sentence] },
    { code: "function f() { return 'Could not undo'; }", errors: [sentence] },
    { code: "toast.show('Saved the member');", errors: [sentence] },
    { code: "const a = <Line body={'Sending to the service.'} />;", errors: [sentence] },
    { code: "const s = 'Insert a field here';", errors: [sentence] },
    { code: "const s = 'Update template \"' + name + '\"';", errors: [sentence] },
    { code: "const s = 'E-mail: the address is wrong';", errors: [sentence] },
    { code: "const s = 'Select a member first';", errors: [sentence] },
    { code: 'const a = <b aria-label={`Insert {${field}}`} />;', errors: [attribute] },
    { code: "const a = <input placeholder={'https://… or {field}'} />;", errors: [attribute] },
  ],
});
