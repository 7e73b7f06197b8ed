// All fi strings in one chunk, loaded before the first render (no flash of keys).
import base from './fi.json';
import { bundle } from './bundle';

export default bundle(base, import.meta.glob('./*/fi.json', { eager: true, import: 'default' }));
