import { describe, expect, it } from 'vitest';
import { ErrorResponse, ErrorTimeout, User } from 'oidc-client-ts';
import { retryAfterMs, SessionKeeper, type KeeperClock, type RenewingManager } from './session-keeper.ts';

function user(token: string, sub = 'u1', lifetimeSeconds = 600): User {
  return new User({
    access_token: token,
    refresh_token: `refresh-${token}`,
    token_type: 'Bearer',
    profile: { sub, iss: 'http://localhost', aud: 'web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  });
}

/** Timers run only when the test says so. */
class FakeClock implements KeeperClock {
  time = 0;
  timers: { at: number; run: () => void }[] = [];
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t !== handle);
  };
  advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const timer of due) timer.run();
  }
}

/** signinSilent answers with the queued outcomes in order; each call can be held until released. */
class FakeManager implements RenewingManager {
  calls = 0;
  outcomes: (User | Error)[] = [];
  #release: (() => void) | null = null;
  held = false;
  signinSilent = async () => {
    this.calls += 1;
    if (this.held) await new Promise<void>((resolve) => (this.#release = resolve));
    const outcome = this.outcomes.shift();
    if (!outcome) throw new Error('no outcome queued');
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  release() {
    this.held = false;
    this.#release?.();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function started(first = user('t1')) {
  const manager = new FakeManager();
  const clock = new FakeClock();
  const keeper = new SessionKeeper(manager, clock);
  keeper.start(first);
  return { manager, clock, keeper };
}

describe('SessionKeeper', () => {
  it('renews 60 s before the token expires and sends the new token from then on', async () => {
    const { manager, clock, keeper } = started();
    manager.outcomes.push(user('t2'));
    clock.advance(539_000);
    expect(manager.calls).toBe(0);
    clock.advance(1_000);
    await flush();
    expect(manager.calls).toBe(1);
    expect(keeper.accessToken()).toBe('t2');
    expect(keeper.snapshot().phase).toBe('active');
  });

  it('runs one renewal at a time: the timer and calls refused with 401 share it', async () => {
    const { manager, keeper } = started();
    manager.held = true;
    manager.outcomes.push(user('t2'));
    const scheduled = keeper.renew();
    const afterRefusals = [keeper.afterRejection('t1'), keeper.afterRejection('t1')];
    manager.release();
    expect(await Promise.all([scheduled, ...afterRefusals])).toEqual(['t2', 't2', 't2']);
    expect(manager.calls).toBe(1);
  });

  it('answers a 401 for an already replaced token with the current one, without renewing', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(user('t2'));
    await keeper.renew();
    expect(await keeper.afterRejection('t1')).toBe('t2');
    expect(manager.calls).toBe(1);
  });

  it('signs out when a renewal comes back for another subject', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(user('t2', 'someone-else'));
    expect(await keeper.afterRejection('t1')).toBeUndefined();
    expect(keeper.snapshot().phase).toBe('other-subject');
    expect(keeper.accessToken()).toBeUndefined();
  });

  it('treats oidc-client-ts refusing another subject the same way', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(new Error('sub in id_token does not match current sub'));
    await keeper.renew();
    expect(keeper.snapshot().phase).toBe('other-subject');
  });

  it('retries 5 s after a renewal that timed out', async () => {
    const { manager, clock, keeper } = started();
    manager.outcomes.push(new ErrorTimeout('Network timed out'), user('t2'));
    await keeper.renew();
    expect(keeper.snapshot().phase).toBe('active');
    expect(keeper.accessToken()).toBe('t1');
    clock.advance(retryAfterMs);
    await flush();
    expect(manager.calls).toBe(2);
    expect(keeper.accessToken()).toBe('t2');
  });

  it('holds refused calls when the refresh token is dead, and lets them retry after the same user signs in', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(new ErrorResponse({ error: 'invalid_grant' }));
    const waiting = keeper.afterRejection('t1');
    await flush();
    expect(keeper.snapshot().phase).toBe('ended');
    const alsoWaiting = keeper.afterRejection('t1');
    keeper.resume(user('t9'));
    expect(await Promise.all([waiting, alsoWaiting])).toEqual(['t9', 't9']);
    expect(keeper.snapshot().phase).toBe('active');
    expect(manager.calls).toBe(1);
  });

  it('signs out when someone else signs in after the session ended', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(new ErrorResponse({ error: 'invalid_grant' }));
    const waiting = keeper.afterRejection('t1');
    await flush();
    keeper.resume(user('t9', 'someone-else'));
    expect(await waiting).toBeUndefined();
    expect(keeper.snapshot().phase).toBe('other-subject');
  });

  it('catches up on a renewal its timer missed (sleep, background tab)', async () => {
    const { manager, clock, keeper } = started();
    manager.outcomes.push(user('t2'));
    clock.time += 600_000; // the timer did not fire: the computer slept
    keeper.renewIfDue();
    await flush();
    expect(manager.calls).toBe(1);
    expect(keeper.accessToken()).toBe('t2');
  });

  it('sends nothing and releases waiting calls once stopped', async () => {
    const { manager, keeper } = started();
    manager.outcomes.push(new ErrorResponse({ error: 'invalid_grant' }));
    const waiting = keeper.afterRejection('t1');
    await flush();
    keeper.stop();
    expect(await waiting).toBeUndefined();
    expect(keeper.accessToken()).toBeUndefined();
  });
});
