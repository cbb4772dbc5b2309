import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { EntityPicker, type EntityOption, type EntityPickerProps } from './entity-picker.tsx';

const categories: EntityOption[] = [
  { id: 'c1', code: 'C01', name: 'Fruit' },
  { id: 'c2', code: 'C02', name: 'Vegetables' },
  { id: 'c3', code: 'C03', name: 'Frozen food' },
  { id: 'c4', code: 'C04', name: '新疆阿克苏冰糖心红富士苹果（特级大果，十斤装礼盒）' },
];

const searchCategories = (text: string) =>
  Promise.resolve(
    categories.filter((c) => `${c.code} ${c.name}`.toLowerCase().includes(text.trim().toLowerCase())),
  );
const loadCategory = (id: string) => Promise.resolve(categories.find((c) => c.id === id) ?? null);

/** Story-only: the label is a ui text, and the chosen id is kept the way a form does. */
function Demo(args: EntityPickerProps) {
  const { t } = useTranslation('kit');
  const [value, setValue] = useState(args.value);
  return (
    <EntityPicker
      {...args}
      label={t('columns.category')}
      value={value}
      onChange={(id, entity) => {
        setValue(id);
        args.onChange(id, entity);
      }}
    />
  );
}

/** Story-only: the picker in a form dialog, where most screens will use it. */
function InDialog(args: EntityPickerProps) {
  const { t } = useTranslation('kit');
  return (
    <AppDialog open onClose={() => undefined} title={t('columns.category')}>
      <Demo {...args} />
    </AppDialog>
  );
}

const meta: Meta<EntityPickerProps> = {
  title: 'Forms/EntityPicker',
  component: EntityPicker,
  render: (args) => <Demo {...args} />,
  args: {
    label: '',
    value: null,
    onChange: fn(),
    search: fn(searchCategories),
    loadLabel: fn(loadCategory),
    typingPauseMs: 200,
  },
  parameters: framedInDocs(360),
};
export default meta;
type Story = StoryObj<EntityPickerProps>;

/** Type, pause, arrow down to a result and Enter: the id goes out, the box shows code and name. */
export const SearchByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const input = within(canvasElement).getByRole('combobox', { name: t('kit:columns.category') });
    await userEvent.type(input, 'fr');
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('fr'));
    const listbox = await findVisible(screen.findByRole('listbox'));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).getByRole('option', { name: /C01/ })).toHaveTextContent('Fruit');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('c3', categories[2]);
    await expect(input).toHaveValue('C03 Frozen food');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Escape closes the list and keeps the choice. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const input = within(canvasElement).getByRole('combobox', { name: t('kit:columns.category') });
    await userEvent.type(input, 'veg');
    await findVisible(screen.findByRole('option', { name: /Vegetables/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

/** Editing a saved record: the picker fetches the label of the id it was given. */
export const EditingLoadsLabel: Story = {
  args: { value: 'c2' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await waitFor(() => expect(input).toHaveValue('C02 Vegetables'));
    await expect(args.loadLabel).toHaveBeenCalledWith('c2');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await findVisible(screen.findByText(t('kit:picker.noResults')));
  },
};

/** The list call failed: the user is told and can type again. */
export const SearchFailed: Story = {
  args: { search: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'fr');
    await findVisible(screen.findByText(t('kit:picker.searchFailed')));
  },
};

/** A server or schema message lands under the box and marks it invalid. */
export const FieldError: Story = {
  args: { required: true, error: 'validation:required' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('validation:required'))).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongChineseData: Story = {
  args: { value: 'c4' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await waitFor(() => expect(input).toHaveValue(`C04 ${categories[3]?.name ?? ''}`));
  },
};

/** Inside a dialog the list opens above it, a click picks, and the dialog stays open. */
export const InsideDialog: Story = {
  render: (args) => <InDialog {...args} />,
  play: async ({ args, globals }) => {
    const t = storyT({ globals });
    const dialog = await findVisible(screen.findByRole('dialog'));
    const input = within(dialog).getByRole('combobox', { name: t('kit:columns.category') });
    await userEvent.type(input, 'veg');
    await userEvent.click(await findVisible(screen.findByRole('option', { name: /Vegetables/ })));
    await expect(args.onChange).toHaveBeenLastCalledWith('c2', categories[1]);
    await expect(input).toHaveValue('C02 Vegetables');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
