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
  /^(console\.\w+|log\.\w+|logger\.\w+|this\.log\.\w+|ctx\.log\.\w+|debug|assert|describe|it|test|expect|require|import|Error|TypeError|RangeError|SyntaxError|z\.\w+|Symbol|querySelector|querySelectorAll|matchMedia|addEventListener|removeEventListener|setAttribute|getAttribute|createElement|prepare|exec|pragma)$/;

/** Letters of any script. */
const LETTER = /\p{L}/u;
/** Two words of letters with a space between: how a sentence or a label of several words looks. */
const WORDS = /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u;
/** Strings that look like words but are code: SQL, CSS values, MIME types, paths, URLs. */
const CODE_LIKE =
  /^(\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH|PRAGMA|BEGIN|COMMIT)\b|[a-z-]+\/[a-z0-9.+-]+$|https?:|\.{0,2}\/|[\w-]+:\s|@media|[\d.]+(px|rem|em|%)\b)/i;

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
      return QUIET_CALLEES.test(name) || QUIET_CALLEES.test(name.split('.').pop() ?? '');
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
  return inQuietCall(node);
}

function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
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
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!READ_ATTRIBUTES.test(name) && !READ_PROP_ENDINGS.test(name)) return;
        let value = node.value;
        if (value?.type === 'JSXExpressionContainer') value = value.expression;
        const text = value ? textOf(value) : null;
        if (text && LETTER.test(text) && text !== 'PassDesk') {
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
        }
      },
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : textOf(node.key);
        if (!name || (!READ_ATTRIBUTES.test(name) && !READ_PROP_ENDINGS.test(name))) return;
        const text = textOf(node.value);
        if (text && LETTER.test(text) && !WORDS.test(text) && text !== 'PassDesk') {
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
        }
      },
      'Literal, TemplateLiteral'(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        const text = textOf(node);
        if (text === null || !WORDS.test(text) || CODE_LIKE.test(text)) return;
        if (isCodeContext(node)) return;
        context.report({ node, messageId: 'sentence', data: { text: short(text) } });
      },
    };
  },
};

export const personFacingTextPlugin = { rules: { 'person-facing-text': personFacingText } };
