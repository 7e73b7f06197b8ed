// The shell's bundles and the pages' own namespaces together are every string, in each language.
import { afterAll, describe, expect, it } from 'vitest';
import { pageTranslator as i18n } from '../lib/translate';
import en from './messages.en';
import fi from './messages.fi';
import sv from './messages.sv';
import shellEn from './shell.en';
import shellFi from './shell.fi';
import shellSv from './shell.sv';
import { loadPageMessages } from './page-messages';

const PAGE_NAMESPACES = ['info', 'contact'] as const;

describe('page messages', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['en', en, shellEn],
    ['sv', sv, shellSv],
    ['fi', fi, shellFi],
  ] as const)('in %s the shell lacks only the pages’ namespaces', (_lang, all, shell) => {
    expect(Object.keys(shell).sort()).toEqual(
      Object.keys(all)
        .filter((key) => !(PAGE_NAMESPACES as readonly string[]).includes(key))
        .sort(),
    );
    for (const key of Object.keys(shell)) expect(shell[key]).toEqual(all[key]);
  });

  it('loads a page’s namespace in the page’s language, English behind it', async () => {
    i18n.changeLanguage('fi');
    await loadPageMessages('info');
    expect(i18n.messagesOf('fi')?.info).toEqual(fi.info);
    expect(i18n.messagesOf('en')?.info).toEqual(en.info);
    expect(i18n.t('contact.title')).not.toBe('contact.title');
  });
});
