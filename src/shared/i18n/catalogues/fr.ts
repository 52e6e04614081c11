// The fr catalogue: every area's fr messages, one chunk loaded only when fr is the language.
import common from '../messages/common/fr.json';
import shell from '../messages/shell/fr.json';
import counter from '../messages/counter/fr.json';
import templates from '../messages/templates/fr.json';
import insights from '../messages/insights/fr.json';
import members from '../messages/members/fr.json';
import settings from '../messages/settings/fr.json';
import main from '../messages/main/fr.json';
import store from '../messages/store/fr.json';
import pass from '../messages/pass/fr.json';

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
