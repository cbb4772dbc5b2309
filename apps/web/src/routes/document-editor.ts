import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  permissionsOf,
  type ResponseOf,
} from '@inventory/contracts';
import { notify, type PageStep } from '@inventory/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useGet, useMutation } from '../api/endpoint-hooks.ts';
import { useNearExpiryDays, useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useEditorVersion } from './editor-version.ts';

export interface DocumentEditorSpec<G extends Endpoint, S extends Endpoint> {
  /** Reads one document by `{ id }`. */
  get: G;
  /** Saves (and maybe submits) one; each attempt carries its own Idempotency-Key. */
  save: S;
  /** Other areas the save changes (a production order's save reserves stock). */
  saveAlsoRevalidate?: readonly string[];
  /** The document list (back, after a delete, after saving a new document whose save answers without it). */
  listPath: string;
  /** A saved document's own page. */
  pathOf: (id: string) => string;
  /** The toast after a save: saved or submitted, with the document's number when the save answers it. */
  savedTitle: (submitted: boolean, number: string | undefined) => string;
}

/**
 * What every document page's route does around its editor: read the document (`…/new` reads nothing), keep the
 * version being typed on until the user's own save or a reload after a 409, save with a fresh Idempotency-Key per
 * attempt (only with the save's permission), toast the save, move a new document to its address, and go back to
 * the list after a delete. `editorProps` spread onto the kit's editor, with `key`; `loading` while the document is read.
 */
export function useDocumentEditor<G extends Endpoint, S extends Endpoint>(spec: DocumentEditorSpec<G, S>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const timeZone = useTenantTimeZone();
  const nearExpiryDays = useNearExpiryDays();
  // Every document's `get` takes `{ id }` (the contract spells it per endpoint; here the endpoint is generic).
  const loaded = useGet(spec.get, id ? ({ id } as ParamsOf<G>) : null, { onError: errors.onReadError });
  const version = useEditorVersion(id, loaded);
  const save = useMutation(spec.save, { alsoRevalidate: spec.saveAlsoRevalidate }).trigger;
  const maySave = usePermission(permissionsOf(spec.save));
  const onSave = maySave
    ? (body: BodyOf<S>): Promise<ResponseOf<S>> =>
        save({ body, headers: { 'Idempotency-Key': crypto.randomUUID() } }).catch(errors.onChangeError)
    : undefined;
  /** After a save: the toast, then a new document's page (or the list when the save does not name it). */
  const saved = (submitted: boolean, document?: { id: string; number?: string | null }) => {
    notify({ type: 'success', title: spec.savedTitle(submitted, document?.number ?? undefined) });
    if (document && document.id !== id) void navigate(spec.pathOf(document.id), { replace: true });
    else if (id) version.reload();
    else void navigate(spec.listPath);
  };
  return {
    id,
    loaded,
    errors,
    client,
    navigate,
    saved,
    version,
    loading: Boolean(id && !loaded.data),
    /** The editor's `key`: a new version remounts it (not spread: React keeps `key` out of props). */
    key: version.key,
    editorProps: {
      timeZone,
      nearExpiryDays,
      onSave,
      onReload: version.reload,
      onBack: () => void navigate(spec.listPath),
      onStepDone: (step: PageStep) => (step === 'delete' ? void navigate(spec.listPath) : version.reload()),
    },
  };
}
