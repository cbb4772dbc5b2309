import { Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { type FeatureList, type Tenant, Features } from '@inventory/contracts';
import { isFeatureEnabled } from '@inventory/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { type FeatureEffect, type FeatureKey, featureEffects } from './feature-effects.ts';

/** One switch per feature, named by its key in `Features` (the feature names hold dots, which forms read as paths). */
export type FeatureSwitches = Record<FeatureKey, boolean>;

export interface TenantFeaturesDialogProps {
  /** The tenant whose features are open; null = closed. */
  tenant: Tenant | null;
  /** The tenant's features (`featureManagement.get` with `T` + its id). */
  loadFeatures: (tenant: Tenant) => Promise<FeatureList>;
  /** Saves every switch as "True" / "False"; effective at the tenant's next request. */
  onSave: (tenant: Tenant, features: { name: string; value: string }[]) => Promise<unknown>;
  onClose: () => void;
}

const groups = featureEffects();

function switchesOf(list: FeatureList): FeatureSwitches {
  const values = Object.fromEntries(
    list.groups.flatMap((group) => group.features.map((feature) => [feature.name, feature.value ?? 'False'])),
  );
  return Object.fromEntries(
    Object.entries(Features).map(([key, name]) => [key, isFeatureEnabled(values, name)]),
  ) as FeatureSwitches;
}

/**
 * A tenant's features as switches grouped like the menu (business: stock, purchasing, production, sales; master
 * data: suppliers, SKUs, warehouses). Under each, what turning it off takes away: its menu entries and the
 * permissions it gates. Saved all at once; the tenant's next request sees the change.
 */
export function TenantFeaturesDialog({ tenant, loadFeatures, onSave, onClose }: TenantFeaturesDialogProps) {
  const { t } = useTranslation(['tenant', 'common']);
  const [list, setList] = useState<{ tenant: Tenant; switches: FeatureSwitches } | null>(null);
  const [failure, setFailure] = useState<{ tenant: Tenant; error: unknown } | null>(null);
  // A retry after a failed load reads again.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!tenant) return;
    let live = true;
    setFailure(null);
    loadFeatures(tenant).then(
      (answer) => live && setList({ tenant, switches: switchesOf(answer) }),
      (error: unknown) => live && setFailure({ tenant, error }),
    );
    return () => {
      live = false;
      setList(null);
    };
  }, [tenant, loadFeatures, round]);
  const loaded = tenant !== null && list?.tenant === tenant ? list.switches : null;
  const failed = tenant !== null && failure?.tenant === tenant ? failure.error : null;
  return (
    <FormDialog
      open={tenant !== null}
      title={t('tenant:dialogs.featuresTitle', { name: tenant?.name ?? '' })}
      onClose={onClose}
      saveDisabled={loaded === null}
    >
      {(slot) =>
        tenant &&
        (loaded ? (
          <FeatureForm {...slot} tenant={tenant} initial={loaded} onSave={onSave} onClose={onClose} />
        ) : failed !== null ? (
          // The features could not be read: say why, and offer to read them again (nothing can be saved).
          <Stack gap="3" alignItems="flex-start">
            {!isHandledError(failed) && <FormErrorAlert error={failed} />}
            <Button size="sm" variant="outline" onClick={() => setRound((r) => r + 1)}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        ) : (
          <Text role="status">{t('tenant:dialogs.loadingFeatures')}</Text>
        ))
      }
    </FormDialog>
  );
}

function FeatureForm({
  formId,
  onSubmittingChange,
  tenant,
  initial,
  onSave,
  onClose,
}: FormDialogSlot & {
  tenant: Tenant;
  initial: FeatureSwitches;
  onSave: TenantFeaturesDialogProps['onSave'];
  onClose: () => void;
}) {
  const { t } = useTranslation(['tenant', 'menu', 'admin']);
  const { control, handleSubmit, setError } = useForm<FeatureSwitches>({ defaultValues: initial });
  const { formError, save } = useFormSave<FeatureSwitches>({ setError, fields: [], onSubmittingChange });
  const submit = handleSubmit((values) =>
    save(async () => {
      await onSave(
        tenant,
        (Object.entries(Features) as [FeatureKey, string][]).map(([key, name]) => ({
          name,
          value: values[key] ? 'True' : 'False',
        })),
      );
      notify({ type: 'success', title: t('features.saved', { name: tenant.name }) });
      onClose();
    }),
  );
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="5">
        <FormErrorAlert error={formError} />
        <Text fontSize="sm" color="fg.muted">
          {t('features.intro')}
        </Text>
        {groups.map((group) => (
          <Fieldset.Root key={group.group}>
            <Fieldset.Legend>{t(`menu:groups.${group.group}`)}</Fieldset.Legend>
            <Stack gap="3">
              {group.features.map((feature) => (
                <SwitchField
                  key={feature.key}
                  control={control}
                  name={feature.key}
                  label={t(`features.names.${feature.key}`)}
                  helperText={effectText(t, feature)}
                />
              ))}
            </Stack>
          </Fieldset.Root>
        ))}
      </Stack>
    </form>
  );
}

type Translate = ReturnType<typeof useTranslation<['tenant', 'menu', 'admin']>>['t'];

/** "Off hides the menu entries: Production. Off refuses the permissions of: Production orders." */
function effectText(t: Translate, feature: FeatureEffect): string {
  const separator = t('features.listSeparator');
  const entries = feature.menuEntries.map((entry) => t(`menu:items.${entry}`)).join(separator);
  const areas = feature.permissionAreas
    .map((area) => t(`admin:permissions.areaTitles.${area}` as 'admin:permissions.areaTitles.Stock'))
    .join(separator);
  if (entries && areas) return t('features.hidesAndRefuses', { entries, areas });
  if (entries) return t('features.hides', { entries });
  return areas && t('features.refuses', { areas });
}
