// The ESLint rule that keeps each source folder to the folders it may import (docs/ARCHITECTURE.md).
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Who may import whom. Every folder may import itself; `electron` stands for the Electron package.
 * The check resolves each specifier to the folder it lands in, so `'../../service'`,
 * `'../../service/db/db'`, `'@shared/../service'` and `'../electron/policy/csp'` (from
 * main/core, which has no "main" in it) are all judged by where they go, not by how they read.
 */
export const mayImport = {
  'src/shared': [],
  'src/renderer': ['src/shared'],
  'src/preload': ['src/shared', 'electron'],
  'src/main/core': ['src/shared'],
  'src/service': ['src/shared'],
  'src/main/electron': ['src/shared', 'src/main/core', 'src/service', 'electron'],
  'src/host': ['src/shared', 'src/main/core', 'src/service'],
};

const folders = Object.keys(mayImport).sort((a, b) => b.length - a.length);

/** The import aliases as TypeScript resolves them, so the rule cannot drift from the build. */
function readAliases(cwd) {
  const base = JSON.parse(readFileSync(join(cwd, 'tsconfig.base.json'), 'utf8'));
  const paths = base.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([pattern, [target]]) => ({
    prefix: pattern.replace(/\*$/, ''),
    target: resolve(cwd, target.replace(/\*$/, '')),
  }));
}

/** The guarded folder a path lies in (relative to cwd, with `/`), or undefined. */
function folderOf(cwd, path) {
  const rel = relative(cwd, path).split(sep).join('/');
  return folders.find((f) => rel === f || rel.startsWith(`${f}/`));
}

/** Where a specifier lands: a guarded folder, `electron`, or undefined for packages and files elsewhere. */
function targetOf(cwd, aliases, importer, specifier) {
  if (specifier === 'electron' || specifier.startsWith('electron/')) return 'electron';
  if (specifier.startsWith('.')) return folderOf(cwd, resolve(dirname(importer), specifier));
  if (isAbsolute(specifier)) return folderOf(cwd, specifier);
  const alias = aliases.find(
    (a) => specifier === a.prefix.replace(/\/$/, '') || specifier.startsWith(a.prefix),
  );
  if (alias) return folderOf(cwd, resolve(alias.target, specifier.slice(alias.prefix.length)));
  return undefined;
}

/** The literal text of a specifier node, or undefined when it is computed at run time. */
function literal(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each source folder to the folders it may import.' },
    schema: [],
    messages: {
      forbidden:
        "{{from}} may import only {{allowed}}; '{{specifier}}' reaches {{to}}. " +
        'Move the shared piece into src/shared, or pass it in from main/electron or host.',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const importer = context.physicalFilename ?? context.filename;
    const from = folderOf(cwd, importer);
    if (!from) return {};
    const aliases = readAliases(cwd);
    const allowed = new Set([from, ...mayImport[from]]);

    const check = (sourceNode) => {
      const specifier = literal(sourceNode);
      if (specifier === undefined) return;
      const to = targetOf(cwd, aliases, importer, specifier);
      if (to === undefined || allowed.has(to)) return;
      context.report({
        node: sourceNode,
        messageId: 'forbidden',
        data: {
          from,
          to: to === 'electron' ? 'Electron' : to,
          specifier,
          allowed: [...mayImport[from], 'its own folder'].join(', '),
        },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };
