import { Switch } from '@chakra-ui/react';
import { type Sku, SkuState } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';

export interface SkuStateSwitchProps {
  sku: Sku;
  /** The state on show: the saved one, or the one asked for while the change runs. */
  state: SkuState;
  busy: boolean;
  /** Absent = the user may not change SKUs: the switch only shows the state. */
  onToggle?: (sku: Sku, next: SkuState) => void;
}

/** A row's On / Off switch, named by the SKU; its state is said in words beside it, not only by colour. */
export function SkuStateSwitch({ sku, state, busy, onToggle }: SkuStateSwitchProps) {
  const { t } = useTranslation('sku');
  const on = state === SkuState.On;
  return (
    <Switch.Root
      size="sm"
      colorPalette="brand"
      checked={on}
      readOnly={!onToggle}
      disabled={busy}
      onCheckedChange={(details) => onToggle?.(sku, details.checked ? SkuState.On : SkuState.Off)}
    >
      <Switch.HiddenInput aria-label={t('actions.switchLabel', { name: sku.name })} />
      <Switch.Control />
      <Switch.Label fontSize="sm" color="fg.muted">
        {on ? t('states.On') : t('states.Off')}
      </Switch.Label>
    </Switch.Root>
  );
}
