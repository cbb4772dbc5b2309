import { Button, Heading, Input, SkeletonText, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SupportedLanguage,
  type TenantSettings,
  type UpdateTenantSettings,
  supportedLanguages,
  updateTenantSettings,
} from '@inventory/contracts';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../feedback/toaster.tsx';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { languageNames } from '../i18n/languages.ts';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { SelectField } from '../kit/select-field.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';

/** What the form holds: the contract's update body, every field present. */
export interface SettingsFormValues {
  nearExpiryThresholdDays: number;
  timeZone: string;
  defaultLanguage: SupportedLanguage;
  productDisplayName: string;
  isUserNameUpdateEnabled: boolean;
  isEmailUpdateEnabled: boolean;
}

const fields = [
  'nearExpiryThresholdDays',
  'timeZone',
  'defaultLanguage',
  'productDisplayName',
  'isUserNameUpdateEnabled',
  'isEmailUpdateEnabled',
] as const;

/** The zones this browser knows (IANA names), UTC first; the server checks the chosen one again. */
export function browserTimeZones(): readonly string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/** How many zones the picker lists at once: typing narrows them. */
const SHOWN_ZONES = 50;

/** Matches "shanghai", "asia/sh" or "new york" (a space for the underscore) anywhere in the zone's name. */
function zoneSearch(zones: readonly string[]) {
  return (text: string): Promise<readonly EntityOption[]> => {
    const wanted = text.trim().toLowerCase().replace(/\s+/g, '_');
    const found = zones.filter((zone) => zone.toLowerCase().includes(wanted)).slice(0, SHOWN_ZONES);
    return Promise.resolve(found.map((zone) => ({ id: zone, name: zone })));
  };
}

const zoneLabel = (zone: string): Promise<EntityOption> => Promise.resolve({ id: zone, name: zone });

export interface SettingsScreenProps {
  /** `GET /api/app/settings`; undefined while it loads. */
  settings: TenantSettings | undefined;
  /** The settings could not be loaded. */
  loadError?: unknown;
  /** `PUT /api/app/settings`; a rejection with an `ApiError` is shown on its fields. */
  onSave: (values: UpdateTenantSettings) => Promise<unknown>;
  /** The zones offered (the browser's by default). */
  timeZones?: readonly string[];
}

/**
 * The business's settings (`/system/settings`): the near-expiry threshold, the time zone (searchable by name), the
 * default language, the product name shown in the top bar and whether users may change their user name and email.
 * Checked by the contract's rules before sending; the server's refusals land on their fields; a toast confirms.
 */
export function SettingsScreen({ settings, loadError, onSave, timeZones }: SettingsScreenProps) {
  const { t } = useTranslation(['settings', 'common']);
  let body: ReactNode;
  if (settings) body = <SettingsForm settings={settings} onSave={onSave} timeZones={timeZones} />;
  else if (loadError !== undefined && loadError !== null) body = <FormErrorAlert error={loadError} />;
  else
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('common:messages.loading')} maxWidth="2xl">
        <SkeletonText noOfLines={8} gap="5" />
      </Stack>
    );
  return (
    <Stack gap="6">
      <ScreenHeader title={t('settings:title')} description={t('settings:description')} />
      {body}
    </Stack>
  );
}

function valuesOf(settings: TenantSettings): SettingsFormValues {
  return {
    nearExpiryThresholdDays: settings.nearExpiryThresholdDays,
    timeZone: settings.timeZone,
    defaultLanguage: (supportedLanguages as readonly string[]).includes(settings.defaultLanguage)
      ? (settings.defaultLanguage as SupportedLanguage)
      : 'en',
    productDisplayName: settings.productDisplayName ?? '',
    isUserNameUpdateEnabled: settings.isUserNameUpdateEnabled ?? true,
    isEmailUpdateEnabled: settings.isEmailUpdateEnabled ?? true,
  };
}

interface SettingsFormProps {
  settings: TenantSettings;
  onSave: SettingsScreenProps['onSave'];
  timeZones: readonly string[] | undefined;
}

function SettingsForm({ settings, onSave, timeZones }: SettingsFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const [submitting, setSubmitting] = useState(false);
  const [search] = useState(() => {
    const zones = timeZones ?? browserTimeZones();
    // The saved zone is always offered, even one this browser does not list.
    return zoneSearch(zones.includes(settings.timeZone) ? zones : [settings.timeZone, ...zones]);
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SettingsFormValues>({
    resolver: zodResolver(updateTenantSettings) as unknown as Resolver<SettingsFormValues>,
    defaultValues: valuesOf(settings),
  });
  const { formError, save } = useFormSave<SettingsFormValues>({
    setError,
    fields,
    onSubmittingChange: setSubmitting,
  });

  const submit = handleSubmit((values) =>
    save(async () => {
      await onSave({ ...values, productDisplayName: values.productDisplayName.trim() || null });
      // What was saved is the form's new starting point.
      reset(values);
      notify({ type: 'success', title: t('settings:messages.saved') });
    }),
  );

  const section = (title: string, children: ReactNode) => (
    <Stack as="section" gap="4" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings:title')}>
      <Stack gap="8" maxWidth="2xl">
        <FormErrorAlert error={formError} />
        {section(
          t('settings:sections.stock'),
          <FormField
            label={t('settings:fields.nearExpiryThresholdDays')}
            helperText={t('settings:fields.nearExpiryHelp')}
            error={errors.nearExpiryThresholdDays?.message}
            required
          >
            <Input
              {...register('nearExpiryThresholdDays', {
                setValueAs: (value: unknown) =>
                  typeof value === 'number' ? value : String(value).trim() === '' ? NaN : Number(value),
              })}
              type="number"
              inputMode="numeric"
              min={0}
              max={3650}
              step={1}
              maxWidth="40"
            />
          </FormField>,
        )}
        {section(
          t('settings:sections.regional'),
          <>
            <EntityPickerField
              control={control}
              name="timeZone"
              label={t('settings:fields.timeZone')}
              helperText={t('settings:fields.timeZoneHelp')}
              required
              search={search}
              loadLabel={zoneLabel}
              typingPauseMs={0}
            />
            <SelectField
              control={control}
              name="defaultLanguage"
              label={t('settings:fields.defaultLanguage')}
              helperText={t('settings:fields.defaultLanguageHelp')}
              required
              options={supportedLanguages.map((language) => ({
                value: language,
                label: languageNames[language],
              }))}
            />
            <TextField
              control={control}
              name="productDisplayName"
              label={t('settings:fields.productDisplayName')}
              helperText={t('settings:fields.productDisplayNameHelp')}
            />
          </>,
        )}
        {section(
          t('settings:sections.profile'),
          <>
            <SwitchField
              control={control}
              name="isUserNameUpdateEnabled"
              label={t('settings:fields.isUserNameUpdateEnabled')}
            />
            <SwitchField
              control={control}
              name="isEmailUpdateEnabled"
              label={t('settings:fields.isEmailUpdateEnabled')}
            />
          </>,
        )}
        <Stack direction="row">
          <Button
            type="submit"
            colorPalette="brand"
            loading={submitting}
            loadingText={t('common:actions.save')}
          >
            {t('common:actions.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
