// The Swish adapter (Swish Commerce API over mutual TLS) and its customer-facing texts.
export { createSwishProvider, type SwishConfig, type SwishProvider } from './swish.provider.js';
export {
  SWISH_MESSAGE_CODES,
  swishErrorMessage,
  toPayerAlias,
  type SwishMessageLanguage,
} from './swish-messages.js';
