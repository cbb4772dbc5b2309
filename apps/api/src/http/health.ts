import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/database.ts';

/** Outside /api (no contract, no tenant, no sign-in) so that probes of a load balancer or orchestrator reach them. */
export const livenessPath = '/health/live';
export const readinessPath = '/health/ready';

/**
 * Liveness: the process answers (200 whatever the database does, so that an orchestrator does not restart a server
 * that is only waiting for its database). Readiness: the database answers too (200) or not (503), so that traffic
 * goes elsewhere meanwhile. The body says only that; no host, no error text (ADR 011).
 */
export function registerHealthRoutes(app: FastifyInstance, db: AppDb): void {
  db.onAvailabilityChange((state, error) => {
    if (state === 'down')
      app.log.error({ err: error }, 'database unreachable: calls answer 503 until it is back');
    else app.log.info('database reachable again');
  });
  const answer = { logLevel: 'warn' as const };
  app.get(livenessPath, answer, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'Healthy' }),
  );
  app.get(readinessPath, answer, async (_request, reply) => {
    const ready = await db.ready();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'Healthy' : 'Unhealthy' });
  });
}
