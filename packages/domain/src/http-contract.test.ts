import { describe, expect, it } from 'vitest';
import { canonicalPath, isConsolePath, isErrorCode } from './http-contract.js';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/ADMIN', '/admin'],
    ['//admin', '/admin'],
    ['/%61dmin', '/admin'],
    ['/%41DMIN/orders/', '/admin/orders/'],
    ['/car/./x/../volvo', '/car/volvo'],
    ['/a%2Fb', '/a%2fb'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

describe('isConsolePath', () => {
  it.each(['/admin', '/ADMIN', '//admin', '/%61dmin', '/admin/orders?x=1', '/administrator'])(
    '%s belongs to the console',
    (path) => expect(isConsolePath(path)).toBe(true),
  );
  it.each(['/', '/car/admin', '/api/admin', '/adm', '/x/../car'])('%s is the shop', (path) =>
    expect(isConsolePath(path)).toBe(false),
  );
});

describe('isErrorCode', () => {
  it('knows the codes and nothing else', () => {
    expect(isErrorCode('diagram_forbidden')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
    expect(isErrorCode(403)).toBe(false);
  });
});
