// The de catalogue: every area's de messages, one chunk loaded only when de is the language.
import common from '../messages/common/de.json';
import shell from '../messages/shell/de.json';
import counter from '../messages/counter/de.json';
import templates from '../messages/templates/de.json';
import insights from '../messages/insights/de.json';
import members from '../messages/members/de.json';
import settings from '../messages/settings/de.json';
import main from '../messages/main/de.json';
import store from '../messages/store/de.json';
import pass from '../messages/pass/de.json';

const messages = {
  ...common,
  ...shell,
  ...counter,
  ...templates,
  ...insights,
  ...members,
  ...settings,
  ...main,
  ...store,
  ...pass,
} satisfies Record<string, string>;
export default messages;
