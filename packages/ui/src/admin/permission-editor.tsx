import { Box, Button, Checkbox, Flex, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import type { PermissionGrantInfo, PermissionList } from '@inventory/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { ScreenHeader } from '../kit/screen-header.tsx';
import {
  type GrantMap,
  type PermissionGroupNode,
  actionTitle,
  areaTitle,
  changesOf,
  grantingRoles,
  groupTitle,
  joinList,
  matches,
  namesOf,
  ownGrants,
  permissionAreas,
  phraseOfName,
  setAll,
  stateOf,
  summarize,
  summarySentences,
  toggle,
} from './permission-model.ts';

export interface PermissionEditorProps {
  /** The heading: whose permissions these are. */
  title: string;
  /** `R` for a role, `U` for a user (a user's role grants show read-only, with the role named). */
  providerName: 'R' | 'U';
  /** The server's permission list for the provider; undefined while it loads. */
  list: PermissionList | undefined;
  /** Saves the changed permissions (`{ name, isGranted }` of each changed one). */
  onSave: (permissions: { name: string; isGranted: boolean }[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The permission editor: a tree of areas grouped as the server groups them, each group and area with a checkbox
 * that shows a partial state, a search box, and beside it a plain-language summary of what the grants allow and
 * the changes that Save sends. Starts from the list it is given (mount it again to start over).
 */
export function PermissionEditor(props: PermissionEditorProps) {
  const { t } = useTranslation('admin');
  if (!props.list)
    return (
      <Stack gap="5">
        <ScreenHeader title={props.title} description={t('permissions.loading')} />
      </Stack>
    );
  return <LoadedEditor {...props} list={props.list} />;
}

function LoadedEditor({
  title,
  providerName,
  list,
  onSave,
  onClose,
}: PermissionEditorProps & { list: PermissionList }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const ta = useTranslation('admin').t;
  const groups = useMemo(() => permissionAreas(list.groups), [list]);
  const areas = useMemo(() => groups.flatMap((g) => g.areas), [groups]);
  const initial = useMemo(() => ownGrants(list, providerName), [list, providerName]);
  const [grants, setGrants] = useState<GrantMap>(initial);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // Through a role (a user's editor): counted as held, shown checked and read-only.
  const viaRoles = useMemo(() => {
    const map: Record<string, string[]> = {};
    if (providerName === 'U')
      for (const group of list.groups)
        for (const p of group.permissions) {
          const roles = grantingRoles(p);
          if (roles.length > 0) map[p.name] = roles;
        }
    return map;
  }, [list, providerName]);
  const effective: GrantMap = useMemo(
    () => ({ ...grants, ...Object.fromEntries(Object.keys(viaRoles).map((name) => [name, true])) }),
    [grants, viaRoles],
  );
  const changes = changesOf(initial, grants);
  const summary = summarize(ta, groups, effective);
  const language = i18n.language;
  const sentences = summarySentences(ta, language, summary);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(changes.permissions);
      notify({ type: 'success', title: t('admin:permissions.saved') });
      onClose();
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const visible = (group: PermissionGroupNode) =>
    group.areas
      .map((area) => {
        const areaText = areaTitle(ta, area);
        if (matches(search, areaText, area.name)) return { area, actions: area.actions };
        const actions = area.actions.filter((a) => matches(search, actionTitle(ta, a), a.name));
        return actions.length > 0 ? { area, actions } : null;
      })
      .filter((x) => x !== null);
  const shown = groups.map((group) => ({ group, areas: visible(group) })).filter((g) => g.areas.length > 0);

  const editable = (names: string[]) => names.filter((name) => !viaRoles[name]);
  const box = (
    key: string,
    label: ReactNode,
    checked: boolean | 'indeterminate',
    onChange: (on: boolean) => void,
    disabled = false,
    hint?: string,
  ) => (
    <Checkbox.Root
      key={key}
      size="sm"
      colorPalette="brand"
      checked={checked}
      disabled={disabled || saving}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      {/* The partial state in the input itself, so assistive technology says "mixed". */}
      <Checkbox.HiddenInput
        ref={(input) => {
          if (input) input.indeterminate = checked === 'indeterminate';
        }}
      />
      <Checkbox.Control />
      <Checkbox.Label>
        {label}
        {hint && (
          <Text as="span" color="fg.muted" fontWeight="normal" marginStart="1">
            {hint}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
  const leaf = (p: PermissionGrantInfo, label: string) => {
    const roles = viaRoles[p.name];
    return box(
      p.name,
      label,
      Boolean(effective[p.name]),
      (on) => setGrants((g) => toggle(g, areas, p.name, on)),
      roles !== undefined,
      roles ? t('admin:permissions.viaRole', { roles: joinList(language, roles) }) : undefined,
    );
  };

  return (
    <Stack gap="5">
      <ScreenHeader
        title={title}
        action={
          <Flex gap="2">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => void save()}
              loading={saving}
              disabled={changes.permissions.length === 0}
            >
              {t('admin:permissions.confirmSave')}
            </Button>
          </Flex>
        }
      />
      <FormErrorAlert error={failure} />
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} alignItems="flex-start">
        <Stack gap="4" flex="3" minW="0" width="full">
          <Input
            type="search"
            aria-label={t('admin:permissions.search')}
            placeholder={t('admin:permissions.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {shown.length === 0 && <Text>{t('admin:permissions.noMatch', { text: search })}</Text>}
          <Stack gap="4" role="group" aria-label={t('admin:permissions.treeLabel')}>
            {shown.map(({ group, areas: groupAreas }) => {
              const names = group.areas.flatMap(namesOf);
              const name = groupTitle(ta, group);
              return (
                <Box
                  key={group.name}
                  borderWidth="1px"
                  borderRadius="md"
                  padding="3"
                  role="group"
                  aria-label={name}
                >
                  {box(
                    group.name,
                    <Text as="span" fontWeight="semibold">
                      {name}
                    </Text>,
                    stateOf(names, effective),
                    (on) => setGrants((g) => setAll(g, editable(names), on)),
                  )}
                  <Stack gap="3" paddingStart="6" marginTop="2">
                    {groupAreas.map(({ area, actions }) => {
                      const areaNames = namesOf(area);
                      const areaText = areaTitle(ta, area);
                      return (
                        <Box key={area.name}>
                          {area.actions.length === 0
                            ? leaf(area.root, areaText)
                            : box(
                                area.name,
                                <Text as="span" fontWeight="medium">
                                  {areaText}
                                </Text>,
                                stateOf(areaNames, effective),
                                (on) => setGrants((g) => setAll(g, editable(areaNames), on)),
                              )}
                          {area.actions.length > 0 && (
                            <Flex
                              gap="3"
                              wrap="wrap"
                              paddingStart="6"
                              marginTop="1"
                              role="group"
                              aria-label={areaText}
                            >
                              {leaf(area.root, actionTitle(ta, area.root))}
                              {actions.map((action) => leaf(action, actionTitle(ta, action)))}
                            </Flex>
                          )}
                        </Box>
                      );
                    })}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        </Stack>
        <Stack
          as="aside"
          gap="4"
          flex="2"
          minW="0"
          width="full"
          aria-label={t('admin:permissions.summaryTitle')}
          position={{ lg: 'sticky' }}
          top="4"
        >
          <Box borderWidth="1px" borderRadius="md" padding="4" bg="bg.subtle">
            <Heading as="h2" size="sm" marginBottom="2">
              {t('admin:permissions.summaryTitle')}
            </Heading>
            {sentences.length === 0 ? (
              <Text>{t('admin:permissions.summaryNothing')}</Text>
            ) : (
              <Stack gap="2">
                {sentences.map((sentence) => (
                  <Text key={sentence}>{sentence}</Text>
                ))}
              </Stack>
            )}
            {summary.noAccess.length > 0 && (
              <Text color="fg.muted" marginTop="2">
                {t('admin:permissions.summaryNoAccess', { list: joinList(language, summary.noAccess) })}
              </Text>
            )}
          </Box>
          <Box borderWidth="1px" borderRadius="md" padding="4" aria-live="polite">
            <Heading as="h2" size="sm" marginBottom="2">
              {t('admin:permissions.changesTitle')}
            </Heading>
            {changes.permissions.length === 0 ? (
              <Text color="fg.muted">{t('admin:permissions.noChanges')}</Text>
            ) : (
              <Stack gap="3">
                {(
                  [
                    ['granted', changes.granted],
                    ['revoked', changes.revoked],
                  ] as const
                ).map(
                  ([kind, names]) =>
                    names.length > 0 && (
                      <Box key={kind}>
                        <Text fontWeight="semibold">
                          {kind === 'granted'
                            ? t('admin:permissions.granted')
                            : t('admin:permissions.revoked')}
                        </Text>
                        <List.Root
                          paddingStart="5"
                          aria-label={
                            kind === 'granted'
                              ? t('admin:permissions.granted')
                              : t('admin:permissions.revoked')
                          }
                        >
                          {names.map((name) => (
                            <List.Item key={name}>{phraseOfName(ta, groups, name)}</List.Item>
                          ))}
                        </List.Root>
                      </Box>
                    ),
                )}
              </Stack>
            )}
          </Box>
        </Stack>
      </Flex>
    </Stack>
  );
}
