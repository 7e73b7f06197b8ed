// What every route of the checkout simulator works with.
import type { PushScheduler } from './checkout-push.scheduler.js';
import type { CheckoutStore } from './checkout.store.js';

export interface SimContext {
  store: CheckoutStore;
  pushes: PushScheduler;
  /** http://host:port of the simulator: the snippet's script and iframe come from here. */
  origin: string;
  username: string;
  password: string;
  log: (message: string) => void;
}
