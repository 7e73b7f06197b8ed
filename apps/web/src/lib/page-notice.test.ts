import { describe, expect, it } from 'vitest';
import { PAGE_NOTICES, noticeOf, withNotice } from './page-notice';

describe('page notices', () => {
  it('reads back a notice carried in router state', () => {
    expect(noticeOf(withNotice(PAGE_NOTICES.accountDeleted))).toBe('accountDeleted');
  });

  it.each([null, undefined, 'accountDeleted', {}, { notice: 'passwordReset' }, { notice: 1 }])(
    'ignores any other state: %j',
    (state) => {
      expect(noticeOf(state)).toBeNull();
    },
  );
});
