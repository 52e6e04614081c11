// Zod probes for eval with `new Function` on its first parse, which the strict content security
// policy reports as a violation; its eval-free path is all the page needs. Imported first of all,
// since some modules parse while they load.
import { z } from 'zod';

z.config({ jitless: true });
