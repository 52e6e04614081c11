// Runs once before the e2e tests: one renderer build shared by all of them.
import { ensureRendererBuilt } from './rendererBuild';

export default function globalSetup(): void {
  ensureRendererBuilt();
}
