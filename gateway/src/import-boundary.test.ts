import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The composition root (`gateway/src/service.ts`) is the only file of `gateway/`, `rest-adapter/` and `mcp/`
 * that may import subgraph code, and only a subgraph's public `index.ts`, lazily (dynamic import,
 * loaded when that subgraph runs in process) or for types (erased at run time). The database client
 * likewise: an edge with both subgraphs remote needs no database (docs/decisions/processes.md, "The
 * edge and the subgraphs' code").
 */
const COMPOSITION_ROOT = 'gateway/src/service.ts';
const EXPECTED: Record<string, string[]> = {
  [COMPOSITION_ROOT]: [
    'lazy common/src/db/client.ts',
    'lazy subgraphs/marketplace/src/index.ts',
    'lazy subgraphs/memory/src/index.ts',
    'type common/src/db/client.ts',
    'type subgraphs/marketplace/src/index.ts',
    'type subgraphs/memory/src/index.ts',
  ],
};

const guarded = (path: string) => path.startsWith('subgraphs/') || path === 'common/src/db/client.ts' || path.startsWith('common/src/db/generated/');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

type Kind = 'static' | 'lazy' | 'type';

/** Every relative module a file imports, with how: the compiler's parser, not a pattern. */
function importsOf(file: string): Array<{ kind: Kind; path: string }> {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ kind: Kind; spec: string }> = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const typeOnly = ts.isImportDeclaration(node)
        ? !!clause &&
          (clause.isTypeOnly ||
            (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly)))
        : node.isTypeOnly;
      found.push({ kind: typeOnly ? 'type' : 'static', spec: node.moduleSpecifier.text });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ kind: 'lazy', spec: node.arguments[0].text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .filter((f) => f.spec.startsWith('.'))
    .map((f) => ({ kind: f.kind, path: relative(root, resolve(root, dirname(file), f.spec)).replace(/\.js$/, '.ts') }));
}

describe('edge import boundary', () => {
  it('only the composition root imports subgraph code or the database client, lazily or for types', () => {
    const found: Record<string, string[]> = {};
    for (const file of [...sources('gateway/src'), ...sources('rest-adapter/src'), ...sources('mcp/src')]) {
      const reached = [...new Set(importsOf(file).filter((i) => guarded(i.path)).map((i) => `${i.kind} ${i.path}`))].sort();
      if (reached.length) found[file] = reached;
    }
    expect(found).toEqual(EXPECTED);
  });

  it('the metering plugin enqueues raw records and needs no marketplace rule', () => {
    const outside = importsOf('gateway/src/plugins/metering.ts').filter((i) => !i.path.startsWith('common/') && !i.path.startsWith('gateway/'));
    expect(outside).toEqual([]);
  });

  it('no subgraph imports the edge: transport (REST routes, GraphQL gateway, MCP) stays out of the domains', () => {
    const edge = (path: string) => path.startsWith('gateway/') || path.startsWith('rest-adapter/') || path.startsWith('mcp/');
    const found: Record<string, string[]> = {};
    for (const file of [...sources('subgraphs/memory/src'), ...sources('subgraphs/marketplace/src')]) {
      const reached = importsOf(file).filter((i) => edge(i.path)).map((i) => i.path);
      if (reached.length) found[file] = reached;
    }
    expect(found).toEqual({});
  });

  it('the domains reach Postgres only through their stores: no domain or resolver file holds or calls the database client', () => {
    const domains = [
      ...sources('subgraphs/memory/src/domain'),
      ...sources('subgraphs/memory/src/resolvers'),
      // The marketplace's managers sit beside their stores in each module's providers; only the stores (and the transaction that binds them) hold the client.
      ...sources('subgraphs/marketplace/src/modules').filter((f) => !/\/providers\/(?:[\w-]+-store|transaction)\.ts$/.test(f)),
    ];
    const database = (path: string) => path === 'common/src/db/client.ts' || path.startsWith('common/src/db/generated/');
    const found: Record<string, string[]> = {};
    for (const file of domains) {
      const reached = [...importsOf(file).filter((i) => i.kind !== 'type' && database(i.path)).map((i) => i.path), ...clientUsesIn(file)];
      if (reached.length) found[file] = reached;
    }
    expect(found).toEqual({});
  });
});

/** Where a file holds the database client (`PrismaClient`, a `prisma` member) or runs raw SQL or a transaction on one. */
function clientUsesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === 'PrismaClient') uses.push('PrismaClient');
    if (ts.isPropertyAccessExpression(node) && ['prisma', '$transaction', '$queryRaw', '$executeRaw'].includes(node.name.text)) uses.push(`.${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(uses)];
}
