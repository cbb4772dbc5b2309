/** One toast at a time, shown for 3 s. */
export const TOAST_DURATION_MS = 3000;

export interface NotifyOptions {
  type: 'success' | 'error' | 'warning' | 'info';
  /** Already translated. */
  title: string;
  description?: string;
}
