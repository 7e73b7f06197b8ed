import { afterEach, describe, expect, it } from 'vitest';
import { insertSnippet } from './insert-snippet';

const SNIPPET = `<div id="provider-container" style="overflow-x: hidden;">
  <script id="provider-inline" data-order="ord-1">document.body.dataset.runs = (document.body.dataset.runs ?? '') + 'inline;';</script>
  <script async src="https://checkout.provider.test/js/checkout.js" data-merchant="m1"></script>
  <script src="https://checkout.provider.test/js/after.js"></script>
  <iframe src="https://checkout.provider.test/checkout/ord-1" title="Checkout"></iframe>
</div>`;

afterEach(() => {
  document.body.innerHTML = '';
  delete document.body.dataset.runs;
});

describe('insertSnippet', () => {
  it('re-creates each script, with the same src and attributes, so it runs', () => {
    const container = document.createElement('div');
    document.body.append(container);
    insertSnippet(container, SNIPPET);

    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(3);
    const external = container.querySelector<HTMLScriptElement>('script[data-merchant]')!;
    expect(external.getAttribute('src')).toBe('https://checkout.provider.test/js/checkout.js');
    expect(external).toHaveAttribute('async');
    // One without async keeps the snippet's order once made by script.
    const after = container.querySelector<HTMLScriptElement>('script[src$="after.js"]')!;
    expect(after.async).toBe(false);
    expect(container.querySelector('#provider-inline')).toHaveAttribute('data-order', 'ord-1');
    // The inline script ran once; innerHTML alone would not have run it.
    expect(document.body.dataset.runs).toBe('inline;');
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://checkout.provider.test/checkout/ord-1',
    );
  });

  it('runs nothing by innerHTML alone (why the scripts are made anew)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = SNIPPET;
    expect(document.body.dataset.runs).toBeUndefined();
  });
});
