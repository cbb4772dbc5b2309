import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** One toast at a time, shown for 3 s, 16 px from the top edge. */
export const TOAST_DURATION_MS = 3000;

export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DURATION_MS,
  offsets: '16px',
  pauseOnPageIdle: true,
});

export interface NotifyOptions {
  type: 'success' | 'error' | 'warning' | 'info';
  /** Already translated. */
  title: string;
  description?: string;
}

/** Shows a toast, replacing the one on screen so that only the newest message is visible. */
export function notify({ type, title, description }: NotifyOptions): string {
  toaster.dismiss();
  return toaster.create({ type, title, description, duration: TOAST_DURATION_MS, closable: true });
}

/**
 * Where the toasts of `notify()` appear: a short confirmation after a save ("Modified successfully") or a failure
 * that needs no decision. Only the newest is shown. `UiProvider` already places it; call `notify()`, never this.
 */
export function Toaster() {
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
