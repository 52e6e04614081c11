// Keeps Electronegativity off the network: it fetches translations (and, in one check, Electron's
// release list) with `got`; here every such request fails at once, before any socket is opened.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require hook is CommonJS
const Module = require('node:module');

const refuse = () => Promise.reject(new Error('network disabled for this check'));
refuse.default = refuse;
Object.defineProperty(refuse, '__esModule', { value: true });

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'got') return refuse;
  return load.call(this, request, parent, isMain);
};
