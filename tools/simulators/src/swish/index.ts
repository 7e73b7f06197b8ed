// The Swish Commerce API simulator (payment requests, refunds, callbacks) over mutual TLS.
export { startSwishSimulator } from './swish.simulator.js';
export { DEFAULT_RETRY_DELAYS_MS, MAX_CALLBACK_ATTEMPTS } from './swish.callbacks.js';
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
