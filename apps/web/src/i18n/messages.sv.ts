// All sv strings in one chunk, loaded before the first render (no flash of keys).
import base from './sv.json';
import { bundle } from './bundle';

export default bundle(base, import.meta.glob('./*/sv.json', { eager: true, import: 'default' }));
