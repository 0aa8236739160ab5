import assert from 'node:assert/strict';
import { SCHEME } from '../../src/constants';

describe('constants', () => {
  it('uses a URI scheme without secrets or separators', () => {
    assert.match(SCHEME, /^[a-z-]+$/);
  });
});
