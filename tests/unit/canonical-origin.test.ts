/**
 * The local server's one origin (infra/local/canonical-origin.ts): the other loopback name of the
 * same port goes to the canonical origin with its path and query; the canonical one, other hosts
 * and other ports stay.
 */
import { canonicalLocation } from '@infra/local/canonical-origin';
import { describe, expect, it } from 'vitest';

describe('canonicalLocation', () => {
  it('sends 127.0.0.1 to localhost when localhost is canonical (npm start), keeping path and query', () => {
    expect(canonicalLocation('127.0.0.1:3000', '/masuk-kampus?x=1', 'http://localhost:3000')).toBe('http://localhost:3000/masuk-kampus?x=1');
    expect(canonicalLocation('127.0.0.1:3000', '/api/auth/sso/start', 'http://localhost:3000')).toBe('http://localhost:3000/api/auth/sso/start');
  });

  it('sends localhost to 127.0.0.1 when 127.0.0.1 is canonical (the test stacks), whatever the name’s case', () => {
    expect(canonicalLocation('localhost:41234', '/', 'http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234/');
    expect(canonicalLocation('LocalHost:41234', '/user', 'http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234/user');
  });

  it('answers the canonical origin itself', () => {
    expect(canonicalLocation('localhost:3000', '/', 'http://localhost:3000')).toBeNull();
    expect(canonicalLocation('127.0.0.1:41234', '/api/x', 'http://127.0.0.1:41234')).toBeNull();
  });

  it('leaves other hosts, other ports and a missing or broken Host alone', () => {
    expect(canonicalLocation('skpi.example:3000', '/', 'http://localhost:3000')).toBeNull();
    expect(canonicalLocation('127.0.0.1:8080', '/', 'http://localhost:3000')).toBeNull();
    expect(canonicalLocation(undefined, '/', 'http://localhost:3000')).toBeNull();
    expect(canonicalLocation('bad host:3000', '/', 'http://localhost:3000')).toBeNull();
  });

  it('never lets the request line choose the host it is sent to', () => {
    expect(canonicalLocation('127.0.0.1:3000', '//evil.example/x', 'http://localhost:3000')).toBe('http://localhost:3000/');
    expect(canonicalLocation('127.0.0.1:3000', 'http://evil.example/x', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });
});
