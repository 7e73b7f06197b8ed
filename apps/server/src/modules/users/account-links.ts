// One-time mailed links: made (the newest of a purpose voids the older ones), looked at, taken once.
import type { AppContext } from '../../lib/app-context.js';
import { newSecretToken, tokenHash } from './link-tokens.js';
import * as repo from './users.repository.js';

export type LinkPurpose = 'reset_password' | 'confirm_email';

const PAGES: Readonly<Record<LinkPurpose, string>> = {
  reset_password: '/reset-password',
  confirm_email: '/confirm-email',
};

/** A new link for the user; its token rides in the fragment, so no server log or Referer has it. */
export async function createLink(
  ctx: AppContext,
  link: { userId: string; purpose: LinkPurpose; emailKey?: string; validMs: number; now: Date },
  publicUrl: string,
): Promise<{ url: string; ref: string }> {
  await repo.deleteLinks(ctx.db, link.userId, link.purpose);
  const token = newSecretToken();
  const hash = tokenHash(token);
  await repo.insertLink(ctx.db, {
    token_hash: hash,
    user_id: link.userId,
    purpose: link.purpose,
    email_key: link.emailKey ?? null,
    created_at: link.now.toISOString(),
    expires_at: new Date(link.now.getTime() + link.validMs).toISOString(),
    used_at: null,
  });
  return { url: `${publicUrl}${PAGES[link.purpose]}#token=${token}`, ref: hash.slice(0, 32) };
}

/** The live link of a token, not used up. */
export function peekLink(ctx: AppContext, token: string, purpose: LinkPurpose, now: Date) {
  return repo.findLink(ctx.db, tokenHash(token), purpose, now.toISOString());
}

/** Uses the link up; undefined when it was used, expired or never existed. */
export function takeLink(ctx: AppContext, token: string, purpose: LinkPurpose, now: Date) {
  return repo.takeLink(ctx.db, tokenHash(token), purpose, now.toISOString());
}
