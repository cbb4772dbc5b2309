import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { FilterBar, type FilterBarProps } from './filter-bar.tsx';
import type { FilterDefinition, FilterValues } from './filter-types.ts';

/** Story-only: the option labels are ui texts, and the applied values are kept the way a screen's address does. */
function Demo(args: FilterBarProps) {
  const { t } = useTranslation('kit');
  const [values, setValues] = useState<FilterValues>(args.values);
  const filters: FilterDefinition[] = [
    { id: 'Filter', labelKey: 'kit:columns.name', kind: 'text' },
    {
      id: 'IsActive',
      labelKey: 'kit:columns.category',
      kind: 'select',
      options: [
        { value: 'true', label: t('fields.on') },
        { value: 'false', label: t('fields.off') },
      ],
    },
  ];
  return (
    <FilterBar
      {...args}
      filters={filters}
      values={values}
      onChange={(next) => {
        setValues(next);
        args.onChange(next);
      }}
      onReset={() => {
        setValues({});
        args.onReset();
      }}
    />
  );
}

const meta: Meta<FilterBarProps> = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  render: (args) => <Demo {...args} />,
  args: { filters: [], values: {}, onChange: fn(), onReset: fn(), typingPauseMs: 300 },
};
export default meta;
type Story = StoryObj<FilterBarProps>;

/** Typing applies once, with the whole text, after the pause; not per keystroke. */
export const TypingPause: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const search = within(canvas.getByRole('search', { name: t('kit:filters.label') }));
    await userEvent.type(search.getByRole('searchbox', { name: t('kit:columns.name') }), 'apple');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ Filter: 'apple' });
    const chip = t('kit:filters.chip', { name: t('kit:columns.name'), value: 'apple' });
    await expect(canvas.getByText(chip)).toBeVisible();
  },
};

/** Enter (Query) applies at once, a choice too. */
export const QueryAndChoice: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('kit:columns.name') }), 'pear{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ Filter: 'pear' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('kit:columns.category') }), 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith({ Filter: 'pear', IsActive: 'false' });
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Chips show the active filters (a choice by its label) and remove one each; Reset clears all. */
export const ActiveFilters: Story = {
  args: { values: { Filter: 'apple', IsActive: 'true' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const status = t('kit:columns.category');
    await expect(
      canvas.getByText(t('kit:filters.chip', { name: status, value: t('kit:fields.on') })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:filters.remove', { name: status }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ Filter: 'apple' });
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.reset') }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox', { name: t('kit:columns.name') })).toHaveValue('');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ChineseData: Story = {
  args: { values: { Filter: '新疆阿克苏冰糖心红富士苹果（特级大果）' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await expect(
      within(canvasElement).getByRole('button', { name: t('common:actions.query') }),
    ).toBeVisible();
  },
};
