// What every route of the checkout simulator works with.
import type { PushScheduler } from './checkout-push.scheduler.js';
import type { CheckoutStore } from './checkout.store.js';
import type { PurchaseOutcome, ValidationRecord } from './checkout.types.js';

export interface SimContext {
  store: CheckoutStore;
  pushes: PushScheduler;
  /** http://host:port of the simulator: the snippet's script and iframe come from here. */
  origin: string;
  username: string;
  password: string;
  /** Overrides Klarna's validation time limits (10 s with require_validate_callback_success, else 3 s). */
  validationTimeoutMs: number | undefined;
  approveUnansweredValidation: boolean;
  strictOrderManagement: boolean;
  validations: ValidationRecord[];
  /** Purchases waiting on the merchant's validation, so a second press on buy shares the first's outcome. */
  purchasing: Map<string, Promise<PurchaseOutcome>>;
  /** Cuts off validation callbacks on their way when the simulator closes. */
  closing: AbortController;
  log: (message: string) => void;
}
