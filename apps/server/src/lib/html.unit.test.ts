import { describe, expect, it } from 'vitest';
import { escapeHtml, renderIndex } from './html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('renderIndex', () => {
  const template =
    '<!doctype html><html lang="en" class="x"><head><title>Shop</title><!--app-head--></head></html>';

  it('sets lang, title and head', () => {
    const html = renderIndex(template, { lang: 'sv', title: 'A & B', head: '<meta name="a">' });
    expect(html).toBe(
      '<!doctype html><html lang="sv" class="x"><head><title>A &amp; B</title><meta name="a"></head></html>',
    );
  });

  it('adds lang when the template has none and keeps the title when none is given', () => {
    const html = renderIndex('<html><head><title>T</title><!--app-head--></head></html>', {
      lang: 'fi',
    });
    expect(html).toBe('<html lang="fi"><head><title>T</title></head></html>');
  });

  it('replaces the generic description, however its tag is laid out', () => {
    const withMeta = template.replace(
      '<title>',
      '<meta\n      name="description"\n      content="Generic"\n    />\n    <title>',
    );
    const html = renderIndex(withMeta, { lang: 'en', description: 'A "good" part' });
    expect(html).not.toContain('Generic');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A &quot;good&quot; part">');
  });

  it('inserts text with $ patterns literally', () => {
    const html = renderIndex(template, { lang: 'en', title: "$& $' $1", head: '$&' });
    expect(html).toContain('<title>$&amp; $&#39; $1</title>$&</head>');
  });
});
