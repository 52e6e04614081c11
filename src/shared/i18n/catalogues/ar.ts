// The ar catalogue: every area's ar messages, one chunk loaded only when ar is the language.
import common from '../messages/common/ar.json' with { type: 'json' };
import shell from '../messages/shell/ar.json' with { type: 'json' };
import counter from '../messages/counter/ar.json' with { type: 'json' };
import templates from '../messages/templates/ar.json' with { type: 'json' };
import insights from '../messages/insights/ar.json' with { type: 'json' };
import members from '../messages/members/ar.json' with { type: 'json' };
import settings from '../messages/settings/ar.json' with { type: 'json' };
import main from '../messages/main/ar.json' with { type: 'json' };
import store from '../messages/store/ar.json' with { type: 'json' };
import pass from '../messages/pass/ar.json' with { type: 'json' };

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
