import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseAvailability, isConnectionLoss } from '../../src/db/availability.ts';
import { connectionTimeoutMs, openPool } from '../../src/db/postgres-pool.ts';
import { freePort } from '../helpers/test-app.ts';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('isConnectionLoss', () => {
  it('recognises a refused connection, a cut one and PostgreSQL shutting down or starting', async () => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: await freePort(),
      connectionTimeoutMillis: 2_000,
    });
    const refused = await rejection(client.connect());
    expect(isConnectionLoss(refused)).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08006', '53300']) {
      expect(isConnectionLoss(Object.assign(new Error('database says'), { code }))).toBe(true);
    }
  });

  it('does not take a wrong statement or a constraint for a lost database', async () => {
    const pglite = await PGlite.create();
    try {
      expect(isConnectionLoss(await rejection(pglite.query('selec 1')))).toBe(false);
      await pglite.exec('create table t (x int primary key); insert into t values (1);');
      expect(isConnectionLoss(await rejection(pglite.query('insert into t values (1)')))).toBe(false);
    } finally {
      await pglite.close();
    }
    expect(isConnectionLoss(Object.assign(new Error('serialization'), { code: '40001' }))).toBe(false);
    expect(isConnectionLoss('ECONNREFUSED')).toBe(false);
  });
});

describe('DatabaseAvailability', () => {
  const backoffMs = [10, 40, 80];

  it('stays up when a suspected database answers the check', async () => {
    const changes: string[] = [];
    let probes = 0;
    const availability = new DatabaseAvailability({
      probe: async () => void (probes += 1),
      backoffMs,
      onChange: (state) => changes.push(state),
    });
    availability.suspect();
    availability.suspect();
    expect(availability.isDown).toBe(false);
    await availability.settled();
    expect(availability.state).toBe('up');
    expect({ probes, changes }).toEqual({ probes: 1, changes: [] });
  });

  it('is down while the checks fail, checks with growing pauses, and is up once one succeeds', async () => {
    const changes: string[] = [];
    const probeTimes: number[] = [];
    let answer = false;
    let wentDown!: () => void;
    const down = new Promise<void>((resolve) => (wentDown = resolve));
    const availability = new DatabaseAvailability({
      probe: async () => {
        probeTimes.push(performance.now());
        if (probeTimes.length === 4) answer = true;
        if (!answer) throw new Error('connect ECONNREFUSED');
      },
      backoffMs,
      onChange: (state) => {
        changes.push(state);
        if (state === 'down') wentDown();
      },
    });
    availability.suspect();
    await down;
    expect(availability.isDown).toBe(true);
    await availability.settled();
    expect(availability.state).toBe('up');
    expect(changes).toEqual(['down', 'up']);
    const pauses = probeTimes.slice(1).map((time, i) => time - (probeTimes[i] ?? 0));
    expect(pauses).toHaveLength(3);
    pauses.forEach((pause, i) => expect(pause).toBeGreaterThanOrEqual((backoffMs[i] ?? 0) - 2));
  });

  it('stops checking once closed', async () => {
    let probes = 0;
    const availability = new DatabaseAvailability({
      probe: async () => {
        probes += 1;
        throw new Error('connect ECONNREFUSED');
      },
      backoffMs: [60_000],
    });
    availability.suspect();
    availability.close();
    await availability.settled();
    expect(probes).toBe(1);
  });
});

describe('the PostgreSQL pool', () => {
  it('gives up on a database that accepts connections but never answers, within its connection timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { pool, availability } = openPool(`postgres://nobody@127.0.0.1:${port}/none`, undefined);
    try {
      const started = performance.now();
      const error = await rejection(pool.query('select 1'));
      expect(isConnectionLoss(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(connectionTimeoutMs + 2_000);
    } finally {
      availability.close();
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
