#!/usr/bin/env node
// The dependency-direction check (style.md "The house"): domain ← contracts ← ui ← web; domain ← contracts ← api.
// Fails on an import (or a declared dependency) that goes against the arrows, on a relative import that leaves its
// package, and on I/O, clock or randomness inside packages/domain.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which workspace packages each package may import. */
export const allowedWorkspaceImports = {
  'packages/domain': [],
  'packages/contracts': ['@inventory/domain'],
  'packages/ui': ['@inventory/domain', '@inventory/contracts'],
  'apps/web': ['@inventory/domain', '@inventory/contracts', '@inventory/ui'],
  'apps/api': ['@inventory/domain', '@inventory/contracts'],
  tests: ['@inventory/domain', '@inventory/contracts'],
};

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
// Packages whose only purpose is I/O: the domain must never reach them.
const ioPackages =
  /^(pg|@electric-sql\/pglite|kysely|fastify|msw|swr|react|react-dom|oidc-client-ts|axios|undici)(\/|$)/;
const sourceFile = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;
// Non-deterministic calls that a pure domain must take as arguments instead.
const impureDomainCalls = [
  [/\bDate\.now\(/, 'reads the clock (Date.now)'],
  [/\bnew Date\(\s*\)/, 'reads the clock (new Date())'],
  [/\bMath\.random\(/, 'uses randomness (Math.random)'],
  [/\bcrypto\.(randomUUID|getRandomValues)\(/, 'uses randomness (crypto)'],
  [/\bfetch\(/, 'does I/O (fetch)'],
];

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (sourceFile.test(entry)) yield path;
  }
}

function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier) found.push(specifier);
  }
  return found;
}

const isTestFile = (path) => /\.(test|spec|bench)\.[a-z]+$/.test(path) || path.includes(`${sep}test${sep}`);

function checkFile(root, pkg, file, violations) {
  const text = readFileSync(file, 'utf8');
  const where = relative(root, file);
  const pkgDir = resolve(root, pkg);
  for (const specifier of importsOf(text)) {
    if (specifier.startsWith('.')) {
      const target = resolve(file, '..', specifier);
      if (!target.startsWith(pkgDir + sep) && target !== pkgDir) {
        violations.push(`${where}: relative import '${specifier}' leaves ${pkg}`);
      }
      continue;
    }
    if (specifier.startsWith('@inventory/')) {
      const name = specifier.split('/').slice(0, 2).join('/');
      if (!allowedWorkspaceImports[pkg].includes(name)) {
        violations.push(`${where}: ${pkg} may not import ${name}`);
      }
      continue;
    }
    if (pkg === 'packages/domain' && !isTestFile(file)) {
      if (builtins.has(specifier))
        violations.push(`${where}: domain may not import Node's '${specifier}' (I/O)`);
      else if (ioPackages.test(specifier))
        violations.push(`${where}: domain may not import '${specifier}' (I/O)`);
    }
  }
  if (pkg === 'packages/domain' && !isTestFile(file)) {
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [pattern, what] of impureDomainCalls) {
      if (pattern.test(code)) violations.push(`${where}: domain ${what}; take it as an argument`);
    }
  }
}

function checkManifest(root, pkg, violations) {
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  const declared = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
  for (const name of Object.keys(declared)) {
    if (name.startsWith('@inventory/') && !allowedWorkspaceImports[pkg].includes(name)) {
      violations.push(`${pkg}/package.json: declares ${name}, which ${pkg} may not depend on`);
    }
  }
}

/** Every violation of the dependency rules under `root`, as readable lines. */
export function findViolations(root) {
  const violations = [];
  for (const pkg of Object.keys(allowedWorkspaceImports)) {
    const dir = join(root, pkg);
    let exists = true;
    try {
      statSync(join(dir, 'package.json'));
    } catch {
      exists = false;
    }
    if (!exists) continue;
    checkManifest(root, pkg, violations);
    for (const file of walk(dir)) checkFile(root, pkg, file, violations);
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const violations = findViolations(root);
  if (violations.length > 0) {
    console.error(`Dependency direction: ${violations.length} violation(s)`);
    for (const line of violations) console.error(`  ✗ ${line}`);
    process.exit(1);
  }
  console.log('Dependency direction: no violations');
}
