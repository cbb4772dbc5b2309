import type { UserManager } from 'oidc-client-ts';
import type { SignedInUser } from './signed-in-user.ts';
import { classifyRenewalFailure, isSameSubject, renewalDelaySeconds } from './renewal-rules.ts';

/** The parts of UserManager the keeper uses. */
export type RenewingManager = Pick<UserManager, 'signinSilent'>;

/**
 * - active: the token is renewed before it expires;
 * - ended: renewal is impossible, the user is asked to sign in again and calls that met a 401 wait for it;
 * - other-subject: a renewal or new sign-in came back as someone else, so the session must be signed out;
 * - stopped: signed out or never started.
 */
export type KeeperPhase = 'active' | 'ended' | 'other-subject' | 'stopped';

export interface KeeperSnapshot {
  phase: KeeperPhase;
  user: SignedInUser | null;
}

export interface KeeperClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: KeeperClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** §9 / §8: a renewal that timed out is tried again after 5 s. */
export const retryAfterMs = 5_000;

/**
 * Keeps one page's session alive in place (ADR 012): renews the access token with the refresh token before it
 * expires, one renewal at a time (a second use of a rotated refresh token would revoke the whole sign-in), insists
 * on the same subject, and when renewal is impossible holds the calls that met a 401 until the user signs in again.
 */
export class SessionKeeper {
  #snapshot: KeeperSnapshot = { phase: 'stopped', user: null };
  #subject: string | undefined;
  #inflight: Promise<string | undefined> | null = null;
  #timer: unknown = null;
  #dueAt: number | null = null;
  #waiting: ((token: string | undefined) => void)[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly manager: RenewingManager,
    private readonly clock: KeeperClock = browserClock,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  snapshot = (): KeeperSnapshot => this.#snapshot;

  /** The access token to send now. */
  accessToken(): string | undefined {
    return this.#snapshot.phase === 'stopped' ? undefined : this.#snapshot.user?.access_token;
  }

  /** Takes the signed-in user (at start, or after a full-page sign-in) and schedules its renewal. */
  start(user: SignedInUser): void {
    this.#subject = user.profile.sub;
    this.#accept(user);
  }

  /** Renews now unless a renewal is already running, which is joined instead. Resolves with the new token. */
  renew(): Promise<string | undefined> {
    if (this.#snapshot.phase !== 'active') return Promise.resolve(undefined);
    this.#inflight ??= this.#renewOnce().finally(() => {
      this.#inflight = null;
    });
    return this.#inflight;
  }

  /** For a call the server refused with 401 while carrying `rejected` (see authorized-fetch.ts). */
  async afterRejection(rejected: string): Promise<string | undefined> {
    const { phase, user } = this.#snapshot;
    if (phase === 'stopped' || phase === 'other-subject') return undefined;
    if (phase === 'active' && user && user.access_token !== rejected) return user.access_token;
    const renewed = phase === 'active' ? await this.renew() : undefined;
    if (renewed) return renewed;
    return this.#snapshot.phase === 'ended' ? this.#nextSignIn() : undefined;
  }

  /** The user signed in again (in the pop-up) after the session ended: same subject, or the session is over. */
  resume(user: SignedInUser): void {
    if (!isSameSubject(this.#subject, user.profile.sub)) {
      this.#set({ phase: 'other-subject', user: null });
      this.#release(undefined);
      return;
    }
    this.#accept(user);
    this.#release(user.access_token);
  }

  /**
   * Renews at once when the planned moment has passed: a sleeping computer or a background tab can hold timers back
   * (the page calls this when it becomes visible or comes back online).
   */
  renewIfDue(): void {
    if (this.#dueAt !== null && this.clock.now() >= this.#dueAt) void this.renew();
  }

  stop(): void {
    this.#cancelTimer();
    this.#set({ phase: 'stopped', user: null });
    this.#release(undefined);
  }

  async #renewOnce(): Promise<string | undefined> {
    this.#cancelTimer();
    try {
      const user = await this.manager.signinSilent();
      if (this.#snapshot.phase !== 'active') return undefined;
      if (!user) return this.#end();
      if (!isSameSubject(this.#subject, user.profile.sub)) {
        this.#set({ phase: 'other-subject', user: null });
        return undefined;
      }
      this.#accept(user);
      return user.access_token;
    } catch (error) {
      if (this.#snapshot.phase !== 'active') return undefined;
      switch (classifyRenewalFailure(error)) {
        case 'transient':
          this.#schedule(retryAfterMs);
          return undefined;
        case 'other-subject':
          this.#set({ phase: 'other-subject', user: null });
          return undefined;
        case 'ended':
          return this.#end();
      }
    }
  }

  #accept(user: SignedInUser): void {
    this.#set({ phase: 'active', user });
    const expiresIn = user.expires_in;
    if (expiresIn !== undefined) this.#schedule(renewalDelaySeconds(expiresIn) * 1000);
  }

  #end(): undefined {
    this.#cancelTimer();
    this.#set({ phase: 'ended', user: this.#snapshot.user });
    return undefined;
  }

  #nextSignIn(): Promise<string | undefined> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(token: string | undefined): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve(token);
  }

  #schedule(ms: number): void {
    this.#cancelTimer();
    this.#dueAt = this.clock.now() + ms;
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = null;
      void this.renew();
    }, ms);
  }

  #cancelTimer(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#dueAt = null;
  }

  #set(snapshot: KeeperSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}
