import { describe, expect, it } from 'vitest';
import { ValidationKeys, encodeValidationMessage, parseValidationMessage } from '../validation-keys.ts';
import { changePassword, changePasswordForm, updateProfile } from './account.ts';
import { updateIdentityUser } from './identity-users.ts';
import { savePurchaseInvoice } from './purchase-invoice.ts';
import { saveWarehouseInvoice } from './warehouse-invoice.ts';
import { createWarehouse } from './warehouse.ts';

const A = '0190a7e2-8c1d-7b3a-9c4e-1f2a3b4c5d6e';
const B = '0190a7e2-8c1d-7b3a-9c4e-1f2a3b4c5d6f';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), parseValidationMessage(i.message).key]);

describe('warehouse', () => {
  it('trims and bounds the name, keeps optional fields optional', () => {
    expect(createWarehouse.parse({ name: '  北京仓 ' })).toEqual({ name: '北京仓' });
    expect(issuesOf(createWarehouse.safeParse({ name: 'x'.repeat(65), telePhone: 'y'.repeat(33) }))).toEqual([
      ['name', ValidationKeys.maxLength],
      ['telePhone', ValidationKeys.maxLength],
    ]);
  });
});

describe('account', () => {
  it('requires name, userName and email on the profile', () => {
    expect(issuesOf(updateProfile.safeParse({ email: 'not-an-email' }))).toEqual([
      ['userName', ValidationKeys.required],
      ['email', ValidationKeys.email],
      ['name', ValidationKeys.required],
    ]);
  });
  it('applies the ABP password policy to the new password', () => {
    expect(changePassword.safeParse({ currentPassword: 'x', newPassword: '1q2w3E*' }).success).toBe(true);
    expect(
      changePassword.safeParse({ currentPassword: 'x', newPassword: 'password' }).error?.issues[0]?.message,
    ).toBe(encodeValidationMessage(ValidationKeys.passwordPolicy, { min: 6 }));
  });
});

describe('change-password form', () => {
  it('needs the confirmation to match the new password', () => {
    const form = { currentPassword: 'old', newPassword: '1q2w3E*', pwdConfirm: '1q2w3E?' };
    expect(issuesOf(changePasswordForm.safeParse(form))).toEqual([
      ['pwdConfirm', ValidationKeys.passwordMismatch],
    ]);
    expect(changePasswordForm.safeParse({ ...form, pwdConfirm: '1q2w3E*' }).success).toBe(true);
  });
});

describe('identity user update', () => {
  it('leaves the password alone when empty and checks it when given', () => {
    const base = { userName: 'bob', email: 'bob@example.com' };
    expect(updateIdentityUser.parse({ ...base, password: '' }).password).toBe('');
    expect(updateIdentityUser.safeParse({ ...base, password: 'weak' }).success).toBe(false);
    expect(updateIdentityUser.parse({ ...base, roleNames: null }).roleNames).toBeNull();
  });
});

describe('document saves', () => {
  it('lets a purchase Draft be incomplete but not a submit', () => {
    expect(savePurchaseInvoice.safeParse({ items: [] }).success).toBe(true);
    expect(issuesOf(savePurchaseInvoice.safeParse({ items: [], isSubmit: true }))).toEqual([
      ['supplierId', ValidationKeys.required],
      ['items', ValidationKeys.minItems],
    ]);
  });
  it('refuses zero counts, negative prices and too many decimals on lines', () => {
    const result = savePurchaseInvoice.safeParse({
      items: [
        { skuId: A, count: 0, price: -1 },
        { skuId: A, count: 1.2345, price: 1.12345 },
      ],
    });
    expect(issuesOf(result)).toEqual([
      ['items.0.count', ValidationKeys.greaterThan],
      ['items.0.price', ValidationKeys.min],
      ['items.1.count', ValidationKeys.decimalPlaces],
      ['items.1.price', ValidationKeys.decimalPlaces],
    ]);
  });
  it('takes enum names for warehouse invoices and needs two warehouses for a Move', () => {
    const saved = saveWarehouseInvoice.parse({
      warehouseId: A,
      moveToWarehouseId: B,
      stockType: 'move',
      items: [],
    });
    expect(saved.stockType).toBe(2);
    expect(saved.type).toBe(0);
    expect(
      issuesOf(
        saveWarehouseInvoice.safeParse({ warehouseId: A, moveToWarehouseId: A, stockType: 2, items: [] }),
      ),
    ).toEqual([['moveToWarehouseId', ValidationKeys.invalid]]);
  });
});
