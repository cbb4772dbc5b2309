import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, type NotifyOptions } from './toast-options.ts';

/**
 * The toasts themselves (Chakra's toaster and its state machine): a chunk of its own, loaded by `notify()` on the
 * first notification instead of with the app's start (issue 19, ADR 065). `toaster.tsx` is what screens import.
 */
export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DURATION_MS,
  offsets: '16px',
  pauseOnPageIdle: true,
});

/** Shows a toast, replacing the one on screen so that only the newest message is visible. */
export function showToast(id: string, { type, title, description }: NotifyOptions): void {
  toaster.dismiss();
  toaster.create({ id, type, title, description, duration: TOAST_DURATION_MS, closable: true });
}

export interface ToastRegionProps {
  /** Called once mounted (the toasts asked for while this chunk loaded are shown then); returns the unmount's. */
  onMounted: () => () => void;
}

/** Where the toasts appear, 16 px from the top edge; mounted by `Toaster` once a first toast is asked for. */
export function ToastRegion({ onMounted }: ToastRegionProps) {
  // Chakra's toaster (a child) subscribes to the store in its own effect, which runs before this one.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
