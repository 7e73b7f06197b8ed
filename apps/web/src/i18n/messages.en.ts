// All en strings in one chunk, loaded before the first render (no flash of keys).
import base from './en.json';
import { bundle } from './bundle';

export default bundle(base, import.meta.glob('./*/en.json', { eager: true, import: 'default' }));
