import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, hasText, textsIn } from './index.js';

describe('server texts', () => {
  it('load every area folder in every language (a new folder needs its imports)', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const messages of Object.values(SERVER_MESSAGES))
      expect(Object.keys(messages).sort()).toEqual(folders);
  });

  it('keep each language to its own t(), whatever order they are used in', () => {
    const sv = textsIn('sv');
    const fi = textsIn('fi');
    expect(fi('orders.mail.transport')).toBe('Toimitustapa');
    expect(sv('orders.mail.transport')).toBe('Leveranssätt');
    expect(textsIn('en')('orders.mail.transport')).toBe('Shipping method');
    expect(sv('orders.mail.payment')).toBe('Betalsätt');
  });

  it('fill {{variables}} as given, never as nested keys or markup', () => {
    const t = textsIn('en');
    expect(t('orders.mail.greeting', { name: '<b>{{number}} $t(orders.mail.total)' })).toBe(
      'Hello <b>{{number}} $t(orders.mail.total),',
    );
  });

  it('read English for an unknown language and tell known keys from unknown ones', () => {
    expect(textsIn('de')('payments.problems.failed')).toBe('The payment did not go through.');
    expect(textsIn(undefined)('payments.problems.failed')).toBe('The payment did not go through.');
    expect(hasText('orders.mail.instructions.invoice')).toBe(true);
    expect(hasText('orders.mail.instructions.swish')).toBe(false);
  });
});

describe('texts read through compiled templates', () => {
  it('fill placeholders from the values or from their replace, as i18next does', () => {
    const t = textsIn('sv');
    const direct = t('orders.mail.subject', { number: '100042' });
    expect(direct).toContain('100042');
    expect(t('orders.mail.subject', { replace: { number: '100042' } })).toBe(direct);
    expect(t('users.messages.login_locked', { replace: { minutes: 5 } })).toMatch(/\b5\b/);
  });

  it('answer the key itself for a text that does not exist, as i18next does', () => {
    expect(textsIn('fi')('orders.mail.no_such_text')).toBe('orders.mail.no_such_text');
  });
});
