import {
  Combobox,
  HStack,
  Spinner,
  Text,
  chakra,
  createListCollection,
  useComboboxContext,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FormField } from '../forms/form-field.tsx';
import { TYPING_PAUSE_MS } from './debounce.ts';
import { useDebouncer } from './use-debounced.ts';

/** A SKU, supplier, warehouse, category or user as a picker lists it. */
export interface EntityOption {
  id: string;
  code?: string;
  name: string;
}

export interface EntityPickerProps {
  label: string;
  /** The chosen entity's id; null = none. */
  value: string | null;
  onChange: (id: string | null, entity: EntityOption | null) => void;
  /** Searches the list endpoint by code or name (a screen passes the list call; the ui never fetches). */
  search: (text: string) => Promise<readonly EntityOption[]>;
  /** The entity behind an id set from outside (editing a saved record), so the box shows its code and name. */
  loadLabel: (id: string) => Promise<EntityOption | null>;
  /** A schema key or a server message. */
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  helperText?: string;
  typingPauseMs?: number;
  /**
   * A code typed and Enter before the search has answered (a barcode scanner) picks the entity with exactly that
   * code; without such an entity the box says so and keeps the text.
   */
  pickByCode?: boolean;
}

type SearchStatus = 'idle' | 'searching' | 'failed';

const display = (entity: EntityOption) => (entity.code ? `${entity.code} ${entity.name}` : entity.name);

/**
 * Picks one entity by typing its code or name: searches once typing pauses, lists code and name, works by keyboard
 * (arrows, Enter, Escape: a `combobox`), and shows the saved entity's label when a form is edited.
 */
export function EntityPicker(props: EntityPickerProps) {
  const { label, value, onChange, search, loadLabel, error, required, readOnly } = props;
  const { t } = useTranslation('kit');
  const [items, setItems] = useState<readonly EntityOption[]>([]);
  const [inputValue, setInputValue] = useState('');
  const [selected, setSelected] = useState<EntityOption | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  // How many scanned codes have picked their entity: each one closes the list (CloseAfterScan).
  const [scans, setScans] = useState(0);
  const latestSearch = useRef(0);
  const collection = useMemo(
    () => createListCollection({ items, itemToString: display, itemToValue: (item) => item.id }),
    [items],
  );
  const runSearch = (text: string) => {
    const ticket = ++latestSearch.current;
    setStatus('searching');
    search(text).then(
      (found) => {
        if (ticket !== latestSearch.current) return;
        setItems(found);
        setStatus('idle');
      },
      () => {
        if (ticket !== latestSearch.current) return;
        setItems([]);
        setStatus('failed');
      },
    );
  };
  const debouncer = useDebouncer(runSearch, props.typingPauseMs ?? TYPING_PAUSE_MS);
  const pickCode = (code: string) => {
    debouncer.cancel();
    const ticket = ++latestSearch.current;
    setStatus('searching');
    search(code).then(
      (found) => {
        if (ticket !== latestSearch.current) return;
        setItems(found);
        setStatus('idle');
        const exact = found.find((item) => item.code?.toLowerCase() === code.toLowerCase());
        if (!exact) return setUnknownCode(code);
        setSelected(exact);
        setInputValue(display(exact));
        onChange(exact.id, exact);
        setScans((count) => count + 1);
      },
      () => {
        if (ticket !== latestSearch.current) return;
        setStatus('failed');
      },
    );
  };

  // An id from outside (a saved record, a reset form) that is not the one on show: fetch its label.
  useEffect(() => {
    if (value === (selected?.id ?? null)) return;
    if (value === null) {
      setSelected(null);
      setInputValue('');
      return;
    }
    let current = true;
    loadLabel(value).then(
      (entity) => {
        if (!current || !entity) return;
        setSelected(entity);
        setInputValue(display(entity));
        setItems((list) => (list.some((item) => item.id === entity.id) ? list : [entity, ...list]));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, selected, loadLabel]);

  return (
    <FormField
      label={label}
      error={error}
      required={required}
      readOnly={readOnly}
      helperText={props.helperText}
    >
      <Combobox.Root
        size="sm"
        collection={collection}
        value={value ? [value] : []}
        inputValue={inputValue}
        readOnly={readOnly}
        openOnClick
        // Not portalled: a dialog hides everything outside itself from screen readers, a portalled list included.
        positioning={{ sameWidth: true, strategy: 'fixed' }}
        onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
        onInputValueChange={(details) => {
          // Typed text is committed before the next key arrives: a render left pending under load would hand the
          // combobox a value one key old, and it would write that back into the box (a fast typist or a scanner
          // lost a character: "Rice" became "Rie").
          if (details.reason === 'input-change') flushSync(() => setInputValue(details.inputValue));
          else setInputValue(details.inputValue);
          setUnknownCode(null);
          if (details.reason !== 'input-change') return;
          // Busy from the first keystroke: the choices on show are for the text before it until the search answers.
          setStatus('searching');
          debouncer.call(details.inputValue);
        }}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open && details.reason !== 'input-change' && status !== 'searching') runSearch('');
        }}
        onValueChange={(details) => {
          const entity = details.items[0] ?? null;
          setSelected(entity);
          if (!entity) setInputValue('');
          onChange(entity?.id ?? null, entity);
        }}
      >
        <CloseAfterScan scans={scans} />
        <Combobox.Control>
          <Combobox.Input
            placeholder={t('picker.placeholder')}
            aria-busy={status === 'searching'}
            onKeyDown={(event) => {
              if (!props.pickByCode || event.key !== 'Enter' || readOnly) return;
              const code = inputValue.trim();
              // A choice highlighted in an up-to-date list is Zag's to take; a scan arrives before the list.
              if (code === '' || (status !== 'searching' && highlighted !== null)) return;
              event.preventDefault();
              pickCode(code);
            }}
          />
          <Combobox.IndicatorGroup>
            {status === 'searching' && <Spinner size="xs" color="fg.muted" aria-hidden />}
            {!readOnly && <Combobox.ClearTrigger aria-label={t('picker.clear')} />}
            <Combobox.Trigger aria-label={t('picker.open')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          {/* An empty listbox is invalid ARIA: hidden while empty, the reason is said in the status below. */}
          <Combobox.Content {...(collection.items.length === 0 ? { hidden: true } : {})}>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <HStack gap="2" minWidth="0">
                  {item.code && (
                    <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" flexShrink="0">
                      {item.code}
                    </Text>
                  )}
                  <Combobox.ItemText truncate>{item.name}</Combobox.ItemText>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <chakra.div
        role="status"
        fontSize="xs"
        color={status === 'failed' || unknownCode !== null ? 'fg.error' : 'fg.muted'}
      >
        {unknownCode !== null
          ? t('lines.notFound', { code: unknownCode })
          : open && collection.items.length === 0
            ? status === 'searching'
              ? t('picker.searching')
              : status === 'failed'
                ? t('picker.searchFailed')
                : t('picker.noResults')
            : null}
      </chakra.div>
    </FormField>
  );
}

/**
 * Closes the list once a scanned code has picked its entity, so that it does not stay open over the next line while
 * the count is typed. Only while the cursor is still in the box: a list whose box was left has closed already, and
 * closing asks the combobox to put the cursor back in its box.
 */
function CloseAfterScan({ scans }: { scans: number }) {
  const combobox = useComboboxContext();
  const latest = useRef(combobox);
  latest.current = combobox;
  useEffect(() => {
    if (scans === 0) return;
    const input = document.getElementById(latest.current.getInputProps().id ?? '');
    if (input && input === input.ownerDocument.activeElement) latest.current.setOpen(false);
  }, [scans]);
  return null;
}
