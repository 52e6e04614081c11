// The es catalogue: every area's es messages, one chunk loaded only when es is the language.
import common from '../messages/common/es.json';
import shell from '../messages/shell/es.json';
import counter from '../messages/counter/es.json';
import templates from '../messages/templates/es.json';
import insights from '../messages/insights/es.json';
import members from '../messages/members/es.json';
import settings from '../messages/settings/es.json';
import main from '../messages/main/es.json';
import store from '../messages/store/es.json';
import pass from '../messages/pass/es.json';

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
