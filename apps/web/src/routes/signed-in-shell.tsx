import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout, GlobalLoadingIndicator, buildMenu } from '@inventory/ui';
import { useLoadingCount } from '../api/api-context.tsx';
import { AccountModals, type AccountModal } from '../account/account-modals.tsx';
import { markFirstScreenShown } from '../app/route-prefetch.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { serverDefaultLanguage } from '../language/language.ts';
import { useLanguage } from '../language/language-context.tsx';
import { usePageTitle } from '../title/use-page-title.ts';

export interface SignedInShellProps {
  userName: string;
}

/** The layout of §2 around the current route, fed by the application configuration. */
export function SignedInShell({ userName }: SignedInShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { language, chooseLanguage, adoptServerDefault } = useLanguage();
  const { data: configuration, error } = useApplicationConfiguration();
  const loadingCount = useLoadingCount();
  const [modal, setModal] = useState<AccountModal | null>(null);
  usePageTitle(configuration);
  // The outlet waits for the configuration (below); the screen's first request did not (its route's loader started
  // it). Once a screen shows, screens read for themselves.
  const outletShown = Boolean(configuration || error);
  useEffect(() => {
    if (outletShown) markFirstScreenShown();
  }, [outletShown]);

  const languages = useMemo(
    () =>
      (configuration?.localization.languages ?? []).map(({ cultureName, displayName }) => ({
        cultureName,
        displayName,
      })),
    [configuration],
  );

  useEffect(() => {
    if (!configuration) return;
    adoptServerDefault(
      serverDefaultLanguage(configuration.setting.values),
      configuration.localization.languages.map((l) => l.cultureName),
    );
  }, [configuration, adoptServerDefault]);

  const menu = useMemo(
    () =>
      buildMenu({
        grantedPolicies: configuration?.auth.grantedPolicies,
        featureValues: featureValuesOf(configuration?.features.values),
      }),
    [configuration],
  );

  // The menu opens the active group when it first renders, so it waits for the configuration that fills it; a
  // failed load still shows the layout (with the error dialog) rather than an empty page.
  if (!configuration && !error) return <GlobalLoadingIndicator count={1} />;

  return (
    <AppLayout
      menu={menu}
      activePath={pathname}
      onNavigate={(path) => void navigate(path)}
      languages={languages}
      currentLanguage={language}
      onLanguageChange={chooseLanguage}
      userName={configuration?.currentUser.userName ?? userName}
      onEditProfile={() => setModal('editProfile')}
      onChangePassword={() => setModal('changePassword')}
      onSignOut={() => void signOut()}
      loadingCount={loadingCount}
    >
      <Outlet />
      <AccountModals open={modal} onClose={() => setModal(null)} />
    </AppLayout>
  );
}
