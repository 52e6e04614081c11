// The ESLint rule that keeps words shown to a person in the message catalogues
// (src/shared/i18n/messages): a literal in JSX text, in an attribute a person reads, or a
// sentence-like string in code is reported, so nothing is written into a component in English.

/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder|title|placeholder|alt|label|legend|caption|heading|hint|message|text|what|summary|confirmText|fallback)$/;
/** Props that end in one of these words carry words too (`emptyLabel`, `doneText`). */
const READ_PROP_ENDINGS = /(Label|Text|Title|Message|Hint|Heading|Caption|Placeholder|Summary)$/;

/** Calls whose strings are for developers and logs, not a person at the till. */
const QUIET_CALLEES =
  /^(log|console\.\w+|log\.\w+|logger\.\w+|this\.log\.\w+|ctx\.log\.\w+|debug|assert|describe|it|test|expect|require|import|Error|TypeError|RangeError|SyntaxError|z\.\w+|Symbol|querySelector|querySelectorAll|matchMedia|addEventListener|removeEventListener|setAttribute|getAttribute|createElement|prepare|exec|pragma|startsWith|endsWith|includes|indexOf|lastIndexOf|split|replace|replaceAll|match|matchAll|search|setProperty|getPropertyValue)$/;
/** A log of any object: `station.log.error(…)`, `options.log(…)`, `this.logger.warn(…)`. */
const LOG_CALL = /(^|\.)(log|logger)(\.\w+)?$/;
/**
 * The journal's records (`ws.journal.record(…)`) are kept as written, in English, like a log:
 * their outcome words are said in the reader's language where shown, their detail is a record.
 */
const JOURNAL_CALL = /(^|\.)journal\.record$/;
/** A catalogue's message id (`counter.undo.title`): the words are in the catalogue already. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
/** `element.classList.add('is-open')` and the like name classes. */
const CLASS_LIST_CALL = /(^|\.)classList\.\w+$/;

/** Attributes that hold code: classes, styles, ids, roles and other names no person reads. */
const CODE_ATTRIBUTES =
  /^(className|class|style|key|id|role|type|name|href|src|htmlFor|for|rel|target|method|lang|dir|form|accept|autoComplete|inputMode|pattern|d|viewBox|fill|stroke|data-.*|aria-(controls|describedby|labelledby|owns|live|current|haspopup|relevant|activedescendant))$/;

/** Two letters of any script in a row: a key name (`F2`) or a unit (`x`) is not a word. */
const LETTER = /\p{L}{2}/u;
/** Two words of letters with a space between: how a sentence or a label of several words looks. */
const WORDS = /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u;
/** Strings that look like words but are code: SQL, CSS values, MIME types, paths, URLs. */
const CODE_LIKE =
  /^([a-z-]+\/[a-z0-9.+-]+$|https?:\/\/\S*$|\.{0,2}\/|@media|[\d.]+(px|rem|em|%)\b|#\w+$|\s*[^{}\s][^{}]*\{\s*[\w-]+\s*:[^}]*;)/i;
/**
 * Where case matters: SQL statements in capitals (so "Insert a field" stays words), a hyphenated
 * lowercase key or scheme (`passdesk-pair:`, `font-size:`), PEM armour, an X.500 name (`CN=…`).
 */
const CODE_LIKE_CASED =
  /^(\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH|PRAGMA|BEGIN|COMMIT)\b|[a-z][a-z0-9]*-[a-z0-9-]*:|-----BEGIN |[A-Z]{1,2}=)/;
/** `key: value` text in code (log fields); a capital (`E-mail: …`) opens words instead. */
const KEY_VALUE = /^[a-z][\w-]*:\s/;
/** A font stack: `system-ui, "Segoe UI", sans-serif`. */
const FONT_STACK = /(^|,\s*)(system-ui|sans-serif|serif|monospace|cursive)\s*(,|$)/;
/** SQL that does not open with a statement: `AND rowid IN (…)`, `a_b = ? AND c = :c`. */
const SQL_WORD = /\b(SELECT|FROM|WHERE|AND|OR|NOT|IN|IS|NULL|JOIN|AS|ON|BY|VALUES|LIMIT)\b/;
const SQL_MARK = /[_=?(]|\w\.\w/;
/** A list of CSS classes: `outcome outcome--ok`, `heat-map__cell`, `insights-table visually-hidden`. */
const CLASS_NAME = /^[a-z][a-z0-9]*([_-]+[a-z0-9]*)*$/;

function looksLikeCode(text) {
  if (MESSAGE_ID.test(text)) return true;
  if (CODE_LIKE.test(text) || CODE_LIKE_CASED.test(text) || FONT_STACK.test(text)) return true;
  if (SQL_WORD.test(text) && SQL_MARK.test(text)) return true;
  const words = text.trim().split(/\s+/);
  return (
    words.every((word) => CLASS_NAME.test(word)) &&
    (words.some((word) => /--|__/.test(word)) || words.every((word) => word.includes('-')))
  );
}

function calleeName(node) {
  if (!node) return '';
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = calleeName(node.object);
    return object ? `${object}.${node.property.name}` : node.property.name;
  }
  return '';
}

/** Whether a literal is only an argument to a call whose strings are not shown. */
function inQuietCall(node) {
  for (let at = node.parent, child = node; at; child = at, at = at.parent) {
    if (at.type === 'CallExpression' || at.type === 'NewExpression') {
      if (at.callee === child) return false;
      const name = calleeName(at.callee);
      return (
        QUIET_CALLEES.test(name) ||
        QUIET_CALLEES.test(name.split('.').pop() ?? '') ||
        LOG_CALL.test(name) ||
        JOURNAL_CALL.test(name) ||
        CLASS_LIST_CALL.test(name)
      );
    }
    if (
      at.type === 'ExpressionStatement' ||
      at.type === 'VariableDeclarator' ||
      at.type === 'ReturnStatement' ||
      at.type === 'JSXAttribute' ||
      at.type === 'Property'
    ) {
      return false;
    }
  }
  return false;
}

function isCodeContext(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (
    parent.type === 'ImportDeclaration' ||
    parent.type === 'ExportNamedDeclaration' ||
    parent.type === 'ExportAllDeclaration' ||
    parent.type === 'ImportExpression' ||
    parent.type === 'TSLiteralType' ||
    parent.type === 'TSExternalModuleReference' ||
    parent.type === 'TSModuleDeclaration'
  ) {
    return true;
  }
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'MemberExpression' && parent.property === node) return true;
  if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator)) return true;
  if (parent.type === 'SwitchCase') return true;
  if (parent.type === 'JSXAttribute') return false;
  if (inCodeAttribute(node)) return true;
  return inQuietCall(node);
}

/** Whether a literal is part of the value of an attribute that holds code (`className={…}`). */
function inCodeAttribute(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXAttribute') return CODE_ATTRIBUTES.test(attributeName(at));
    if (at.type === 'JSXElement' || at.type === 'Program') return false;
  }
  return false;
}

function isReadName(name) {
  return READ_ATTRIBUTES.test(name) || READ_PROP_ENDINGS.test(name);
}

function attributeName(node) {
  return node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
}

/** HTML built in a string: its tags and attribute names are code; only the text between counts. */
const withoutMarkup = (text) =>
  text.trimStart().startsWith('<') ? text.replace(/<[^<>]*>/g, ' ') : text;

function textOf(node) {
  if (node.type === 'Literal') {
    return typeof node.value === 'string' ? withoutMarkup(node.value) : null;
  }
  if (node.type === 'TemplateLiteral') {
    return withoutMarkup(node.quasis.map((q) => q.value.cooked ?? '').join(' '));
  }
  return null;
}

export const personFacingText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words shown to a person come from the message catalogues.' },
    schema: [],
    messages: {
      jsxText:
        'Text shown to a person belongs in a catalogue: "{{text}}" (useT() and an id in src/shared/i18n/messages).',
      attribute:
        'The {{name}} a person reads belongs in a catalogue: "{{text}}" (useT() and an id in src/shared/i18n/messages).',
      sentence:
        'This looks like words for a person: "{{text}}". Say it from a catalogue (useT, say, or a Said), or, if no person reads it, keep it out of sight of this rule with a reason.',
    },
  },
  create(context) {
    const short = (text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text).trim();
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (text && LETTER.test(text) && text !== 'PassDesk') {
          context.report({ node, messageId: 'jsxText', data: { text: short(text) } });
        }
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!isReadName(name)) return;
        let value = node.value;
        if (value?.type === 'JSXExpressionContainer') value = value.expression;
        const text = value ? textOf(value) : null;
        if (text && LETTER.test(text) && !looksLikeCode(text) && text !== 'PassDesk') {
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
        }
      },
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : textOf(node.key);
        if (!name || !isReadName(name)) return;
        const text = textOf(node.value);
        if (
          text &&
          LETTER.test(text) &&
          !WORDS.test(text) &&
          !looksLikeCode(text) &&
          text !== 'PassDesk'
        ) {
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
        }
      },
      'Literal, TemplateLiteral'(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        // `alt={'…'}`: the attribute's own check reports it once.
        const container = node.parent?.type === 'JSXExpressionContainer' ? node.parent : null;
        if (
          container?.parent?.type === 'JSXAttribute' &&
          isReadName(attributeName(container.parent))
        ) {
          return;
        }
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        const text = textOf(node);
        if (text === null || !WORDS.test(text) || looksLikeCode(text) || KEY_VALUE.test(text))
          return;
        if (isCodeContext(node)) return;
        context.report({ node, messageId: 'sentence', data: { text: short(text) } });
      },
    };
  },
};

export const personFacingTextPlugin = { rules: { 'person-facing-text': personFacingText } };
