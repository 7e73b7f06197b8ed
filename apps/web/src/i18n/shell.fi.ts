// The fi strings of the shell and the browse pages, loaded before the first render (no flash of
// keys). The about, terms and contact pages alone read theirs: they load with them (page-messages.ts).
import base from './fi.json';
import { bundle } from './bundle';

export default bundle(
  base,
  import.meta.glob(['./*/fi.json', '!./{info,contact}/*.json'], { eager: true, import: 'default' }),
);
