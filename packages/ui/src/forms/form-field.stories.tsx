import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { FormField, type FormFieldProps } from './form-field.tsx';

/** Story-only: the label is a ui text, so it comes from the toolbar's language, not from args. */
function renderWarehouseName(args: FormFieldProps) {
  return <NameField {...args} />;
}

function NameField(args: FormFieldProps) {
  const { t } = useTranslation('warehouse');
  return (
    <FormField {...args} label={t('warehouse.fields.name')}>
      <Input defaultValue={args.readOnly ? 'Main Warehouse' : undefined} />
    </FormField>
  );
}

const meta: Meta<typeof FormField> = {
  title: 'Forms/FormField',
  component: FormField,
  render: renderWarehouseName,
};
export default meta;
type Story = StoryObj<typeof FormField>;

/** The label names the control inside, for screen readers too. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: t('warehouse:warehouse.fields.name') });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await expect(
      within(canvasElement).getByRole('textbox', { name: new RegExp(t('warehouse:warehouse.fields.name')) }),
    ).toBeRequired();
  },
};

/** A schema message arrives as a key with params and is shown translated, marking the control invalid. */
export const SchemaError: Story = {
  args: { required: true, error: 'validation:maxLength|{"max":64}' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('validation:maxLength', { max: 64 }))).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server's field message is already in the user's language and is shown as it came. */
export const ServerError: Story = {
  args: { error: "A warehouse named 'Main Warehouse' already exists." },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.error ?? '')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('readonly');
  },
};
