import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.js';

const ORIGIN = 'https://js.playground.klarna.com';

describe('securityHeaders', () => {
  const { document, json } = securityHeaders([ORIGIN]);
  const names = (list: typeof json) => list.map(([name]) => name);
  const value = (list: typeof json, name: string) => list.find(([n]) => n === name)?.[1];

  it("gives pages and files helmet's whole set, with our CSP", () => {
    expect(names(document)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]),
    );
    const csp = value(document, 'content-security-policy');
    expect(csp).toContain(`script-src 'self' ${ORIGIN};`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('gives JSON the headers that matter for a non-document, with the same values', () => {
    expect(names(json).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    for (const [name, v] of json) expect(value(document, name)).toBe(v);
    expect(value(json, 'x-content-type-options')).toBe('nosniff');
  });
});
