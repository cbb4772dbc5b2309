import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n, loadI18n } from '@inventory/ui';
import { loadRouteTexts, provideRouteTexts, routeTexts } from './route-texts.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Where each namespace that loads with its routes (ADR 049) may be used or reached through imports: its screens'
 * folders, the document kit for a document kind (each kind's list and editor show it with their own kind), and the
 * routes that load it. The ui's index (a list of exports, no screen) is not followed.
 */
const allowedUse: Record<string, RegExp> = {
  admin: /^(packages\/ui\/src\/(admin|tenant|audit)\/|apps\/web\/src\/routes\/(admin-|audit-log))/,
  audit: /^(packages\/ui\/src\/audit\/|apps\/web\/src\/routes\/audit-log)/,
  tenant: /^(packages\/ui\/src\/tenant\/|apps\/web\/src\/routes\/admin-tenants)/,
  dashboard: /^(packages\/ui\/src\/dashboard\/|apps\/web\/src\/routes\/dashboard)/,
  settings: /^(packages\/ui\/src\/settings\/|apps\/web\/src\/routes\/settings)/,
  // The document kit's submit-moves.ts holds the purchase's and the sale's moves: each editor calls its own.
  purchasing:
    /^(packages\/ui\/src\/(purchasing|document)\/|packages\/ui\/src\/sales\/sell-editor\.tsx$|apps\/web\/src\/routes\/(purchas|line-movements))/,
  sales:
    /^(packages\/ui\/src\/(sales|document)\/|packages\/ui\/src\/purchasing\/purchase-editor\.tsx$|apps\/web\/src\/routes\/(sales|sell|line-movements))/,
  production: /^(packages\/ui\/src\/(production|document)\/|apps\/web\/src\/routes\/production)/,
};

/** The app's and the ui's sources, without tests, stories, story helpers and the texts themselves. */
function sources(): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['i18n', 'storybook', 'mock', 'test'].includes(name)) visit(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$|story-/.test(name)) files.push(path);
    }
  };
  visit(join(repoRoot, 'packages/ui/src'));
  visit(join(repoRoot, 'apps/web/src'));
  return files;
}

describe('the namespaces that load with their routes (ADR 049)', () => {
  it('are used only where their routes show them, so no other screen shows their keys', () => {
    const misplaced: string[] = [];
    for (const file of sources()) {
      const path = relative(repoRoot, file).split('\\').join('/');
      const text = readFileSync(file, 'utf8');
      for (const [namespace, allowed] of Object.entries(allowedUse)) {
        const used =
          new RegExp(`['"\`]${namespace}:`).test(text) ||
          new RegExp(`useTranslation\\([^)]*'${namespace}'`).test(text);
        if (used && !allowed.test(path)) misplaced.push(`${namespace} in ${path}`);
      }
    }
    expect(misplaced).toEqual([]);
    // A file imported by another is shown by the importer's screens too (the production editor shows the warehouse
    // invoices' batch picker): every file that reaches a user of a namespace through imports must be allowed it.
    const paths = sources().map((file) => relative(repoRoot, file).split('\\').join('/'));
    const importers = new Map<string, Set<string>>();
    for (const path of paths) {
      for (const match of readFileSync(join(repoRoot, path), 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
        const imported = relative(repoRoot, join(repoRoot, dirname(path), match[1]!))
          .split('\\')
          .join('/');
        importers.set(imported, new Set([...(importers.get(imported) ?? []), path]));
      }
    }
    const reaching: string[] = [];
    for (const [namespace, allowed] of Object.entries(allowedUse)) {
      const uses = new RegExp(`['"\`]${namespace}:|useTranslation\\([^)]*'${namespace}'`);
      const seen = new Set(paths.filter((path) => uses.test(readFileSync(join(repoRoot, path), 'utf8'))));
      const queue = [...seen];
      while (queue.length > 0) {
        for (const importer of importers.get(queue.shift()!) ?? []) {
          if (!seen.has(importer) && importer !== 'packages/ui/src/index.ts') {
            seen.add(importer);
            queue.push(importer);
          }
        }
      }
      for (const path of seen) if (!allowed.test(path)) reaching.push(`${namespace} reaches ${path}`);
    }
    expect(reaching).toEqual([]);
    // The check sees them: the admin's screens use their namespace.
    expect(sources().some((file) => /packages\/ui\/src\/admin\//.test(file))).toBe(true);
  });

  it('each is named by a route, and only those are', () => {
    const named = new Set(Object.values(routeTexts).flat());
    expect([...named].sort()).toEqual(Object.keys(allowedUse).sort());
  });

  it('a route’s texts are in the app’s instance once its texts are loaded', async () => {
    const i18n = await loadI18n('zh-Hans');
    provideRouteTexts(i18n);
    expect(i18n.hasResourceBundle('zh-Hans', 'audit')).toBe(false);
    await loadRouteTexts('auditLog');
    expect(i18n.hasResourceBundle('zh-Hans', 'audit')).toBe(true);
    expect(i18n.hasResourceBundle('zh-Hans', 'admin')).toBe(true);
    expect(i18n.t('audit:title')).not.toBe('title');
    // An instance with every text (Storybook) needs nothing.
    provideRouteTexts(createI18n('en'));
    await expect(loadRouteTexts('users')).resolves.toBeUndefined();
  });
});
