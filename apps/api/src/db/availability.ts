// Whether PostgreSQL can be reached, as this process last saw it (ADR 011). A lost connection makes it check at
// once; while the check fails the database counts as down: calls are refused at once (503) instead of each one
// waiting on a connection, and the check is repeated with a growing pause until the database answers again.

/** Node's socket errors and pg's own messages for a connection that could not be made or was cut. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const pgMessages =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|connection timeout|^timeout expired$/i;

/**
 * Whether `error` says the database could not be reached or went away (rather than that the statement was wrong):
 * a socket error, pg's "Connection terminated …", or PostgreSQL's connection_exception (08…), admin/crash shutdown,
 * starting up or in recovery (57P01–57P03) and too many connections (53300).
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') {
      return true;
    }
  }
  if (error instanceof AggregateError && error.errors.some(isConnectionLoss)) return true;
  return pgMessages.test(error.message);
}

export type AvailabilityState = 'up' | 'checking' | 'down';

export interface AvailabilityOptions {
  /** One connection attempt and a trivial query; rejects when the database cannot be reached. */
  probe(): Promise<void>;
  /** Pauses between failed checks, the last repeated: a database coming back is not met by a stampede. */
  backoffMs?: readonly number[];
  onChange?(state: 'up' | 'down', error?: unknown): void;
}

const defaultBackoffMs = [100, 250, 500, 1_000, 2_000];

export class DatabaseAvailability {
  private current: AvailabilityState = 'up';
  /** The check under way: it settles once the database answers again (or this is closed). */
  private checking: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: AvailabilityOptions) {}

  get state(): AvailabilityState {
    return this.current;
  }

  /** Calls are refused at once only after a check failed: one cut connection alone does not refuse the others. */
  get isDown(): boolean {
    return this.current === 'down';
  }

  /** A connection was lost or could not be made: check the database now, unless a check is already under way. */
  suspect(): void {
    if (this.closed || this.current !== 'up') return;
    this.current = 'checking';
    this.checking = this.checkUntilUp().finally(() => (this.checking = undefined));
  }

  /** Resolves once no check is under way (the database answered, or this was closed). */
  async settled(): Promise<void> {
    await this.checking;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.wake?.();
  }

  private async checkUntilUp(): Promise<void> {
    const pauses = this.options.backoffMs ?? defaultBackoffMs;
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        await this.options.probe();
        const wasDown = this.current === 'down';
        this.current = 'up';
        if (wasDown) this.options.onChange?.('up');
        return;
      } catch (error) {
        if (this.current !== 'down') this.options.onChange?.('down', error);
        this.current = 'down';
      }
      if (this.closed) return;
      const pause = pauses[Math.min(attempt, pauses.length - 1)] ?? 1_000;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, pause);
        // A process that is shutting down is not kept alive by the check.
        this.timer.unref();
      });
    }
  }
}
