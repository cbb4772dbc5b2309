import { allEndpoints, ErrorCodes, toRoutePath } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-errors.ts';
import { route } from './route.ts';

/** A contract call this server does not serve yet (abp-contract.md: 501). */
export class NotImplementedError extends AppError {
  readonly status = 501;
  constructor() {
    super(ErrorCodes.NotImplemented, 'errors:NotImplemented');
  }
}

/**
 * Registers every contract endpoint no module has registered, guarded as declared and answering 501, so that the
 * whole contract is documented and a client learns "not yet" rather than "no such call". Call after the modules.
 */
export function registerNotImplemented(app: FastifyInstance): void {
  for (const endpoint of allEndpoints()) {
    if (app.hasRoute({ method: endpoint.method, url: toRoutePath(endpoint.path) })) continue;
    route(app, endpoint, async () => {
      throw new NotImplementedError();
    });
  }
}
