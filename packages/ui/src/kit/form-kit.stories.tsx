import { ApiError, ValidationKeys, encodeValidationMessage } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { serverMessages } from '../storybook/server-messages.ts';
import { documentedAs } from '../storybook/documented-as.ts';
import { pickOption } from '../storybook/pick-option.ts';
import { storyT } from '../storybook/story-i18n.ts';
import type { EntityOption } from './entity-picker.tsx';
import { DateField } from './date-field.tsx';
import { DecimalField } from './decimal-field.tsx';
import { EntityPickerField } from './entity-picker-field.tsx';
import { FormKitDemo, type FormKitDemoProps } from './form-kit-demo.tsx';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TextField } from './text-field.tsx';

const categories: EntityOption[] = [
  { id: 'c1', code: 'C01', name: 'Fruit' },
  { id: 'c2', code: 'C02', name: 'Vegetables' },
];

const meta: Meta<FormKitDemoProps> = {
  title: 'Forms/FormKit',
  // The docs page describes the fields a screen uses; the stories render them together in one form.
  component: documentedAs<FormKitDemoProps>(DecimalField),
  subcomponents: {
    TextField: TextField as ComponentType<unknown>,
    DateField: DateField as ComponentType<unknown>,
    SwitchField: SwitchField as ComponentType<unknown>,
    SelectField: SelectField as ComponentType<unknown>,
    EntityPickerField: EntityPickerField as ComponentType<unknown>,
  },
  render: (args) => <FormKitDemo {...args} />,
  args: {
    onSubmit: fn(() => Promise.resolve()),
    search: (text) =>
      Promise.resolve(categories.filter((c) => c.name.toLowerCase().includes(text.toLowerCase()))),
    loadLabel: (id) => Promise.resolve(categories.find((c) => c.id === id) ?? null),
    timeZone: 'Asia/Shanghai',
  },
};
export default meta;
type Story = StoryObj<FormKitDemoProps>;

/** The text box labelled `label` (required fields add a marker to the name). */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(label) });

/** Saving an empty form: each required field says so, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() => expect(canvas.getAllByText(t('validation:required'))).toHaveLength(4));
    await expect(field(canvasElement, t('kit:columns.name'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Decimals stay text: letters are ignored, places are checked per kind, leaving the box normalizes. */
export const DecimalInput: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const cost = field(canvasElement, t('kit:columns.cost'));
    await userEvent.type(cost, 'x1.23456');
    await expect(cost).toHaveValue('1.23456');
    const quantity = field(canvasElement, t('kit:columns.quantity'));
    await userEvent.type(quantity, '007.50');
    await userEvent.tab();
    await expect(quantity).toHaveValue('7.5');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(t('validation:decimalPlaces', { max: 4 }))).toBeVisible();
  },
};

/** A complete form sends decimals as exact text and the date as the day's start in the tenant's zone. */
export const ValidSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, t('kit:columns.name')), 'Apple');
    const picker = canvas.getByRole('combobox', { name: new RegExp(t('kit:columns.category')) });
    await pickOption(picker, 'fru', /Fruit/);
    await waitFor(() => expect(picker).toHaveValue('C01 Fruit'));
    await userEvent.type(field(canvasElement, t('kit:columns.cost')), '0.1');
    await userEvent.type(field(canvasElement, t('kit:columns.quantity')), '12345678901234.125');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('kit:columns.status')) }),
      'Finish',
    );
    fireEvent.change(canvas.getByLabelText(t('kit:columns.expiryDate')), { target: { value: '2026-11-22' } });
    const toggle = canvas.getByRole('checkbox', { name: t('kit:columns.switch') });
    toggle.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Apple',
      categoryId: 'c1',
      cost: '0.1',
      quantity: '12345678901234.125',
      status: 'Finish',
      expiresAt: '2026-11-21T16:00:00.000Z',
      isActive: false,
      remarks: '',
    });
  },
};

/** Editing: the saved date shows as the tenant's day, the picker loads its label. */
export const Editing: Story = {
  args: {
    defaultValues: { name: 'Apple', categoryId: 'c2', expiresAt: '2026-11-21T20:00:00Z', cost: '3.5' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('kit:columns.expiryDate'))).toHaveValue('2026-11-22');
    const picker = canvas.getByRole('combobox', { name: new RegExp(t('kit:columns.category')) });
    await waitFor(() => expect(picker).toHaveValue('C02 Vegetables'));
  },
};

/** The server's 400 lands on the fields it names. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: { name: 'Main', categoryId: 'c1', cost: '1', status: 'Draft' },
    onSubmit: fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          body: JSON.stringify({
            error: {
              code: null,
              message: serverMessages.requestNotValid,
              validationErrors: [
                { message: serverMessages.duplicateWarehouse, members: ['Name'] },
                { message: encodeValidationMessage(ValidationKeys.min, { min: 0 }), members: ['Cost'] },
              ],
            },
          }),
          headers: new Headers(),
        }),
      ),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(serverMessages.duplicateWarehouse)).toBeVisible();
    await expect(canvas.getByText(t('validation:min', { min: 0 }))).toBeVisible();
    await expect(field(canvasElement, t('kit:columns.cost'))).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChineseData: Story = {
  args: { defaultValues: { name: '新疆阿克苏冰糖心红富士苹果（特级大果，十斤装礼盒）', categoryId: 'c1' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await expect(within(canvasElement).getByRole('button', { name: t('common:actions.save') })).toBeVisible();
  },
};
