import { describe, expect, it } from 'vitest';
import { fieldToCall } from '../../common/src/remedy.js';
import { restMessage } from './adapter.js';

describe('REST error messages', () => {
  it('names the REST route that runs the field in REST answers, and leaves unknown fields alone', () => {
    expect(restMessage(`Store 'alice' does not exist. Create it with ${fieldToCall('mutation', 'createStore', { userId: 'alice' })}.`)).toBe(
      `Store 'alice' does not exist. Create it with POST /api/v1/memory/collection {"user_id": "alice"}.`,
    );
    expect(restMessage(`register it with ${fieldToCall('mutation', 'registerSpeaker')}.`)).toBe('register it with POST /api/v1/memory/speakers.');
    expect(restMessage(`Unknown model 'x'; ${fieldToCall('query', 'models')} lists the models.`)).toBe("Unknown model 'x'; GET /api/v1/models lists the models.");
    expect(restMessage('Use the mutation `noSuchField`.')).toBe('Use the mutation `noSuchField`.');
  });
});
