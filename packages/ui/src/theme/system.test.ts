// The system holds only the recipes our components use (ADR 041). A Chakra component whose recipe is missing
// renders unstyled without any error, so this test finds, without rendering, every recipe the code can ask for:
// the Chakra components imported anywhere in the product, its stories or Storybook's own files, followed through
// Chakra's sources to the recipe keys they and the components they build on name, plus the keys our own code
// passes to useRecipe/useSlotRecipe. Each that Chakra's full default theme styles must be in the system (a few
// components name a key the default theme has no recipe for, e.g. Text and Pagination: unstyled either way).
// Rendering every component type instead would need a DOM and a story per variant; reading the sources is exact
// for what is imported, and over-counts at worst (a namespace import brings all its parts' keys).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { productConfig, system } from './system.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const scanned = ['packages/ui/src', 'apps/web/src', '.storybook'].map((dir) => join(repoRoot, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from Chakra's main entry, and recipe keys our code asks for by name. */
function chakraUsage(): { imported: Set<string>; keys: Set<string> } {
  const imported = new Set<string>();
  const keys = new Set<string>();
  for (const file of scanned.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name && !part.trim().startsWith('type ')) imported.add(name);
      }
    }
    for (const match of source.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'([^']+)'/g)) keys.add(match[1]!);
  }
  return { imported, keys };
}

const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');

/** Chakra's export name → the module of its own that defines it (from dist/esm/index.js). */
function chakraExports(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const exports = new Map<string, string>();
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const part of match[1]!.split(',')) {
      const alias = part.trim().split(/\s+as\s+/);
      const name = alias[alias.length - 1];
      if (name) exports.set(name, join(chakraEsm, match[2]!));
    }
  }
  for (const match of index.matchAll(/import \* as (\S+) from '(\.[^']+)';\s*export \{ \1 as (\w+) \}/g)) {
    exports.set(match[3]!, join(chakraEsm, match[2]!));
  }
  return exports;
}

/** The recipe keys a Chakra module and the Chakra modules it imports name. */
function recipeKeysOf(modules: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\{\s*key:\s*"([^"]+)"/g,
    )) {
      keys.add(match[1]!);
    }
    for (const match of source.matchAll(/from\s*'(\.{1,2}\/[^']+\.js)'/g))
      visit(join(dirname(file), match[1]!));
  };
  for (const module of modules) visit(module);
  return keys;
}

/** Every recipe key the product's code can make Chakra look up. */
export function usedRecipeKeys(): string[] {
  const { imported, keys } = chakraUsage();
  const exports = chakraExports();
  const modules = [...imported].flatMap((name) => {
    const module = exports.get(name);
    return module ? [module] : [];
  });
  return [...new Set([...recipeKeysOf(modules), ...keys])].sort();
}

describe('the Chakra system', () => {
  it('finds the Chakra components the code imports (the scan itself works)', () => {
    const keys = usedRecipeKeys();
    // Buttons, dialogs and tables are everywhere; if these are not found the scan is broken, not the system.
    expect(keys).toEqual(expect.arrayContaining(['button', 'dialog', 'table', 'toast']));
  });

  it('has every recipe and slot recipe the code uses', () => {
    const styledByChakra = usedRecipeKeys().filter((key) => defaultSystem.hasRecipe(key));
    const missing = styledByChakra.filter((key) => !system.hasRecipe(key));
    expect(missing, 'add these recipes to packages/ui/src/theme/system.ts').toEqual([]);
  });

  it('holds no recipe of Chakra that nothing uses (they would weigh in the first load)', () => {
    const used = new Set(usedRecipeKeys());
    const ours = ['statusBadge', 'numericCell'];
    const configured = [
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(system._config.theme?.slotRecipes ?? {}),
    ];
    expect(configured.filter((key) => !used.has(key) && !ours.includes(key))).toEqual([]);
  });

  it('keeps the tokens, semantic tokens, conditions and global css of the full default theme', () => {
    const full = createSystem(defaultConfig, productConfig);
    expect(system.getTokenCss()).toEqual(full.getTokenCss());
    expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
    expect(system._config.conditions).toEqual(full._config.conditions);
    expect(system._config.theme?.breakpoints).toEqual(full._config.theme?.breakpoints);
    expect(system._config.theme?.textStyles).toEqual(full._config.theme?.textStyles);
    expect(system._config.theme?.layerStyles).toEqual(full._config.theme?.layerStyles);
    expect(system._config.theme?.keyframes).toEqual(full._config.theme?.keyframes);
    for (const key of usedRecipeKeys().filter((name) => full.hasRecipe(name))) {
      const [mine, theirs] = full.isSlotRecipe(key)
        ? [system.getSlotRecipe(key), full.getSlotRecipe(key)]
        : [system.getRecipe(key), full.getRecipe(key)];
      expect(mine, key).toEqual(theirs);
    }
  });
});
