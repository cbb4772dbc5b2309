import { describe, expect, it } from 'vitest';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { classifyRenewalFailure, isSameSubject, renewalDelaySeconds } from './renewal-rules.ts';

describe('renewalDelaySeconds', () => {
  it('renews 60 s before expiry (§9), or half-way for short-lived tokens', () => {
    expect(renewalDelaySeconds(600)).toBe(540);
    expect(renewalDelaySeconds(120)).toBe(60);
    expect(renewalDelaySeconds(20)).toBe(10);
    expect(renewalDelaySeconds(0)).toBe(0);
    expect(renewalDelaySeconds(-5)).toBe(0);
  });
});

describe('classifyRenewalFailure', () => {
  it('ends the session when the token endpoint refuses the refresh token', () => {
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'invalid_grant' }))).toBe('ended');
    expect(classifyRenewalFailure(new Error('No silent_redirect_uri configured'))).toBe('ended');
  });

  it('tries again after timeouts, unreachable servers and server trouble', () => {
    expect(classifyRenewalFailure(new ErrorTimeout('Network timed out'))).toBe('transient');
    expect(classifyRenewalFailure(new TypeError('Failed to fetch'))).toBe('transient');
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'server_error' }))).toBe('transient');
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'temporarily_unavailable' }))).toBe('transient');
  });

  it('recognises oidc-client-ts refusing a renewed id token for another subject', () => {
    expect(classifyRenewalFailure(new Error('sub in id_token does not match current sub'))).toBe(
      'other-subject',
    );
  });
});

describe('isSameSubject', () => {
  it('is true only for the same, known subject', () => {
    expect(isSameSubject('u1', 'u1')).toBe(true);
    expect(isSameSubject('u1', 'u2')).toBe(false);
    expect(isSameSubject(undefined, 'u1')).toBe(false);
  });
});
