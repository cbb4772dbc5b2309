import { Button, HStack } from '@chakra-ui/react';
import { DocumentState, setRemarks } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../feedback/toaster.tsx';
import { RecordFormDialog } from '../kit/record-form-dialog.tsx';
import {
  type DocumentNamespace,
  handlerOf,
  type LifecycleHandlers,
  type LifecycleStep,
  lifecycleSteps,
  useLifecycleConfirm,
  useStepLabel,
} from './lifecycle-steps.tsx';

/** A step a document's page offers: the life-cycle steps, and new remarks on a document no longer a draft. */
export type PageStep = LifecycleStep | 'setRemarks';

/** What a document's page may do to it, each only with its permission (absent = not offered). */
export interface DocumentPageHandlers<T> extends LifecycleHandlers<T> {
  onSetRemarks?: (document: T, remarks: string | null) => Promise<unknown>;
}

/** What the steps need of a saved document. */
export interface SavedDocument {
  id: string;
  number: string;
  state: number;
  remarks?: string | null;
}

export interface DocumentStepsProps<T extends SavedDocument> {
  ns: DocumentNamespace;
  document: T;
  /** Whether the domain's life cycle allows `step` for this document now. */
  allows: (document: T, step: PageStep) => boolean;
  handlers: DocumentPageHandlers<T>;
  /** After the server agreed: the page reloads the document, or leaves it once deleted. */
  onDone: (step: PageStep) => void;
}

/**
 * The life-cycle buttons of a document's page: Finish, Discard and Delete exactly where the domain allows them and
 * the user may (each asks first, like the list's row actions), and Remarks on a submitted document (a draft's
 * remarks are a field of its form).
 */
export function DocumentSteps<T extends SavedDocument>({
  ns,
  document,
  allows,
  handlers,
  onDone,
}: DocumentStepsProps<T>) {
  const { t: typed } = useTranslation([ns, 'kit']);
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const label = useStepLabel(ns);
  const confirm = useLifecycleConfirm({
    ns,
    handlers,
    name: (d: T) => d.number,
    onDone: (step) => onDone(step),
  });
  const [editingRemarks, setEditingRemarks] = useState(false);
  const offered = lifecycleSteps.filter(
    (step) => handlerOf(handlers, step) !== undefined && allows(document, step),
  );
  const remarks =
    handlers.onSetRemarks !== undefined &&
    document.state !== DocumentState.Draft &&
    allows(document, 'setRemarks');
  if (offered.length === 0 && !remarks) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {remarks && (
        <Button variant="outline" onClick={() => setEditingRemarks(true)}>
          {t('kit:remarks.edit')}
        </Button>
      )}
      {offered.map((step) => (
        <Button
          key={step}
          variant="outline"
          colorPalette={step === 'finish' ? undefined : 'red'}
          onClick={() => confirm.ask(step, document)}
        >
          {label(step)}
        </Button>
      ))}
      {confirm.dialogs}
      {remarks && (
        <RecordFormDialog
          open={editingRemarks}
          title={t('kit:remarks.title', { number: document.number })}
          schema={setRemarks}
          values={{ id: document.id, remarks: document.remarks ?? '' }}
          fields={[{ name: 'remarks', label: t(`${ns}:fields.remarks`), multiline: true }]}
          onSubmit={async (values) => {
            await handlers.onSetRemarks?.(document, values.remarks?.trim() ? values.remarks : null);
            setEditingRemarks(false);
            notify({ type: 'success', title: t('kit:remarks.saved', { number: document.number }) });
            onDone('setRemarks');
          }}
          onClose={() => setEditingRemarks(false)}
        />
      )}
    </HStack>
  );
}
