// Zod compiles object schemas with `new Function` unless told not to; our CSP forbids eval, and
// its probe alone reports a violation. Zod keeps its settings in this global object, made on its
// first load or taken over if there: the shell sets it without loading zod, which comes with forms.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

(zodHolder.__zod_globalConfig ??= {}).jitless = true;

// A module rather than a script, so a dynamic import of it type-checks.
export {};
