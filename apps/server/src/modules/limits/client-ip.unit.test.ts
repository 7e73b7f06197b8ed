import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.js';

describe('clientIp', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::1.2.3.4', '2001:db8:1:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an ip', 'not an ip'],
  ])('%s -> %s', (ip, expected) => {
    expect(clientIp(ip)).toBe(expected);
  });
});
