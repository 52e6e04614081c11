// Every test file starts with the renderer's words in English, as a page whose station speaks
// English: models that say words in the page's language are read as an English cashier reads
// them. A test of another language sets its own translator.
import english from '../../src/shared/i18n/catalogues/en';
import type { Messages } from '../../src/shared/i18n/messageId';
import { translatorFor } from '../../src/shared/i18n/translate';
import { setActiveTranslator } from '../../src/renderer/i18n/messages';

setActiveTranslator(translatorFor('en', english as Messages));
