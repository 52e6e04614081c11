// The de catalogue: every area's de messages, one chunk loaded only when de is the language.
import common from '../messages/common/de.json' with { type: 'json' };
import shell from '../messages/shell/de.json' with { type: 'json' };
import counter from '../messages/counter/de.json' with { type: 'json' };
import templates from '../messages/templates/de.json' with { type: 'json' };
import insights from '../messages/insights/de.json' with { type: 'json' };
import members from '../messages/members/de.json' with { type: 'json' };
import settings from '../messages/settings/de.json' with { type: 'json' };
import main from '../messages/main/de.json' with { type: 'json' };
import store from '../messages/store/de.json' with { type: 'json' };
import pass from '../messages/pass/de.json' with { type: 'json' };

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
