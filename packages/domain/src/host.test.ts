import { describe, expect, it } from 'vitest';
import { hostLabels, hostnameOf, topLevelDomain } from './host.js';

describe('host helpers', () => {
  it.each([
    ['Shop.SE:3000', 'shop.se', ['shop', 'se'], 'se'],
    ['www.shop.co.uk.', 'www.shop.co.uk', ['www', 'shop', 'co', 'uk'], 'uk'],
    [' localhost ', 'localhost', ['localhost'], ''],
    ['[::1]:8080', '[::1]', [], ''],
    ['[::1', '[::1', [], ''],
    ['', '', [], ''],
    [null, '', [], ''],
    [undefined, '', [], ''],
  ])('%j -> %j %j %j', (host, name, labels, tld) => {
    expect(hostnameOf(host)).toBe(name);
    expect(hostLabels(host)).toEqual(labels);
    expect(topLevelDomain(host)).toBe(tld);
  });
});
