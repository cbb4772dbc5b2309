import { ApiError, ErrorCodes } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { longTextSupplier, sampleSuppliers } from './fixtures.ts';
import { SupplierForm } from './supplier-form.tsx';

/** The server's own words (its data, shown verbatim). */
const server = {
  duplicate: "A supplier named 'Snack Wholesale Ltd' already exists.",
  notValid: 'Your request is not valid!',
  contactTooLong: 'The field Contact must be a string with a maximum length of 64.',
  conflict: 'The data you have submitted has already changed by another user/client.',
};

function abpError(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError({
    status,
    body: JSON.stringify({ error }),
    headers: new Headers({ _AbpErrorFormat: 'true' }),
  });
}

const meta = {
  title: 'Supplier/SupplierForm',
  component: SupplierForm,
  parameters: framedInDocs(680),
  args: { open: true, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof SupplierForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type T = ReturnType<typeof storyT>;

async function openDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const field = (t: T, name: 'name' | 'contact' | 'telePhone' | 'address' | 'remarks') =>
  screen.getByRole('textbox', { name: new RegExp(`^${t(`supplier:fields.${name}`)}`) });
const save = (t: T) => screen.getByRole('button', { name: t('common:actions.save') });

export const Create: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog(t('supplier:dialogs.createTitle'));
    await userEvent.type(field(t, 'name'), ' Fresh Farms ');
    await userEvent.type(field(t, 'contact'), 'Ann Berry');
    await userEvent.type(field(t, 'remarks'), 'Delivers on Mondays');
    await userEvent.click(save(t));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Fresh Farms',
          contact: 'Ann Berry',
          remarks: 'Delivers on Mondays',
        }),
      ),
    );
  },
};

export const Edit: Story = {
  args: { supplier: sampleSuppliers[1] },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t('supplier:dialogs.editTitle'));
    await expect(field(t, 'name')).toHaveValue('杭州茶叶有限公司');
    await expect(field(t, 'remarks')).toHaveValue('每月初对账');
  },
};

export const RequiredName: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog();
    await userEvent.click(save(t));
    await findVisible(screen.findByText(t('validation:required')));
    await expect(field(t, 'name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DuplicateName: Story = {
  args: {
    onSubmit: fn(async () => {
      throw abpError(403, { code: ErrorCodes.DuplicateSupplierName, message: server.duplicate });
    }),
  },
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.type(field(t, 'name'), 'Snack Wholesale Ltd');
    await userEvent.click(save(t));
    await findVisible(screen.findByText(server.duplicate));
    await expect(field(t, 'name')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerFieldErrors: Story = {
  args: {
    supplier: sampleSuppliers[0],
    onSubmit: fn(async () => {
      throw abpError(400, {
        code: ErrorCodes.ValidationFailed,
        message: server.notValid,
        validationErrors: [{ message: server.contactTooLong, members: ['contact'] }],
      });
    }),
  },
  play: async (context) => {
    const t = storyT(context);
    await openDialog();
    await userEvent.click(save(t));
    await findVisible(screen.findByText(server.contactTooLong));
    await expect(field(t, 'contact')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Someone else saved the supplier meanwhile (409 on the stale stamp): said in words, the form stays. */
export const ChangedMeanwhile: Story = {
  args: {
    supplier: sampleSuppliers[0],
    onSubmit: fn(async () => {
      throw abpError(409, { code: ErrorCodes.ConcurrencyConflict, message: server.conflict });
    }),
  },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog();
    await userEvent.click(save(t));
    await findVisible(screen.findByText(t('errors:conflict.title')));
    await expect(screen.getByText(server.conflict)).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

export const DoubleClickSavesOnce: Story = {
  args: { supplier: sampleSuppliers[0], onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog();
    await userEvent.dblClick(save(t));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled(),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const LongChineseData: Story = {
  args: { supplier: longTextSupplier },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t('supplier:dialogs.editTitle'));
    await expect(field(t, 'address')).toHaveValue(longTextSupplier.address);
  },
};
