import { useEffect, useState } from 'react';
import type { EntityOption } from './entity-picker.tsx';

type Load = (id: string) => Promise<EntityOption | null>;

/**
 * The names of the entities behind some ids (a document's SKUs, its warehouse), each loaded once when it first
 * appears; an id whose load failed or is still running has no name yet.
 */
export function useEntityNames(ids: readonly (string | null)[], load: Load): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join(',');
  useEffect(() => {
    let current = true;
    for (const id of wanted ? wanted.split(',') : []) {
      if (names.has(id)) continue;
      load(id).then(
        (found) => {
          if (current && found) setNames((known) => new Map(known).set(id, found.name));
        },
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
    // `names` is read only to skip what is known: it growing is no reason to load again.
  }, [wanted, load]);
  return names;
}
