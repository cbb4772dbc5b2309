import { ApiError, ErrorCodes } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { HandledError } from '../feedback/handled-error.ts';
import { longTextWarehouses, sampleWarehouses } from './fixtures.ts';
import { WarehouseForm } from './warehouse-form.tsx';
import { serverMessages } from '../storybook/server-messages.ts';

function abpError(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError({
    status,
    body: JSON.stringify({ error }),
    headers: new Headers({ _AbpErrorFormat: 'true' }),
  });
}

const meta = {
  title: 'Warehouse/WarehouseForm',
  component: WarehouseForm,
  parameters: { visual: { target: 'viewport' } },
  args: { open: true, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof WarehouseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New warehouse' });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), '  East Depot ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telephone' }), '+44 20 7946 0999');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'East Depot', telePhone: '+44 20 7946 0999' }),
      ),
    );
    await expect(dialog).toBeVisible();
  },
};

export const Edit: Story = {
  args: { warehouse: sampleWarehouses[1] },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Edit warehouse' });
    await expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('上海仓库');
  },
};

export const RequiredName: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('This field is required')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  args: {
    warehouse: { ...sampleWarehouses[0]!, telePhone: '+44 20 7946 0000 ext. 1234 / +44 20 7946 0001' },
  },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Enter at most 32 characters')).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    warehouse: sampleWarehouses[0],
    onSubmit: fn(async () => {
      throw abpError(400, {
        code: ErrorCodes.ValidationFailed,
        message: serverMessages.requestNotValid,
        validationErrors: [
          { message: serverMessages.addressOutsideCountry, members: ['address'] },
          { message: serverMessages.telephoneNotValid, members: ['telePhone'] },
        ],
      });
    }),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(serverMessages.addressOutsideCountry)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Telephone' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DuplicateName: Story = {
  args: {
    onSubmit: fn(async () => {
      throw abpError(403, {
        code: ErrorCodes.DuplicateWarehouseName,
        message: serverMessages.duplicateWarehouse,
        data: { name: 'Main Warehouse' },
      });
    }),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Main Warehouse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(serverMessages.duplicateWarehouse)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: {
    warehouse: sampleWarehouses[0],
    onSubmit: fn(async () => {
      throw new ApiError({ status: 502, body: 'Bad Gateway', headers: new Headers() });
    }),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Server Unavailable')).toBeVisible();
  },
};

export const ErrorShownElsewhere: Story = {
  args: {
    warehouse: sampleWarehouses[0],
    onSubmit: fn(async () => {
      throw new HandledError(new ApiError({ status: 401, body: '', headers: new Headers() }));
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    // The app already explained it (the session dialog): the form stays open and usable, and says nothing more.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(dialog).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByText('Request Error')).toBeNull();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)), warehouse: sampleWarehouses[0] },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

export const ReadOnly: Story = {
  args: { warehouse: sampleWarehouses[0], readOnly: true },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('readonly');
  },
};

export const LongTextChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { warehouse: longTextWarehouses[1] },
  play: async () => {
    await screen.findByRole('dialog', { name: '编辑仓库' });
  },
};
