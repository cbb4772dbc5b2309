import { describe, expect, it } from 'vitest';
import { InMemoryWebStorage, UserManager } from 'oidc-client-ts';
import { createOidcSettings } from './oidc-settings.ts';
import { lazyUserManager } from './user-manager.ts';

const storage = new InMemoryWebStorage();
const manager = () =>
  new UserManager(createOidcSettings('http://localhost:8080', { user: storage, state: storage }, {}));

describe('lazyUserManager', () => {
  it('creates the one manager on first use and hands the same one to every later use', async () => {
    let created = 0;
    const users = lazyUserManager(async () => {
      created += 1;
      return manager();
    });
    expect(created).toBe(0);
    const [first, second] = await Promise.all([users.load(), users.load()]);
    expect(first).toBe(second);
    expect(await users.load()).toBe(first);
    expect(created).toBe(1);
  });

  it('tries again after a failed load (say the chunk could not be fetched)', async () => {
    let attempts = 0;
    const users = lazyUserManager(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return manager();
    });
    await expect(users.load()).rejects.toThrow(TypeError);
    await expect(users.load()).resolves.toBeInstanceOf(UserManager);
    expect(attempts).toBe(2);
  });
});
