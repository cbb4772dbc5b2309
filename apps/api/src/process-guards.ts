/** What the guards log with (Fastify's logger, in the server). */
export interface GuardLog {
  error(object: { err: unknown }, message: string): void;
}

/**
 * A promise rejected with nobody listening (a library's background work, a forgotten await, a database error that
 * escaped its request) is a bug to log, not a reason to drop every request in flight: Node's default ends the
 * process. An uncaught exception still ends it, its state unknown (ADR 011).
 */
export function logUnhandledRejections(log: GuardLog): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
}
