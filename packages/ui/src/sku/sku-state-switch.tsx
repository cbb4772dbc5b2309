import { Switch, Text } from '@chakra-ui/react';
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
      <Switch.HiddenInput />
      <Switch.Control />
      {/* The input is named by its label (Ark links them), so the label names the SKU; the state is said beside. */}
      <Switch.Label srOnly>{t('actions.switchLabel', { name: sku.name })}</Switch.Label>
      <Text as="span" fontSize="sm" color="fg.muted" aria-hidden>
        {on ? t('states.On') : t('states.Off')}
      </Text>
    </Switch.Root>
  );
}
