export { system } from './theme/system.ts';
export { statusBadgeRecipe } from './theme/status-badge-recipe.ts';
export { numericCellRecipe } from './theme/numeric-cell-recipe.ts';
export { UiProvider, type UiProviderProps } from './provider/ui-provider.tsx';
export { createI18n } from './i18n/create-i18n.ts';
export { loadI18n, loadLanguage, loadTexts } from './i18n/load-i18n.ts';
export { languageNames, isUiLanguage, toUiLanguage } from './i18n/languages.ts';
export {
  resources,
  uiLanguages,
  type UiLanguage,
  type UiResources,
  type UiNamespace,
} from './i18n/resources.ts';
export { notify, toaster, Toaster, TOAST_DURATION_MS, type NotifyOptions } from './feedback/toaster.tsx';
export {
  StatusBadge,
  ExpiryBadge,
  type StatusBadgeProps,
  type ExpiryBadgeProps,
  type ExpiryStatus,
  type DocumentState,
} from './feedback/status-badge.tsx';
export { AppDialog, type AppDialogProps } from './feedback/app-dialog.tsx';
export { ErrorDialog, type ErrorDialogProps } from './feedback/error-dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/confirm-dialog.tsx';
export { describeError, type ErrorDescription, type ErrorSeverity } from './feedback/describe-error.ts';
export { AppLayout, type AppLayoutProps } from './layout/app-layout.tsx';
export { SideMenu, LOGO_PATH, type SideMenuProps } from './layout/side-menu.tsx';
export { TopBar, type TopBarProps } from './layout/top-bar.tsx';
export {
  LanguageSwitcher,
  type LanguageSwitcherProps,
  type LanguageOption,
} from './layout/language-switcher.tsx';
export { UserMenu, type UserMenuProps } from './layout/user-menu.tsx';
export { NavLink, type NavLinkProps } from './layout/nav-link.tsx';
export {
  buildMenu,
  menuDefinition,
  groupOfPath,
  isActivePath,
  type BuildMenuInput,
  type MenuGroup,
  type MenuItem,
  type MenuGroupKey,
  type MenuItemKey,
} from './layout/menu-model.ts';
export { AuthenticatingOverlay, type AuthenticatingOverlayProps } from './layout/authenticating-overlay.tsx';
export {
  GlobalLoadingIndicator,
  type GlobalLoadingIndicatorProps,
} from './layout/global-loading-indicator.tsx';
export { toPaging, pageRange, lastPage, pageSizeOptions } from './table/paging.ts';
export { TablePagination, type TablePaginationProps } from './table/table-pagination.tsx';
export { FormField, type FormFieldProps } from './forms/form-field.tsx';
export { translateMessage } from './forms/translate-message.ts';
export { applyServerErrors } from './forms/apply-server-errors.ts';
export {
  WarehouseForm,
  type WarehouseFormProps,
  type WarehouseFormValues,
} from './warehouse/warehouse-form.tsx';
export { WarehouseScreen, type WarehouseScreenProps } from './warehouse/warehouse-screen.tsx';
export { SupplierForm, type SupplierFormProps, type SupplierFormValues } from './supplier/supplier-form.tsx';
export { SupplierScreen, type SupplierScreenProps } from './supplier/supplier-screen.tsx';
export { EditProfileModal, type EditProfileModalProps } from './account/edit-profile-modal.tsx';
export { ChangePasswordModal, type ChangePasswordModalProps } from './account/change-password-modal.tsx';
export { ProfileForm, type ProfileFormProps } from './account/profile-form.tsx';
export { PasswordForm, type PasswordFormProps } from './account/password-form.tsx';
export { ProfilePage, type ProfilePageProps } from './account/profile-page.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './layout/not-found-screen.tsx';
export { NoAccessScreen, type NoAccessScreenProps } from './layout/no-access-screen.tsx';
export { SignInErrorScreen, type SignInErrorScreenProps } from './sign-in/sign-in-error-screen.tsx';
export {
  describeSignInError,
  type SignInErrorDescription,
  type SignInErrorReason,
} from './sign-in/describe-sign-in-error.ts';
export { HandledError, isHandledError } from './feedback/handled-error.ts';
export { SessionEndedDialog, type SessionEndedDialogProps } from './session/session-ended-dialog.tsx';
export { DataTable, type DataTableProps } from './kit/data-table.tsx';
export { type DataColumn, type TableAction } from './kit/data-table-types.ts';
export { RecordFormDialog, type RecordFormDialogProps, type RecordField } from './kit/record-form-dialog.tsx';
export { useRecordDialogs, type RecordWrites, type RecordFormState } from './kit/use-record-dialogs.ts';
export {
  RecordListScreen,
  type RecordListProps,
  type RecordListScreenProps,
} from './kit/record-list-screen.tsx';
export { BulkActionBar, type BulkActionBarProps } from './kit/bulk-action-bar.tsx';
export { NoPermissionState } from './kit/no-permission-state.tsx';
export { nextSorting, sortOf, type AriaSort } from './kit/sorting-state.ts';
export { formatNumber, type NumberFormatKind } from './kit/format-number.ts';
export { FilterBar, type FilterBarProps } from './kit/filter-bar.tsx';
export {
  activeFilters,
  withoutFilter,
  type FilterDefinition,
  type FilterValues,
  type ActiveFilter,
} from './kit/filter-types.ts';
export { createDebouncer, TYPING_PAUSE_MS, type Debouncer } from './kit/debounce.ts';
export { useDebouncer } from './kit/use-debounced.ts';
export {
  checkDecimalText,
  decimalText,
  decimalPlaces,
  isDecimalTyping,
  type DecimalKind,
  type DecimalCheck,
} from './kit/decimal-text.ts';
export { instantToDateInput, dateInputToInstant } from './kit/zoned-date.ts';
export { type BoundFieldProps } from './kit/bound-field.ts';
export { TextField, type TextFieldProps } from './kit/text-field.tsx';
export { DecimalField, type DecimalFieldProps } from './kit/decimal-field.tsx';
export { DateField, type DateFieldProps } from './kit/date-field.tsx';
export { SwitchField } from './kit/switch-field.tsx';
export { SelectField, type SelectFieldProps } from './kit/select-field.tsx';
export { EntityPicker, type EntityPickerProps, type EntityOption } from './kit/entity-picker.tsx';
export { EntityPickerField, type EntityPickerFieldProps } from './kit/entity-picker-field.tsx';
export { fieldPathsOf, toFieldPath } from './forms/field-paths.ts';
export { SkuScreen, type SkuScreenProps } from './sku/sku-screen.tsx';
export {
  PurchaseListScreen,
  purchaseAllows,
  type PurchaseListScreenProps,
  type PurchaseStep,
} from './purchasing/purchase-list-screen.tsx';
export {
  PurchaseEditor,
  type PurchaseEditorProps,
  type PurchaseLookups,
} from './purchasing/purchase-editor.tsx';
export { SkuForm, type SkuFormProps, type SkuLookups } from './sku/sku-form.tsx';
export { type ExportProgress } from './sku/sku-export-button.tsx';
export { type SkuWrites } from './sku/use-sku-screen-state.ts';
export {
  type SkuFormValues,
  type SkuComponentValue,
  skuBodyFromForm,
  skuBodyFromSku,
  skuFormDefaults,
  skuFormSchema,
} from './sku/sku-form-values.ts';
export { CategoryScreen, type CategoryScreenProps } from './category/category-screen.tsx';
export { type CategoryFormValues } from './category/category-form.tsx';
export { SkuImagesField, type SkuImagesFieldProps } from './sku-media/sku-images-field.tsx';
export { type UploadFile, type UploadProgress } from './sku-media/upload-file-type.ts';
export { maxSkuImages, skuImageTypes } from './sku-media/image-files.ts';
export { SkuQrCode, type SkuQrCodeProps } from './sku-media/sku-qr-code.tsx';
export { SkuLabel, SkuLabelSheet, type SkuLabelSheetProps } from './sku-media/sku-label-sheet.tsx';
export { SkuLabelPrintDialog, type SkuLabelPrintDialogProps } from './sku-media/sku-label-print-dialog.tsx';
export {
  labelPages,
  labelsPerPage,
  type LabelSku,
  type PlacedLabel,
} from './sku-media/label-sheet-layout.ts';
export {
  SellListScreen,
  sellAllows,
  type SellListScreenProps,
  type SellStep,
} from './sales/sell-list-screen.tsx';
export { SellEditor, type SellEditorProps, type SellLookups } from './sales/sell-editor.tsx';
export type { CheckStock, StockCheck, CheckedBatch } from './sales/stock-checks.ts';
export type { DocumentStep, LifecycleHandlers, LifecycleStep } from './document/lifecycle-steps.tsx';
export type { DocumentPageHandlers, PageStep } from './document/document-steps.tsx';
export { ClockProvider, useOpenedAt } from './kit/clock.tsx';
export type { OpenLine, LineMovement } from './document/open-lines-panel.tsx';
export type { DocumentListProps } from './document/document-list-screen.tsx';
export { DashboardScreen, type DashboardScreenProps } from './dashboard/dashboard-screen.tsx';
export {
  dashboardSectionsOf,
  dashboardLinks,
  type DashboardSection,
} from './dashboard/dashboard-sections.ts';
export type { PurchaseProposalLine } from './purchasing/purchase-form-values.ts';
export { StockScreen, type StockScreenProps } from './stock/stock-screen.tsx';
export { StockSummaryScreen, type StockSummaryScreenProps } from './stock/stock-summary-screen.tsx';
export { StockWarehouseScreen, type StockWarehouseScreenProps } from './stock/stock-warehouse-screen.tsx';
export {
  StockDetailScreen,
  type LinkedMovement,
  type StockDetailScreenProps,
} from './stock/stock-detail-screen.tsx';
export { stockMovements, type StockMovementRow } from './stock/stock-movements.ts';
export { stockTotals, rowValue, batchValue, isZeroRow, expiryName } from './stock/stock-values.ts';
export { stockPaths, stockDetailPath, warehouseStockPath } from './stock/stock-paths.ts';
export {
  WarehouseInvoiceListScreen,
  type WarehouseInvoiceListScreenProps,
} from './warehouse-invoice/warehouse-invoice-list-screen.tsx';
export {
  WarehouseInvoiceEditor,
  type WarehouseInvoiceEditorProps,
  type WarehouseInvoiceLookups,
} from './warehouse-invoice/warehouse-invoice-editor.tsx';
export { submitBodyOf } from './warehouse-invoice/warehouse-invoice-form-values.ts';
export type { PickerBatch } from './warehouse-invoice/batch-fill.ts';
export {
  newWarehouseInvoicePath,
  warehouseInvoiceListPath,
  warehouseInvoicePath,
} from './warehouse-invoice/warehouse-invoice-values.ts';
export {
  ProductionListScreen,
  type ProductionListScreenProps,
} from './production/production-list-screen.tsx';
export {
  ProductionEditor,
  type ProductionEditorProps,
  type ProductionLookups,
} from './production/production-editor.tsx';
export {
  producePartBodies,
  productionListPath,
  productionNewPath,
  productionPath,
  readKitCheck,
  shortfallProposal,
  type KitCheck,
  type KitCheckLine,
} from './production/production-values.ts';
export type { BatchPick } from './warehouse-invoice/batch-fill.ts';
export { RoleScreen, type RoleScreenProps } from './admin/role-screen.tsx';
export { type RoleFormValues } from './admin/role-form.tsx';
export { UserScreen, type UserScreenProps, isLocked } from './admin/user-screen.tsx';
export { type UserFormValues } from './admin/user-form.tsx';
export { PermissionEditor, type PermissionEditorProps } from './admin/permission-editor.tsx';
export { TenantScreen, type TenantScreenProps } from './tenant/tenant-screen.tsx';
export { type TenantFormValues } from './tenant/tenant-form.tsx';
export { AuditLogScreen, type AuditLogScreenProps } from './audit/audit-log-screen.tsx';
export { AuditChanges, AuditChangesDialog } from './audit/audit-changes.tsx';
export {
  SettingsScreen,
  type SettingsScreenProps,
  type SettingsFormValues,
  browserTimeZones,
} from './settings/settings-screen.tsx';
