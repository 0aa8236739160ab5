// Issue #26, item 5: what each tree row leads with, so that its important words show at a 300 px side bar.
import assert from 'node:assert/strict';
import { streamDescription } from '../../../src/kinds/eventStreams/treeRow';
import { shortSubjectType } from '../../../src/kinds/tokenExchangeProfiles/tree';
import { appLabel } from '../../../src/kinds/vaultConnections/tree';

describe('tree rows: what leads', () => {
  it('a stream leads with its failed count, then "filtered", then status and destination', () => {
    assert.equal(streamDescription({ failed: '4 failed', status: 'enabled', destination: 'webhook' }), '4 failed · enabled · webhook');
    assert.equal(streamDescription({ failed: '3 failed', filtered: 'filtered', status: 'enabled', destination: 'webhook' }), '3 failed · filtered · enabled · webhook');
    assert.equal(streamDescription({ failed: '0 failed', filtered: 'filtered', status: 'disabled' }), '0 failed · filtered · disabled');
    assert.equal(streamDescription({ failed: undefined, filtered: '', status: 'enabled', destination: 'eventbridge' }), 'enabled · eventbridge', 'not counted yet: the status leads');
  });

  it('a profile shows the distinctive end of its subject token type', () => {
    assert.equal(shortSubjectType('https://partner.example.com/id-token'), '…/id-token');
    assert.equal(shortSubjectType('https://partner.example.com/id-token/'), '…/id-token/');
    assert.equal(shortSubjectType('urn:example:legacy-session'), '…:legacy-session');
    assert.equal(shortSubjectType('https://mobile.example.com/device-token'), '…/device-token');
    assert.equal(shortSubjectType('plain'), 'plain');
    assert.equal(shortSubjectType(''), '');
    for (const t of ['https://partner.example.com/id-token', 'urn:example:legacy-session', 'https://mobile.example.com/device-token']) {
      assert.ok(shortSubjectType(t).length <= 16, `${t} → ${shortSubjectType(t)}`);
    }
  });

  it('a vault connection names its app as people write it, an unknown app by its id', () => {
    assert.equal(appLabel('ACTIVECAMPAIGN'), 'ActiveCampaign');
    assert.equal(appLabel('SENDGRID'), 'SendGrid');
    assert.equal(appLabel('SOMETHING_NEW'), 'SOMETHING_NEW');
    assert.equal(appLabel(undefined), undefined);
    assert.equal(appLabel(''), undefined);
  });
});
