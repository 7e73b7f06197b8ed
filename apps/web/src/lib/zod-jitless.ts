// Zod compiles object schemas with `new Function` unless told not to; our CSP forbids eval, and
// its probe alone reports a violation. Imported first by the entry, before any schema is built.
import { config } from 'zod/v4/core';

config({ jitless: true });
