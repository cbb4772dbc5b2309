import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry', () => {
  it('exposes the rules other packages build on', () => {
    for (const name of [
      'checkPolicies',
      'isFeatureEnabled',
      'Decimal',
      'lineTotal',
      'sellTotals',
      'parseEnum',
      'expirationStatus',
      'formatDocumentNumber',
      'allocate',
      'applyMovements',
      'checkGroupStock',
      'purchaseTransition',
      'warehouseTransition',
      'validateSubmission',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('keeps internals out of the entry', () => {
    expect('buildPool' in domain).toBe(false);
    expect('arbDecimal' in domain).toBe(false);
  });
});
