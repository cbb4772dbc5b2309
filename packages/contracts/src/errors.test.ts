import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrors, parseAbpError } from './errors.ts';

const envelope = (error: unknown) => JSON.stringify({ error });

describe('parseAbpError (the envelope read by hand, ADR 041)', () => {
  it('reads every field ABP defines and leaves others out', () => {
    const body = envelope({
      code: 'Inventory:StockShortage',
      message: 'Not enough stock',
      details: null,
      data: { shortages: [{ sku: 'A' }] },
      validationErrors: [{ message: 'Required', members: ['name'], extra: 1 }, { message: 'Too long' }],
      stack: 'left out',
    });
    expect(parseAbpError(body)).toStrictEqual({
      code: 'Inventory:StockShortage',
      message: 'Not enough stock',
      details: null,
      data: { shortages: [{ sku: 'A' }] },
      validationErrors: [{ message: 'Required', members: ['name'] }, { message: 'Too long' }],
    });
  });

  it('accepts an error with no fields and null lists', () => {
    expect(parseAbpError(envelope({}))).toStrictEqual({});
    expect(parseAbpError(envelope({ validationErrors: null, data: null }))).toStrictEqual({
      validationErrors: null,
      data: null,
    });
  });

  it('refuses a field of the wrong type, as the envelope schema did', () => {
    for (const error of [
      { code: 7 },
      { message: ['x'] },
      { data: [1, 2] },
      { data: 'x' },
      { validationErrors: {} },
      { validationErrors: [{ members: ['x'] }] },
      { validationErrors: [{ message: 'x', members: [1] }] },
      'not an object',
      null,
    ]) {
      expect(parseAbpError(envelope(error)), JSON.stringify(error)).toBeUndefined();
    }
  });

  it('finds nothing in a body that is not an envelope', () => {
    expect(parseAbpError('')).toBeUndefined();
    expect(parseAbpError('Bad gateway')).toBeUndefined();
    expect(parseAbpError('[]')).toBeUndefined();
    expect(parseAbpError('{"message":"no error key"}')).toBeUndefined();
  });

  it('feeds ApiError and the form field errors', () => {
    const error = new ApiError({
      status: 400,
      headers: new Headers(),
      body: envelope({
        code: 'Abp:ValidationFailed',
        message: 'Invalid',
        validationErrors: [{ message: 'Required', members: ['name'] }],
      }),
    });
    expect(error.message).toBe('Invalid');
    expect(error.code).toBe('Abp:ValidationFailed');
    expect(fieldErrors(error)).toEqual({ name: ['Required'] });
  });
});
