// The types of the person-facing-text rule, for the tests that run it.
import type { ESLint, Rule } from 'eslint';

export const personFacingText: Rule.RuleModule;
export const personFacingTextPlugin: ESLint.Plugin;
