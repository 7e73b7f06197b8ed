import { afterEach, describe, expect, it } from 'vitest';
import { consoleLanguage } from './language';

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
});

describe('consoleLanguage', () => {
  it("follows the shop's language cookie, else English on an unknown host", () => {
    expect(consoleLanguage()).toBe('en');
    document.cookie = 'lang=fi; path=/';
    expect(consoleLanguage()).toBe('fi');
  });
});
