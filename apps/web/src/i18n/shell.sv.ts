// The sv strings of the shell and the browse pages, loaded before the first render (no flash of
// keys). The about, terms and contact pages alone read theirs: they load with them (page-messages.ts).
import base from './sv.json';
import { bundle } from './bundle';

export default bundle(
  base,
  import.meta.glob(['./*/sv.json', '!./{info,contact}/*.json'], { eager: true, import: 'default' }),
);
