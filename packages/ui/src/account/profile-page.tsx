import { Button, Card, Heading, SimpleGrid, SkeletonText, Stack } from '@chakra-ui/react';
import type { ChangePassword, Profile, UpdateProfile } from '@inventory/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import type { FormDialogSlot } from '../kit/form-dialog.tsx';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export interface ProfilePageProps {
  /** `GET /api/account/my-profile`; undefined while it loads. */
  profile: Profile | undefined;
  /** The profile could not be loaded. */
  loadError?: unknown;
  /** `PUT /api/account/my-profile`; a rejection with an `ApiError` is shown in the form. */
  onSaveProfile: (values: UpdateProfile) => Promise<unknown>;
  /** `POST /api/account/my-profile/change-password`; a 403 "Incorrect password." is shown on its field. */
  onChangePassword: (values: ChangePassword) => Promise<unknown>;
  /** Fields the business does not let users change (read-only in the profile form). */
  fixedFields?: readonly ('userName' | 'email')[];
}

/** A form of the page in its card: a heading, the form, and the Save button that submits it (as a dialog's would). */
function FormCard({
  title,
  saveDisabled,
  children,
}: {
  title: string;
  saveDisabled?: boolean;
  children: (slot: FormDialogSlot) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const formId = useId();
  const headingId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children({ formId, onSubmittingChange: setSubmitting })}</Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={submitting}
          loadingText={t('actions.save')}
          disabled={saveDisabled}
        >
          {t('actions.save')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The signed-in user's page (`/profile`): the same profile and password forms as the user menu's dialogs, side by
 * side (one above the other on a narrow screen), each with its own Save. A changed password empties its form.
 */
export function ProfilePage({
  profile,
  loadError,
  onSaveProfile,
  onChangePassword,
  fixedFields,
}: ProfilePageProps) {
  const { t } = useTranslation(['account', 'common']);
  // A new form after each password change: the boxes start empty again.
  const [passwordRound, setPasswordRound] = useState(0);
  return (
    <Stack gap="6">
      <ScreenHeader title={t('account:page.title')} description={t('account:page.description')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <FormCard title={t('account:profile.title')} saveDisabled={profile === undefined}>
          {(slot) =>
            profile ? (
              // The saved profile (a new stamp) starts the form again from what the server keeps.
              <ProfileForm
                key={profile.concurrencyStamp}
                {...slot}
                profile={profile}
                onSubmit={onSaveProfile}
                onSaved={() => undefined}
                fixedFields={fixedFields}
              />
            ) : loadError !== undefined && loadError !== null ? (
              <FormErrorAlert error={loadError} />
            ) : (
              <Stack role="status" aria-busy="true" aria-label={t('common:messages.loading')}>
                <SkeletonText noOfLines={5} gap="5" />
              </Stack>
            )
          }
        </FormCard>
        <FormCard title={t('account:password.title')}>
          {(slot) => (
            <PasswordForm
              key={passwordRound}
              {...slot}
              onSubmit={onChangePassword}
              onSaved={() => setPasswordRound((round) => round + 1)}
            />
          )}
        </FormCard>
      </SimpleGrid>
    </Stack>
  );
}
