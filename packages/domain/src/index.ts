export type * from './api.js';
export { BRANDS } from './api.js';
