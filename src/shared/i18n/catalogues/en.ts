// The en catalogue: every area's en messages, one chunk loaded only when en is the language.
import common from '../messages/common/en.json';
import shell from '../messages/shell/en.json';
import counter from '../messages/counter/en.json';
import templates from '../messages/templates/en.json';
import insights from '../messages/insights/en.json';
import members from '../messages/members/en.json';
import settings from '../messages/settings/en.json';
import main from '../messages/main/en.json';
import store from '../messages/store/en.json';
import pass from '../messages/pass/en.json';

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
