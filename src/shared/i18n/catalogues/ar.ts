// The ar catalogue: every area's ar messages, one chunk loaded only when ar is the language.
import common from '../messages/common/ar.json';
import shell from '../messages/shell/ar.json';
import counter from '../messages/counter/ar.json';
import templates from '../messages/templates/ar.json';
import insights from '../messages/insights/ar.json';
import members from '../messages/members/ar.json';
import settings from '../messages/settings/ar.json';
import main from '../messages/main/ar.json';
import store from '../messages/store/ar.json';
import pass from '../messages/pass/ar.json';

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
