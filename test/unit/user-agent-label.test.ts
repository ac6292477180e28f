import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundedUserAgent, deviceLabel, USER_AGENT_MAX_LENGTH } from '../../src/domain/user-agent-label.js';

describe('the device a session shows', () => {
  it('names common browsers and systems, and says so when it cannot tell', () => {
    const cases: [string | null, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Windows'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0',
        'Edge on Linux',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      ['curl/8.5.0', 'curl'],
      ['something else', 'Unknown device'],
      [null, 'Unknown device'],
    ];
    for (const [agent, label] of cases) assert.equal(deviceLabel(agent), label, String(agent));
  });

  it('keeps a User-Agent printable and bounded', () => {
    assert.equal(boundedUserAgent(undefined), null);
    assert.equal(boundedUserAgent('  \u0000 '), null);
    assert.equal(boundedUserAgent('a\u0007b\nc'), 'abc');
    assert.equal(boundedUserAgent('x'.repeat(10_000))?.length, USER_AGENT_MAX_LENGTH);
    assert.equal(boundedUserAgent(['first', 'second']), 'first');
  });
});
