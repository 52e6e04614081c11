// The en catalogue: every area's en messages, one chunk loaded only when en is the language.
import common from '../messages/common/en.json' with { type: 'json' };
import shell from '../messages/shell/en.json' with { type: 'json' };
import counter from '../messages/counter/en.json' with { type: 'json' };
import templates from '../messages/templates/en.json' with { type: 'json' };
import insights from '../messages/insights/en.json' with { type: 'json' };
import members from '../messages/members/en.json' with { type: 'json' };
import settings from '../messages/settings/en.json' with { type: 'json' };
import main from '../messages/main/en.json' with { type: 'json' };
import store from '../messages/store/en.json' with { type: 'json' };
import pass from '../messages/pass/en.json' with { type: 'json' };

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
