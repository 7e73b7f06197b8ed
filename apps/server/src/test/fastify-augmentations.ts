// The plugins' additions to Fastify's types. Tests compile apart from the server and see its
// declaration files only, which declare each augmentation; tsconfig.test.json lists this file first
// so that every test sees them (a declaration file met after its first use does not augment it).
import type {} from '../plugins/config.js';
import type {} from '../plugins/db.js';
import type {} from '../plugins/context.js';
import type {} from '../modules/settings/secret.plugin.js';
import type {} from '../modules/payments/payment-providers.plugin.js';
import type {} from '../plugins/xsrf.js';
import type {} from '../plugins/language.js';
import type {} from '../modules/users/auth.plugin.js';
import type {} from '../modules/limits/limits.plugin.js';
import type {} from '../plugins/static.js';
import type {} from '../modules/payments/payments.plugin.js';
