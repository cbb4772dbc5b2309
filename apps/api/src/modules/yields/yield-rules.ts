import { EntityNotFoundError } from '../../errors/app-errors.ts';

/** A 404 naming a production order. */
export class YieldNotFoundError extends EntityNotFoundError {
  constructor(id: string) {
    super('Yield', id);
  }
}
