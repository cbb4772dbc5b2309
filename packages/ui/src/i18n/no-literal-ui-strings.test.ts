import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// style.md §11: no literal UI strings. Every .tsx of the ui (stories included) and of the web app is read as
// source; any text a user would read must come from the i18n resources (en and zh-Hans).
const repository = resolve(import.meta.dirname, '../../../..');
const scannedFolders = ['packages/ui/src', 'apps/web/src'];

/** Props and object keys whose string value a user reads (or a screen reader announces). */
const uiProps = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'children',
  'description',
  'message',
  'helperText',
  'errorText',
]);

// A word in any script the ui ships; numbers, punctuation and symbols alone are not texts.
const word = /[\p{L}]/u;

export interface LiteralHit {
  line: number;
  text: string;
}

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** The literal text of a string expression (directly or inside `{ }`), if it is one. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** Storybook's meta names stories in the sidebar (`title: 'Layout/AppLayout'`): tooling, not product text. */
function isStoryMeta(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some((p) => ts.isPropertyAssignment(p) && propertyName(p.name) === 'component');
}

/** Literal UI text in one .tsx source: JSX text, `{'text'}` children, and UI props / keys set to a string. */
export function findLiteralUiStrings(source: string, fileName = 'file.tsx'): LiteralHit[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hits: LiteralHit[] = [];
  const hit = (node: ts.Node, text: string) => {
    if (!word.test(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    hits.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) hit(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node);
      if (text !== undefined) hit(node, text);
    } else if (ts.isJsxAttribute(node)) {
      const name = propertyName(node.name);
      const text = literalText(node.initializer);
      if (name && uiProps.has(name) && text !== undefined) hit(node, text);
    } else if (ts.isPropertyAssignment(node) && !isStoryMeta(node.parent as ts.ObjectLiteralExpression)) {
      const name = propertyName(node.name);
      const text = literalText(node.initializer);
      if (name && uiProps.has(name) && text !== undefined) hit(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return hits;
}

describe('findLiteralUiStrings', () => {
  it('finds JSX text, literal children and literal UI props', () => {
    const source = [
      `const a = <Heading>Warehouses</Heading>;`,
      `const b = <Button aria-label="Close">{'×'}{'OK'}</Button>;`,
      `const c = notify({ type: 'success', title: 'Saved' });`,
      `const d = <Input placeholder={"Name"} />;`,
    ].join('\n');
    expect(findLiteralUiStrings(source)).toEqual([
      { line: 1, text: 'Warehouses' },
      { line: 2, text: 'Close' },
      { line: 2, text: 'OK' },
      { line: 3, text: 'Saved' },
      { line: 4, text: 'Name' },
    ]);
  });

  it('allows i18n keys, numbers and punctuation, data props and the story meta title', () => {
    const source = [
      `const a = <Heading title={t('warehouse:title')}>{t('common:appName')} – 2 / {count}</Heading>;`,
      `const b = <Box as="nav" colorPalette="brand" userName="admin">…</Box>;`,
      `const meta = { title: 'Layout/AppLayout', component: AppLayout };`,
      `const row = { name: 'Main Warehouse', displayName: 'English' };`,
      `await screen.findByText('Modified successfully');`,
    ].join('\n');
    expect(findLiteralUiStrings(source)).toEqual([]);
  });
});

describe('the ui and the web app', () => {
  const files = scannedFolders.flatMap((folder) => tsxFiles(join(repository, folder)));

  it('scans both packages', () => {
    expect(files.some((f) => f.includes('packages/ui/src/'))).toBe(true);
    expect(files.some((f) => f.includes('apps/web/src/'))).toBe(true);
  });

  it('have no literal UI strings outside the i18n resources', () => {
    const found = files.flatMap((path) =>
      findLiteralUiStrings(readFileSync(path, 'utf8'), path).map(
        ({ line, text }) => `${relative(repository, path)}:${line} ${JSON.stringify(text)}`,
      ),
    );
    expect(found).toEqual([]);
    // Parsing every .tsx of two packages takes ~1 s alone and far more on a loaded machine: not a speed check.
  }, 60_000);
});
