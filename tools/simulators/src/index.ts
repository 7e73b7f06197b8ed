// Loopback stand-ins for the payment providers, speaking their published HTTP APIs, so the shop
// runs and is tested with no outside network.
export {};
export * from './checkout/index.js';
export * from './swish/index.js';
export * from './certs.js';
