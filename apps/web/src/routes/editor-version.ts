import { useState } from 'react';

/**
 * Which version of a document its editor shows: the one it was opened on, until the user's own save or an explicit
 * reload (after a 409) loads the saved one. A background re-read (another tab's change, a 409 elsewhere) never
 * replaces what is being typed.
 */
export function useEditorVersion(id: string | undefined, document: { mutate: () => Promise<unknown> }) {
  const [version, setVersion] = useState(0);
  return {
    key: `${id ?? 'new'}:${version}`,
    reload: () => void document.mutate().then(() => setVersion((v) => v + 1)),
  };
}
