import { endpoints } from '@inventory/contracts';
import { SettingsScreen } from '@inventory/ui';
import { useMutation, useRead } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';

/**
 * What a saved setting changes besides the settings themselves: the application configuration (`abp`: the time
 * zone, near-expiry days, language and product name every screen and the layout read), and the reads the server
 * counts with them — each batch's expiry status in stock and the dashboard's near-expiry figures.
 */
export const settingsDependents = ['abp', 'stock', 'dashboard'] as const;

/** /system/settings: the business's settings, effective as soon as they are saved. */
export function SettingsRoute() {
  const errors = useScreenErrorPolicy();
  const settings = useRead(
    endpoints.settings.get,
    {},
    { onError: errors.onReadError, revalidateOnMount: true },
  );
  const update = useMutation(endpoints.settings.update, { alsoRevalidate: settingsDependents });
  return (
    <SettingsScreen
      settings={settings.data}
      loadError={errors.shownOnScreen(settings.error)}
      onSave={(body) => update.trigger({ body }).catch(errors.onChangeError)}
    />
  );
}
