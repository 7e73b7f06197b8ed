// The Swish Commerce API simulator (payment requests, refunds, callbacks) over mutual TLS.
export { startSwishSimulator } from './swish.simulator.js';
export { DEFAULT_RETRY_DELAYS_MS, MAX_CALLBACK_ATTEMPTS } from './swish.callbacks.js';
// The codes the simulator answers as Swish's test environment does: the published ones the shop meets.
export { FAIL_BY_MESSAGE, REJECT_BY_MESSAGE } from './swish.errors.js';
export type {
  SentCallback,
  SimPayment,
  SimPaymentStatus,
  SimRefund,
  SimRefundStatus,
  SwishError,
  SwishSimulator,
  SwishSimulatorOptions,
} from './swish.types.js';
