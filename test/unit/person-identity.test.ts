import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizedFullName, personIdentityKey } from '../../src/domain/person-identity.js';

const jane = { given_names: 'Jane Ann', surname: 'Doe', date_of_birth: '1980-01-02' };

describe('the same person across cases', () => {
  it('matches a name typed with other spacing and case, on the same birthday', () => {
    assert.equal(
      personIdentityKey({ given_names: '  JANE\tann ', surname: ' doe', date_of_birth: '1980-01-02' }),
      personIdentityKey(jane),
    );
  });

  it('matches compatibility forms of the same letters (NFKC), but keeps accents', () => {
    assert.equal(normalizedFullName('Ｊａｎｅ', 'Doe'), 'jane doe');
    assert.equal(normalizedFullName('José', 'Núñez'), normalizedFullName('Jose\u0301', 'Nu\u0301n\u0303ez'));
    assert.notEqual(normalizedFullName('José', 'Nunez'), normalizedFullName('Jose', 'Nunez'));
  });

  it('tells apart another birthday, another name, and never matches without a birthday', () => {
    assert.notEqual(personIdentityKey({ ...jane, date_of_birth: '1980-01-03' }), personIdentityKey(jane));
    assert.notEqual(personIdentityKey({ ...jane, surname: 'Dow' }), personIdentityKey(jane));
    assert.equal(personIdentityKey({ ...jane, date_of_birth: null }), null);
    assert.equal(personIdentityKey({ ...jane, date_of_birth: '' }), null);
    assert.equal(personIdentityKey({ given_names: ' ', surname: '', date_of_birth: '1980-01-02' }), null);
  });
});
