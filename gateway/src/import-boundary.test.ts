import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every import of subgraph code from `gateway/` and `rest-adapter/`, file → `kind path`: `static` (loaded
 * with the edge), `lazy` (dynamic import, loaded only when that subgraph runs in process) or `type`
 * (erased at run time). The goal: only `lazy` or `type` imports of a subgraph's public `index.ts`.
 * What is still `static` is not moved yet; the list may only shrink (see docs/decisions.md,
 * "The edge and the subgraphs' code").
 */
const EXPECTED: Record<string, string[]> = {
  'gateway/src/compose.ts': ['static subgraphs/marketplace/src/schema.ts', 'static subgraphs/memory/src/schema.ts'],
  // The OAuth endpoints still run in the edge (docs/decisions.md, "The edge and the subgraphs' code").
  'gateway/src/oauth-input.ts': ['static subgraphs/marketplace/src/domain/oauth.ts'],
  'gateway/src/oauth-routes.ts': ['static subgraphs/marketplace/src/domain/oauth.ts', 'type subgraphs/marketplace/src/domain/accounts.ts'],
  'gateway/src/service.ts': ['lazy subgraphs/memory/src/index.ts', 'static subgraphs/marketplace/src/index.ts', 'type subgraphs/memory/src/index.ts'],
};

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
  it('gateway/ and rest-adapter/ import subgraph code only where listed', () => {
    const found: Record<string, string[]> = {};
    for (const file of [...sources('gateway/src'), ...sources('rest-adapter/src')]) {
      const reached = [...new Set(importsOf(file).filter((i) => i.path.startsWith('subgraphs/')).map((i) => `${i.kind} ${i.path}`))].sort();
      if (reached.length) found[file] = reached;
    }
    expect(found).toEqual(EXPECTED);
  });

  it('the metering plugin enqueues raw records and needs no marketplace rule', () => {
    const outside = importsOf('gateway/src/plugins/metering.ts').filter((i) => !i.path.startsWith('common/') && !i.path.startsWith('gateway/'));
    expect(outside).toEqual([]);
  });
});
