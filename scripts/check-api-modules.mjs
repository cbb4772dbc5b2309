#!/usr/bin/env node
// The server's inner arrows (ADR 016): no import cycle between apps/api's parts (each module under src/modules, and
// each top-level folder such as http, db, oidc), http/ and db/ import no feature module, and only config.ts reads
// process.env. A cycle between parts means neither can be read, changed or tested without the other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;
// Folders that serve every module: a feature module depending on them is the arrow's direction, not the other way.
const infrastructure = new Set(['http', 'db']);

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.ts$/.test(entry) && !/\.test\.ts$/.test(entry)) yield path;
  }
}

/** The part a source file belongs to: `modules/<name>`, a top-level folder, or a top-level file. */
export function partOf(src, file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.ts$/, '');
}

/** The graph of parts, each edge with one file import that makes it. */
export function partGraph(src) {
  const edges = new Map();
  for (const file of walk(src)) {
    const from = partOf(src, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const target = resolve(dirname(file), (match[1] ?? match[2]).replace(/\.js$/, '.ts'));
      const to = partOf(src, target.endsWith('.ts') ? target : `${target}.ts`);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, relative(src, file));
    }
  }
  return edges;
}

/** Every strongly connected group of more than one part (Tarjan), each sorted by name. */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every breach of the server's inner arrows under the apps/api source folder `src`, as readable lines. */
export function findApiViolations(src) {
  if (!existsSync(src)) return [];
  const violations = [];
  const edges = partGraph(src);
  for (const group of cyclesOf(edges)) {
    const members = new Set(group);
    const links = group.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => members.has(to))
        .map(([to, file]) => `${from} → ${to} (${file})`),
    );
    violations.push(`import cycle between ${group.join(', ')}: ${links.join('; ')}`);
  }
  for (const [from, targets] of edges) {
    if (!infrastructure.has(from)) continue;
    for (const [to, file] of targets) {
      if (to.startsWith('modules/')) violations.push(`${file}: ${from}/ imports the feature module ${to}`);
    }
  }
  for (const file of walk(src)) {
    const where = relative(src, file);
    if (where === 'config.ts') continue;
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    if (/\bprocess\.env\b/.test(code)) violations.push(`${where}: reads process.env; take it from config.ts`);
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(fileURLToPath(import.meta.url), '../../apps/api/src');
  const violations = findApiViolations(src);
  if (violations.length > 0) {
    console.error(`Server structure: ${violations.length} violation(s)`);
    for (const line of violations) console.error(`  ✗ ${line}`);
    process.exit(1);
  }
  console.log(
    'Server structure: no import cycle, http/ and db/ import no feature module, env read in config.ts',
  );
}
