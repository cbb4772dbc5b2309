import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';

/** The namespaces of the document kinds the document kit shows; each has the same keys. */
export type DocumentNamespace = 'purchasing' | 'sales' | 'warehouseInvoice' | 'production';

/** A life-cycle step of one document; the promise settles when the server has answered. */
export type DocumentStep<T> = (document: T) => Promise<unknown>;

export type LifecycleStep = 'discard' | 'finish' | 'delete';

/** Discard, finish and delete of one kind, each only with its permission (absent = not offered). */
export interface LifecycleHandlers<T> {
  onDiscard?: DocumentStep<T>;
  onFinish?: DocumentStep<T>;
  onDelete?: DocumentStep<T>;
}

export const lifecycleSteps: readonly LifecycleStep[] = ['finish', 'discard', 'delete'];

/** The handler of `step`, if the user may take it. */
export function handlerOf<T>(
  handlers: LifecycleHandlers<T>,
  step: LifecycleStep,
): DocumentStep<T> | undefined {
  return { discard: handlers.onDiscard, finish: handlers.onFinish, delete: handlers.onDelete }[step];
}

type Dynamic = (key: string, options?: Record<string, unknown>) => string;

/** A step's name as its button says it. */
export function useStepLabel(ns: DocumentNamespace): (step: LifecycleStep) => string {
  const { t: typed } = useTranslation([ns, 'common']);
  const t = typed as unknown as Dynamic;
  return (step) => (step === 'delete' ? t('common:actions.delete') : t(`${ns}:actions.${step}`));
}

/**
 * The confirmation of a life-cycle step, wherever it is offered (a list's row, a document's page): asks with words
 * that say what the step means, runs it, says it is done in a toast and shows a refusal the app has not already
 * shown. `ask(step, document)` opens it; render `dialogs` once.
 */
export function useLifecycleConfirm<T>(options: {
  ns: DocumentNamespace;
  handlers: LifecycleHandlers<T>;
  name: (document: T) => string;
  /** After the server agreed (a page reloads the document, or leaves it once deleted). */
  onDone?: (step: LifecycleStep, document: T) => void;
}): { ask: (step: LifecycleStep, document: T) => void; dialogs: ReactNode } {
  const { ns } = options;
  const { t: typed } = useTranslation([ns, 'common']);
  const t = typed as unknown as Dynamic;
  const label = useStepLabel(ns);
  const [pending, setPending] = useState<{ step: LifecycleStep; document: T } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const number = pending ? options.name(pending.document) : '';
  const confirm = async () => {
    const run = pending && handlerOf(options.handlers, pending.step);
    if (!pending || !run) return;
    setBusy(true);
    try {
      await run(pending.document);
      const done = { discard: 'discarded', finish: 'finished', delete: 'deleted' } as const;
      notify({ type: 'success', title: t(`${ns}:messages.${done[pending.step]}`, { number }) });
      options.onDone?.(pending.step, pending.document);
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const texts =
    pending?.step === 'delete'
      ? {
          title: t('common:confirm.deleteTitle', { name: number }),
          message: t('common:confirm.deleteMessage', { name: number }),
        }
      : {
          title: t(`${ns}:confirm.${pending?.step ?? 'discard'}Title`, { number }),
          message: t(`${ns}:confirm.${pending?.step ?? 'discard'}Message`, { number }),
        };
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={texts.title}
        message={texts.message}
        confirmLabel={label(pending?.step ?? 'discard')}
        destructive={pending?.step !== 'finish'}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </>
  );
  return { ask: (step, document) => setPending({ step, document }), dialogs };
}
