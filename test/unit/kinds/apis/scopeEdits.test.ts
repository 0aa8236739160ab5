// The rules of updateApiScopes (pure): scopes added and removed by value; existing, doubled or missing values and
// the system API refused by name.
import * as assert from 'node:assert/strict';
import { editScopes } from '../../../../src/kinds/apis/scopeEdits';

const api = { scopes: [{ value: 'read:orders', description: 'Read orders' }, { value: 'write:orders', description: 'Write orders' }] };

describe('API scope edits', () => {
  it('removes by value and appends the added scopes', () => {
    const r = editScopes(api, [{ value: 'delete:orders', description: 'Delete orders' }, { value: 'audit' }], ['write:orders']);
    assert.deepEqual(r, { scopes: [{ value: 'read:orders', description: 'Read orders' }, { value: 'delete:orders', description: 'Delete orders' }, { value: 'audit' }], refusals: [] });
  });

  it('refuses an existing value, a value added twice and a value that is not there', () => {
    const r = editScopes(api, [{ value: 'read:orders', description: 'again' }, { value: 'x' }, { value: 'x' }], ['nope']);
    assert.deepEqual(r.refusals, [
      'the scope "nope" is not one of the API\'s, so it cannot be removed',
      'the scope "read:orders" already exists (to change its description, remove it and add it again)',
      'the scope "x" is added twice',
    ]);
  });

  it('a scope removed and added in one edit changes its description', () => {
    assert.deepEqual(editScopes(api, [{ value: 'read:orders', description: 'Read all orders' }], ['read:orders']).scopes.at(-1), { value: 'read:orders', description: 'Read all orders' });
  });

  it('the system API is refused', () => {
    assert.match(editScopes({ ...api, is_system: true }, [{ value: 'y' }]).refusals[0]!, /system API/);
  });
});
