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

/**
 * The core's floors, top first. An area is a folder, or a file (named without `.ts`), directly in
 * src/main/core. A file may import its own area and the areas on the floors below its own, never
 * one on its floor or above: what a lower area needs of a higher one is passed in (the handler
 * table hands the store the counter's check-in), or its type moves down to the area that owns it.
 */
export const coreFloors = [
  ['index'],
  ['handlers'],
  ['counter', 'station'],
  ['afterSync'],
  ['workspaceParts'],
  ['flags'],
  ['insights', 'queue', 'training'],
  ['workspace'],
  ['config'],
  ['store'],
  ['sync'],
  ['members', 'staff'],
  ['settings', 'templates'],
  ['outbox'],
  ['credits', 'images', 'journal'],
  ['context'],
  ['api', 'display', 'log'],
  ['db', 'events', 'mode', 'startUp'],
];

/**
 * Imports that still run up, area to area, each to be cut (a collaborator passed in, a type
 * moved down): none is left, and one added here is seen in review. The context names the
 * workspace through a slot the workspace fills (context.ts), not by importing it.
 */
/** @type {[string, string][]} */
export const coreFloorDebts = [];

const CORE = 'src/main/core';
const floorOf = new Map(coreFloors.flatMap((areas, floor) => areas.map((a) => [a, floor])));
const debts = new Set(coreFloorDebts.map(([from, to]) => `${from} ${to}`));

/** The core area a path (relative to cwd, with `/`) lies in, or undefined outside the core. */
function coreAreaOf(rel) {
  if (rel === CORE) return 'index';
  if (!rel.startsWith(`${CORE}/`)) return undefined;
  return rel
    .slice(CORE.length + 1)
    .split('/')[0]
    .replace(/\.(ts|tsx|js)$/, '');
}

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

/** The file or folder a specifier names, or undefined for packages. */
function pathOf(aliases, importer, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(importer), specifier);
  if (isAbsolute(specifier)) return specifier;
  const alias = aliases.find(
    (a) => specifier === a.prefix.replace(/\/$/, '') || specifier.startsWith(a.prefix),
  );
  if (alias) return resolve(alias.target, specifier.slice(alias.prefix.length));
  return undefined;
}

/** Where a specifier lands: a guarded folder, `electron`, or undefined for packages and files elsewhere. */
function targetOf(cwd, aliases, importer, specifier) {
  if (specifier === 'electron' || specifier.startsWith('electron/')) return 'electron';
  const path = pathOf(aliases, importer, specifier);
  return path === undefined ? undefined : folderOf(cwd, path);
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
      upward:
        "src/main/core/{{from}} may import only the core's areas on the floors below its own; " +
        "'{{specifier}}' reaches {{to}}, on its floor or above (coreFloors in " +
        'tools/eslint/importBoundaries.js). Pass in what it needs, or move the piece down to ' +
        'the area that owns it.',
      unplaced:
        "src/main/core/{{area}} stands on none of the core's floors: place it in coreFloors " +
        '(tools/eslint/importBoundaries.js), below every area that imports it.',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const importer = context.physicalFilename ?? context.filename;
    const from = folderOf(cwd, importer);
    if (!from) return {};
    const aliases = readAliases(cwd);
    const allowed = new Set([from, ...mayImport[from]]);
    const relativeTo = (path) => relative(cwd, path).split(sep).join('/');
    const importerArea = from === CORE ? coreAreaOf(relativeTo(importer)) : undefined;

    /** Inside the core: the import reaches the importer's own area or one on a floor below. */
    const checkFloor = (sourceNode, specifier) => {
      const path = pathOf(aliases, importer, specifier);
      const area = path === undefined ? undefined : coreAreaOf(relativeTo(path));
      // An area not placed yet is judged once a placed one imports it (and by the floors' test).
      if (area === undefined || area === importerArea || !floorOf.has(importerArea)) return;
      if (!floorOf.has(area)) {
        context.report({ node: sourceNode, messageId: 'unplaced', data: { area } });
        return;
      }
      if (floorOf.get(area) > floorOf.get(importerArea)) return;
      if (debts.has(`${importerArea} ${area}`)) return;
      context.report({
        node: sourceNode,
        messageId: 'upward',
        data: { from: importerArea, to: area, specifier },
      });
    };

    const check = (sourceNode) => {
      const specifier = literal(sourceNode);
      if (specifier === undefined) return;
      const to = targetOf(cwd, aliases, importer, specifier);
      if (to === CORE && from === CORE) return checkFloor(sourceNode, specifier);
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
