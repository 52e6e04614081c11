// The fr catalogue: every area's fr messages, one chunk loaded only when fr is the language.
import common from '../messages/common/fr.json' with { type: 'json' };
import shell from '../messages/shell/fr.json' with { type: 'json' };
import counter from '../messages/counter/fr.json' with { type: 'json' };
import templates from '../messages/templates/fr.json' with { type: 'json' };
import insights from '../messages/insights/fr.json' with { type: 'json' };
import members from '../messages/members/fr.json' with { type: 'json' };
import settings from '../messages/settings/fr.json' with { type: 'json' };
import main from '../messages/main/fr.json' with { type: 'json' };
import store from '../messages/store/fr.json' with { type: 'json' };
import pass from '../messages/pass/fr.json' with { type: 'json' };

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
