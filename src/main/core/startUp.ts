// The start-up configuration given by whoever started the process (a command line, a demo), not
// by a page: it is applied before any page is served, so the role guard does not stand in its way.
import type { Handlers } from '@shared/ipc/dispatch';

export interface StartUpOptions {
  /** The live service to sync with, as a command line names it; training is switched off. */
  serviceUrl?: string;
  /** Training starts ready to scan: the first loyalty program becomes the station's, if none is. */
  chooseFirstProgram?: boolean;
}

export async function startUp(handlers: Handlers, options: StartUpOptions): Promise<void> {
  if (options.serviceUrl) {
    await handlers['settings.update']({ serviceUrl: options.serviceUrl, trainingMode: false });
  }
  if (options.chooseFirstProgram) {
    const settings = await handlers['settings.get']({});
    if (settings.programId) return;
    const { items } = await handlers['templates.list']({ refresh: true });
    const program = items.find((t) => t.kind === 'loyalty');
    if (program) await handlers['settings.update']({ programId: program.dynamicPassId });
  }
}
