import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, endpoints } from '@inventory/contracts';
import { createScenarios, demoIds } from '@inventory/contracts/mocks';
import { findVisible, frameOf, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { AuditLogRoute } from './audit-log-route.tsx';
import { auditStoryHandlers, longRemark } from './audit-log-story-store.ts';

type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

const scenarios = createScenarios();
const auditLog = endpoints.auditLog;

/**
 * /system/audit-log as the app mounts it (app/routes.tsx), over the mock server with one entry of each kind: the
 * list newest first, its filters in the address, and each entry's field-by-field changes.
 */
const meta = {
  title: 'Admin/AuditLogRoute',
  component: AuditLogRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/system/audit-log' },
  beforeEach: ({ msw }) => {
    msw.use(...auditStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: auditLog.list,
  emptyKey: 'audit:empty',
  withoutAccess: [Permissions.Stock],
});

/** The row of the entry whose record reads `record` (a role, a document's number, a name, else the id). */
async function rowOf(context: Context, record: string) {
  const canvas = within(context.canvasElement);
  const cell = await findVisible(canvas.findByRole('cell', { name: record }));
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds ${record}`);
  return row;
}

/** Opens an entry's changes from its row; returns the dialog. */
async function openChanges(context: Context, record: string) {
  const t = storyT(context);
  const row = await rowOf(context, record);
  await userEvent.click(within(row).getByRole('button', { name: t('audit:actions.changes') }));
  return findVisible(screen.findByRole('dialog'));
}

const roleClerk = (context: Context) => storyT(context)('audit:providers.R', { key: 'clerk' });

/** Every entry newest first: time in the tenant's zone, user, record type and action in words, how many fields. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const first = await rowOf(context, roleClerk(context));
    await expect(first).toHaveTextContent('2026-03-02 07:50');
    await expect(first).toHaveTextContent(t('audit:entities.PermissionGrant'));
    await expect(first).toHaveTextContent(t('audit:actionNames.Updated'));
    await expect(first).toHaveTextContent(t('audit:changeCount', { count: 2 }));
    const rows = canvas.getAllByRole('row');
    // The header, then the newest entry.
    await expect(rows[1]).toBe(first);
    await expect(await rowOf(context, 'MO-20260301-0001')).toHaveTextContent(t('audit:system'));
  },
};

/** Filters from a shared address: warehouse updates only, each filter shown as a chip. */
export const FilteredFromTheAddress: Story = {
  args: { url: '/system/audit-log?EntityName=Warehouse&Action=Updated&UserName=cle' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await rowOf(context, 'North Depot (cold store)');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    const chips = canvas.getByRole('list', { name: t('kit:filters.active') });
    await expect(chips).toHaveTextContent(t('audit:entities.Warehouse'));
    await expect(chips).toHaveTextContent(t('audit:actionNames.Updated'));
  },
};

/** Choosing a record type and a day: the list narrows and the address keeps the view. */
export const FilterIntoTheAddress: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await rowOf(context, roleClerk(context));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('audit:filters.entity') }),
      'PermissionGrant',
    );
    await findVisible(canvas.findByText(/EntityName=PermissionGrant/));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.reset') }));
    await rowOf(context, 'MO-20260301-0001');
  },
};

/** A day with nothing recorded: the screen's own empty text. */
export const Empty: Story = states.empty;

/** Waiting for the server: the table says it is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(auditLog.list));
  },
  play: async (context) => {
    const t = storyT(context);
    const table = await within(context.canvasElement).findByRole('table', { name: t('audit:title') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server was away once: its words and Retry, which then shows the entries. */
export const ErrorThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailableOnce(auditLog.list, 502));
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('errors:serverError.message')));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await rowOf(context, roleClerk(context));
    await expect(canvas.queryByText(t('errors:serverError.message'))).toBeNull();
  },
};

/** Without the audit-log permission: "no access", the list never asked for. */
export const NoAccess: Story = states.noAccess;

/**
 * An update, field by field: the clerk role's permissions before → after, each permission named by its area and
 * action, granted or not in words.
 */
export const UpdatedDiff: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openChanges(context, roleClerk(context));
    const table = within(dialog).getByRole('table', { name: t('audit:changes.tableLabel') });
    await expect(within(table).getByRole('columnheader', { name: t('audit:changes.before') })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: t('audit:changes.after') })).toBeVisible();
    const deleteRow = within(table).getByRole('row', {
      name: new RegExp(t('admin:permissions.areaTitles.PurchaseInvoices')),
    });
    await expect(deleteRow).toHaveTextContent(t('admin:permissions.actionTitles.Delete'));
    await expect(deleteRow).toHaveTextContent(`${t('audit:values.notGranted')}${t('audit:values.granted')}`);
  },
};

/** A document's update: its state in words, an empty remark shown as "empty", and a link to the purchase's page. */
export const UpdatedDocumentLinksToIt: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openChanges(context, 'PO-20260301-0002');
    const state = within(dialog).getByRole('row', { name: new RegExp(`^${t('audit:fields.state')}`) });
    await expect(state).toHaveTextContent(`${t('common:status.Draft')}${t('common:status.Processing')}`);
    const remarks = within(dialog).getByRole('row', { name: new RegExp(`^${t('audit:fields.remarks')}`) });
    await expect(remarks).toHaveTextContent(t('audit:changes.empty'));
    // The purchase's own page (not followed here: the picture stays this screen's).
    await expect(within(dialog).getByRole('link', { name: t('audit:actions.openRecord') })).toHaveAttribute(
      'href',
      `/sys/purchasing/${demoIds.purchaseProcessing}`,
    );
  },
};

/** A creation: only the values after, under one "Value" column. */
export const CreatedDiff: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openChanges(context, 'wang.fang');
    await expect(dialog).toHaveTextContent(t('audit:changes.created'));
    const table = within(dialog).getByRole('table', { name: t('audit:changes.tableLabel') });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).queryByRole('columnheader', { name: t('audit:changes.before') })).toBeNull();
    await expect(
      within(table).getByRole('row', { name: new RegExp(`^${t('audit:fields.userName')}`) }),
    ).toHaveTextContent('wang.fang');
    await expect(
      within(table).getByRole('row', { name: new RegExp(`^${t('audit:fields.isActive')}`) }),
    ).toHaveTextContent(t('audit:values.yes'));
  },
};

/** A deletion: only the values before; a JSON value indented. */
export const DeletedDiff: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openChanges(context, 'Sales channels');
    await expect(dialog).toHaveTextContent(t('audit:changes.deleted'));
    const table = within(dialog).getByRole('table', { name: t('audit:changes.tableLabel') });
    await expect(within(table).queryByRole('columnheader', { name: t('audit:changes.after') })).toBeNull();
    await expect(within(table).getByText(/"channels": \[/)).toBeVisible();
  },
};

/** A soft deletion records only that it was deleted: the words say so, no table. */
export const SoftDeleted: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openChanges(context, demoIds.supplierSnacks);
    await expect(dialog).toHaveTextContent(t('audit:changes.deleted'));
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** A long remark wraps inside its cell; the dialog stays its width. */
export const LongValue: Story = {
  play: async (context) => {
    const dialog = await openChanges(context, demoIds.greenTea);
    const value = within(dialog).getByText(longRemark);
    await expect(value).toBeVisible();
    await expect(value.getBoundingClientRect().width).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().width,
    );
  },
};

/**
 * At 720 px, by keyboard: Tab reaches an entry's Changes, Enter opens them, Escape closes and focus returns; open
 * again for the picture.
 */
export const AtCompactWidthByKeyboard: Story = {
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    const row = await rowOf(context, roleClerk(context));
    const changes = within(row).getByRole('button', { name: t('audit:actions.changes') });
    // From the filters' Reset: the time column's order, then the newest entry's Changes.
    within(context.canvasElement)
      .getByRole('button', { name: t('common:actions.reset') })
      .focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(changes).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findVisible(screen.findByRole('dialog'));
    await expect(within(dialog).getByRole('table', { name: t('audit:changes.tableLabel') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(changes).toHaveFocus());
    // Open again: the picture is the changes at this width (a closing dialog would be caught halfway).
    await userEvent.keyboard('{Enter}');
    await findVisible(screen.findByRole('table', { name: t('audit:changes.tableLabel') }));
  },
};
