import { ApiError, ErrorCodes } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { HandledError } from '../feedback/handled-error.ts';
import { longTextWarehouses, sampleWarehouses } from './fixtures.ts';
import { WarehouseForm } from './warehouse-form.tsx';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { serverMessages } from '../storybook/server-messages.ts';
import { storyT } from '../storybook/story-i18n.ts';

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
  parameters: framedInDocs(600),
  args: { open: true, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof WarehouseForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type T = ReturnType<typeof storyT>;

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const nameField = (t: T) =>
  screen.getByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) });
const telephoneField = (t: T) =>
  screen.getByRole('textbox', { name: t('warehouse:warehouse.fields.telePhone') });
const button = (t: T, action: 'save' | 'cancel') =>
  screen.getByRole('button', { name: t(`common:actions.${action}`) });

export const Create: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const dialog = await openDialog(t('warehouse:warehouse.dialogs.createTitle'));
    await userEvent.type(nameField(t), '  East Depot ');
    await userEvent.type(telephoneField(t), '+44 20 7946 0999');
    await userEvent.click(button(t, 'save'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'East Depot', telePhone: '+44 20 7946 0999' }),
      ),
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Edit: Story = {
  args: { warehouse: sampleWarehouses[1] },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t('warehouse:warehouse.dialogs.editTitle'));
    await expect(nameField(t)).toHaveValue('上海仓库');
  },
};

export const RequiredName: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog();
    await userEvent.click(button(t, 'save'));
    await findVisible(screen.findByText(t('validation:required')));
    await expect(nameField(t)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  args: {
    warehouse: { ...sampleWarehouses[0]!, telePhone: '+44 20 7946 0000 ext. 1234 / +44 20 7946 0001' },
  },
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.click(button(t, 'save'));
    await findVisible(screen.findByText(t('validation:maxLength', { max: 32 })));
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
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.click(button(t, 'save'));
    await findVisible(screen.findByText(serverMessages.addressOutsideCountry));
    await expect(telephoneField(t)).toHaveAttribute('aria-invalid', 'true');
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
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.type(nameField(t), 'Main Warehouse');
    await userEvent.click(button(t, 'save'));
    await findVisible(screen.findByText(serverMessages.duplicateWarehouse));
    await expect(nameField(t)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: {
    warehouse: sampleWarehouses[0],
    onSubmit: fn(async () => {
      throw new ApiError({ status: 502, body: 'Bad Gateway', headers: new Headers() });
    }),
  },
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.click(button(t, 'save'));
    await findVisible(screen.findByText(t('errors:serverError.message')));
  },
};

export const ErrorShownElsewhere: Story = {
  args: {
    warehouse: sampleWarehouses[0],
    onSubmit: fn(async () => {
      throw new HandledError(new ApiError({ status: 401, body: '', headers: new Headers() }));
    }),
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const dialog = await openDialog();
    await userEvent.click(button(t, 'save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    // The app already explained it (the session dialog): the form stays open and usable, and says nothing more.
    await waitFor(() => expect(button(t, 'save')).toBeEnabled());
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByText(t('errors:requestError.title'))).toBeNull();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)), warehouse: sampleWarehouses[0] },
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.click(button(t, 'save'));
    await waitFor(() => expect(button(t, 'cancel')).toBeDisabled());
  },
};

/** A double click on Save sends one request: the second click lands while the first is still running. */
export const DoubleClickSavesOnce: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)), warehouse: sampleWarehouses[0] },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog();
    await userEvent.dblClick(button(t, 'save'));
    await waitFor(() => expect(button(t, 'cancel')).toBeDisabled());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Long Chinese data (the interface language is the toolbar's). */
export const LongChineseData: Story = {
  args: { warehouse: longTextWarehouses[1] },
  play: async (context) => {
    await openDialog(storyT(context)('warehouse:warehouse.dialogs.editTitle'));
  },
};
