// The es catalogue: every area's es messages, one chunk loaded only when es is the language.
import common from '../messages/common/es.json' with { type: 'json' };
import shell from '../messages/shell/es.json' with { type: 'json' };
import counter from '../messages/counter/es.json' with { type: 'json' };
import templates from '../messages/templates/es.json' with { type: 'json' };
import insights from '../messages/insights/es.json' with { type: 'json' };
import members from '../messages/members/es.json' with { type: 'json' };
import settings from '../messages/settings/es.json' with { type: 'json' };
import main from '../messages/main/es.json' with { type: 'json' };
import store from '../messages/store/es.json' with { type: 'json' };
import pass from '../messages/pass/es.json' with { type: 'json' };

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
