// What the accounts services need from the app: the context, the hasher, the settings, the clock.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/app-context.js';
import type { AccountsConfig } from '../../plugins/accounts-config.js';
import type { PasswordHasher } from './password-hashing.js';

export interface AccountsDeps {
  ctx: AppContext;
  hasher: PasswordHasher;
  config: AccountsConfig;
  /** The shop's public origin, for links in mail. */
  publicUrl: string;
  /** Signs the order-page links of the account's orders. */
  secret: string;
  log: FastifyBaseLogger;
  now: () => Date;
}
