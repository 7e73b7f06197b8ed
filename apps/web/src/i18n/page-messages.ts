// The namespaces only one page reads (about and terms, contact): they load with that page's code,
// not with every page's first load. The shell's bundles (shell.<lang>.ts) leave the same ones out.
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { requestScope } from '../lib/request-scope';
import { pageTranslator } from '../lib/translate';

const files = import.meta.glob<Record<string, unknown>>('./{info,contact}/*.json', {
  import: 'default',
});

export type PageNamespace = 'info' | 'contact';

/** Adds `namespace` in the page's language (and English, the fallback) to the page's translator. */
export async function loadPageMessages(namespace: PageNamespace): Promise<void> {
  // A server render's translators hold every string already.
  if (requestScope()) return;
  const { language } = pageTranslator;
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  await Promise.all(
    languages.map(async (lang) => {
      const load = files[`./${namespace}/${lang}.json`];
      if (!load) throw new Error(`no ${lang} messages for ${namespace}`);
      pageTranslator.addMessages(lang, { [namespace]: await load() });
    }),
  );
}
