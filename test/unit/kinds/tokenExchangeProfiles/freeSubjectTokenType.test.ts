import assert from 'node:assert/strict';
import { EXAMPLE_SUBJECT_TOKEN_TYPE, freeSubjectTokenType, profileTemplate } from '../../../../src/kinds/tokenExchangeProfiles/draft';

describe('freeSubjectTokenType', () => {
  it('is the example when no profile has it, else the first free numbered one', () => {
    assert.equal(freeSubjectTokenType([]), EXAMPLE_SUBJECT_TOKEN_TYPE);
    assert.equal(freeSubjectTokenType(['https://other.example/t', undefined]), EXAMPLE_SUBJECT_TOKEN_TYPE);
    assert.equal(freeSubjectTokenType([EXAMPLE_SUBJECT_TOKEN_TYPE]), `${EXAMPLE_SUBJECT_TOKEN_TYPE}-2`);
    assert.equal(freeSubjectTokenType([EXAMPLE_SUBJECT_TOKEN_TYPE, `${EXAMPLE_SUBJECT_TOKEN_TYPE}-2`, `${EXAMPLE_SUBJECT_TOKEN_TYPE}-4`]), `${EXAMPLE_SUBJECT_TOKEN_TYPE}-3`);
  });

  it('goes into the template', () => {
    assert.equal(JSON.parse(profileTemplate('a', 'urn:example:x-2')).subject_token_type, 'urn:example:x-2');
  });
});
