// Imported first by the entry, before any schema is built: zod would otherwise probe
// `new Function` to speed up parsing, which the page's policy (no eval) refuses and reports.
import { z } from 'zod';

z.config({ jitless: true });
