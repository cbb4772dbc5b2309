import { Button, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { StatusBadge } from '../feedback/status-badge.tsx';
import { EntityPicker, type EntityOption } from '../kit/entity-picker.tsx';
import { stateName } from './document-columns.tsx';
import { DocumentSteps, type DocumentStepsProps, type SavedDocument } from './document-steps.tsx';
import type { DocumentNamespace } from './lifecycle-steps.tsx';

type Dynamic = (key: string, options?: Record<string, unknown>) => string;

function useKindT(ns: DocumentNamespace): Dynamic {
  const { t } = useTranslation([ns, 'common', 'kit']);
  return t as unknown as Dynamic;
}

export interface EditorHeaderProps<T extends SavedDocument> {
  ns: DocumentNamespace;
  /** The saved document; absent on `…/new`. */
  document?: T;
  readOnly: boolean;
  onBack: () => void;
  /** The life-cycle steps the user may take (absent = none); each shown where the domain allows it. */
  steps?: Omit<DocumentStepsProps<T>, 'ns' | 'document'>;
}

/**
 * A document page's top: its number and state (or "New …"), its life-cycle steps, Print once it exists, Back, and
 * why it is read only.
 */
export function EditorHeader<T extends SavedDocument>({
  ns,
  document,
  readOnly,
  onBack,
  steps,
}: EditorHeaderProps<T>) {
  const t = useKindT(ns);
  return (
    <>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="lg">
            {document ? t(`${ns}:editor.title`, { number: document.number }) : t(`${ns}:editor.newTitle`)}
          </Heading>
          {document && <StatusBadge state={stateName(document)} />}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {document && steps && <DocumentSteps ns={ns} document={document} {...steps} />}
          {document && (
            <Button variant="outline" onClick={() => window.print()}>
              {t('kit:print.print')}
            </Button>
          )}
          <Button variant="ghost" onClick={onBack}>
            {t(`${ns}:editor.back`)}
          </Button>
        </HStack>
      </Flex>
      {readOnly && document && <Text color="fg.muted">{t(`${ns}:editor.readOnly`)}</Text>}
    </>
  );
}

/** Save draft (the form's submit) and Submit (asks first); Save shows its progress unless the question is open. */
export function EditorActions(props: {
  ns: DocumentNamespace;
  saving: boolean;
  asking: boolean;
  onSubmit: () => void;
}) {
  const t = useKindT(props.ns);
  return (
    <HStack justify="flex-end" gap="2">
      <Button type="submit" variant="outline" loading={props.saving && !props.asking}>
        {t(`${props.ns}:editor.saveDraft`)}
      </Button>
      <Button colorPalette="brand" disabled={props.saving} onClick={props.onSubmit}>
        {t(`${props.ns}:editor.submit`)}
      </Button>
    </HStack>
  );
}

export interface SubmitQuestionProps {
  ns: DocumentNamespace;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The warehouse stock moves into or from now; null = later. */
  warehouse: string | null;
  onWarehouse: (id: string | null) => void;
  warehouseLabel: string;
  searchWarehouses: (text: string) => Promise<readonly EntityOption[]>;
  loadWarehouse: (id: string) => Promise<EntityOption | null>;
  /** What moves into or out of the chosen warehouse on submit, one line of words each; shown once it is chosen. */
  moves?: readonly string[];
  /** What else the question shows (the shortages of a sale). */
  children?: ReactNode;
}

/**
 * "Submit …?": says the document cannot change afterwards and offers to move its stock now, from or into a
 * warehouse; once one is chosen, it names what will move, line by line.
 */
export function SubmitQuestion(props: SubmitQuestionProps) {
  const t = useKindT(props.ns);
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      busy={props.saving}
      title={t(`${props.ns}:editor.submitTitle`)}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={props.saving} onClick={props.onConfirm}>
            {t(`${props.ns}:editor.submit`)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t(`${props.ns}:editor.submitMessage`)}</Text>
        <EntityPicker
          label={props.warehouseLabel}
          value={props.warehouse}
          onChange={(id) => props.onWarehouse(id)}
          search={props.searchWarehouses}
          loadLabel={props.loadWarehouse}
        />
        {props.warehouse !== null && props.moves && props.moves.length > 0 && (
          <Stack gap="1" as="section" aria-label={t('kit:moves.title')}>
            <Text fontWeight="semibold">{t('kit:moves.title')}</Text>
            <List.Root gap="1" paddingStart="4">
              {props.moves.map((move, index) => (
                <List.Item key={index}>{move}</List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {props.children}
      </Stack>
    </AppDialog>
  );
}
