/**
 * Category codes (ABP OrganizationUnit style): each level is a 5-digit sibling number, joined by dots, so
 * `00001.00002` is the second child of the first root, and a subtree is every code with its node's code as prefix.
 */
const segmentWidth = 5;

/** The code of the child numbered `n` (from 1) under `parentCode` (null = a root). e.g. `childCode('00001', 3)` → '00001.00003' */
export function childCode(parentCode: string | null, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Sibling number must be ≥ 1: ${n}`);
  const segment = String(n).padStart(segmentWidth, '0');
  return parentCode ? `${parentCode}.${segment}` : segment;
}

/** The sibling number of a code's last level. e.g. `lastNumber('00001.00012')` → 12 */
export function lastNumber(code: string): number {
  return Number(code.slice(code.lastIndexOf('.') + 1));
}

/** Whether `code` is `ancestorCode` itself or lies in its subtree. */
export function isSelfOrDescendant(code: string, ancestorCode: string): boolean {
  return code === ancestorCode || code.startsWith(`${ancestorCode}.`);
}

/** A subtree member's code after its root moved from `oldRoot` to `newRoot`. e.g. `rebase('1.2.3', '1.2', '4')` → '4.3' */
export function rebase(code: string, oldRoot: string, newRoot: string): string {
  if (!isSelfOrDescendant(code, oldRoot)) throw new RangeError(`${code} is not under ${oldRoot}`);
  return newRoot + code.slice(oldRoot.length);
}
