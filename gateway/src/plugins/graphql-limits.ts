import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildSchema,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { AppError, ErrorCode, invalid, normalizeError } from '../../../common/src/errors.js';

/**
 * What one GraphQL document may ask for, checked at the edge before anything runs. Costs are in
 * requests: a root field costs what the same call costs over REST (one request), so a document of
 * 20 aliased searches spends 20 requests of the account's budget and GraphQL is no way around it.
 */
export const GRAPHQL_LIMITS = {
  /** Characters of the document itself (variables are limited by the body limit). */
  documentChars: 20_000,
  /** Lexical tokens, checked while parsing: a huge document is abandoned early. */
  tokens: 2_000,
  /** Operations defined in one document (only one runs). */
  operations: 10,
  /** Nesting of selections (introspection is exempt). */
  depth: 12,
  /** Aliased fields in the operation. */
  aliases: 30,
  /**
   * Fields of the largest operation once every fragment spread is replaced by its fragment: a few
   * fragments that each spread the next twice expand to millions of fields in a short document.
   */
  expandedFields: 2_000,
  /** Cost of the operation, in requests. */
  cost: 20,
} as const;

/** Root fields that cost more than one request: none today; the table is where such a field goes. */
const ROOT_FIELD_COST: Record<string, number> = {};
/** A nested object field costs a little, so that a very wide selection is not free. */
const NESTED_OBJECT_COST = 0.05;

export type Limit = keyof typeof GRAPHQL_LIMITS;

function overLimit(limit: Limit, found: number | undefined, message: string): AppError {
  return new AppError(ErrorCode.QueryTooComplex, message, { limit, max: GRAPHQL_LIMITS[limit], ...(found === undefined ? {} : { found }) });
}

/** Each root field costs its REST call; nested fields a little, multiplied by the page they ask for. */
function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean).map((t) => t!.name));
  return ({ type, field, args, childComplexity }) => {
    if (roots.has(type.name)) return (ROOT_FIELD_COST[`${type.name}.${field.name}`] ?? 1) + childComplexity;
    const page = [args.first, args.limit, args.maxResults].find((v): v is number => typeof v === 'number' && v > 0) ?? 1;
    return (isCompositeType(getNamedType(field.type)) ? NESTED_OBJECT_COST : 0) + childComplexity * page;
  };
}

/**
 * The fields the document's largest operation selects once its fragments are expanded, in time linear
 * in the document: each fragment's expanded size is computed once and reused at every spread of it.
 * A fragment in a cycle or unknown counts nothing here (validation refuses the document).
 */
export function expandedFieldCount(document: DocumentNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const sizes = new Map<string, number>();
  const expanding = new Set<string>();
  const sizeOf = (set: SelectionSetNode | undefined): number => {
    let n = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) n += 1 + sizeOf(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) n += sizeOf(selection.selectionSet);
      else n += fragmentSize(selection.name.value);
    }
    return n;
  };
  const fragmentSize = (name: string): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return 0;
    expanding.add(name);
    const size = sizeOf(fragment.selectionSet);
    expanding.delete(name);
    sizes.set(name, size);
    return size;
  };
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return Math.max(0, ...operations.map((o) => sizeOf(o.selectionSet)));
}

/** The page-size arguments whose range the cost depends on. */
const PAGE_ARGUMENTS = new Set(['first', 'limit', 'maxResults']);

export interface ArgumentRange {
  min: number;
  max: number;
}

/**
 * The documented range of every page-size argument, keyed `Type.field.argument`, read from the
 * schema's own descriptions ("1 to 100", "at most 500"): the schema states each bound once and this
 * check cannot drift from it. An argument whose description names no bound is not checked here.
 */
export function documentedRanges(schema: GraphQLSchema): Map<string, ArgumentRange> {
  const ranges = new Map<string, ArgumentRange>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        if (!PAGE_ARGUMENTS.has(arg.name) || !arg.description) continue;
        const between = /(\d+) to (\d+)/.exec(arg.description);
        const atMost = /at most (\d+)/.exec(arg.description);
        const range = between ? { min: Number(between[1]), max: Number(between[2]) } : atMost ? { min: 1, max: Number(atMost[1]) } : undefined;
        if (range) ranges.set(`${type.name}.${field.name}.${arg.name}`, range);
      }
    }
  }
  return ranges;
}

type Checked = { document: DocumentNode } | { error: AppError } | { unparsed: GraphQLError };

/** The document's static checks, cached by its text: clients send the same few documents again. */
export class GraphQLLimits {
  private readonly schema: GraphQLSchema;
  private readonly estimator: ComplexityEstimator;
  private readonly ranges: Map<string, ArgumentRange>;
  private readonly checked = new LRUCache<string, Checked>({ max: 1000 });
  private readonly rules: Array<[Limit, ValidationRule]> = [
    ['depth', maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true })],
    ['aliases', maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true })],
  ];

  constructor(apiSchemaSdl: string) {
    this.schema = buildSchema(apiSchemaSdl);
    this.estimator = costEstimator(this.schema);
    this.ranges = documentedRanges(this.schema);
  }

  /**
   * Throws bad input (400 INVALID_REQUEST naming the argument and its range) for a page-size argument
   * outside its documented range, with this request's variables: checked before the cost, so
   * `first: 500` is answered "must be from 1 to 100", not "costs 27 requests".
   */
  checkRanges(document: DocumentNode, variables: Record<string, unknown>): void {
    const typeInfo = new TypeInfo(this.schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field: (node) => {
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          if (!parent || !field || !node.arguments?.length) return;
          let values: Record<string, unknown>;
          try {
            values = getArgumentValues(field, node, variables);
          } catch {
            return; // ill-typed arguments: validation answers them
          }
          for (const [name, value] of Object.entries(values)) {
            const range = this.ranges.get(`${parent.name}.${field.name}.${name}`);
            if (!range || typeof value !== 'number' || (value >= range.min && value <= range.max)) continue;
            throw invalid(`\`${name}\` of \`${parent.name}.${field.name}\` must be an integer from ${range.min} to ${range.max}; it was ${value}.`, {
              param: name,
              min: range.min,
              max: range.max,
            });
          }
        },
      }),
    );
  }

  /**
   * The limit the document's text breaks, if any; nothing for a document within them, and for one
   * that does not parse (the GraphQL server answers that itself). Variables play no part here.
   */
  staticCheck(query: string): AppError | undefined {
    const checked = this.check(query);
    return 'error' in checked ? checked.error : undefined;
  }

  private check(query: string): Checked {
    if (query.length > GRAPHQL_LIMITS.documentChars) {
      return { error: overLimit('documentChars', query.length, `The document has ${query.length} characters; at most ${GRAPHQL_LIMITS.documentChars} are allowed.`) };
    }
    const cached = this.checked.get(query);
    if (cached) return cached;
    const result = this.checkUncached(query);
    this.checked.set(query, result);
    return result;
  }

  private checkUncached(query: string): Checked {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      if (/tokens/i.test(err.message)) {
        return { error: overLimit('tokens', undefined, `The document has more than ${GRAPHQL_LIMITS.tokens} tokens.`) };
      }
      return { unparsed: err };
    }
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
    if (operations > GRAPHQL_LIMITS.operations) {
      return { error: overLimit('operations', operations, `The document defines ${operations} operations; at most ${GRAPHQL_LIMITS.operations} are allowed.`) };
    }
    // Before the rules below, which expand fragments themselves.
    const expanded = expandedFieldCount(document);
    if (expanded > GRAPHQL_LIMITS.expandedFields) {
      const found = Number.isFinite(expanded) && expanded < Number.MAX_SAFE_INTEGER ? expanded : undefined;
      return {
        error: overLimit(
          'expandedFields',
          found,
          `The operation selects ${found ?? 'more fields than can be counted'}${found === undefined ? '' : ' fields'} once its fragments are expanded; at most ${GRAPHQL_LIMITS.expandedFields} are allowed.`,
        ),
      };
    }
    for (const [limit, rule] of this.rules) {
      // The armor rules throw their rejection rather than report it.
      let broken: GraphQLError | undefined;
      try {
        [broken] = validate(this.schema, document, [rule]);
      } catch (err) {
        if (!(err instanceof GraphQLError)) throw err;
        broken = err;
      }
      if (broken) return { error: overLimit(limit, undefined, broken.message.replace(/^Syntax Error: /, '')) };
    }
    return { document };
  }

  /**
   * The cost in requests of running the operation `operationName` of `query` with `variables`; throws
   * the limit it breaks. A document whose cost cannot be computed is refused (QUERY_TOO_COMPLEX),
   * never waved through; variables that do not fit the operation are refused as bad input.
   */
  cost(query: string, variables: Record<string, unknown> | undefined, operationName: string | undefined): number {
    const checked = this.check(query);
    if ('error' in checked) throw checked.error;
    if ('unparsed' in checked) throw overLimit('cost', undefined, 'The cost of a document that does not parse cannot be computed.');
    const { document } = checked;
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || d.name?.value === operationName),
    );
    if (operation) {
      const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors?.length) throw invalid(coerced.errors[0]!.message);
      // Bad input before the price: a page outside its range is not "too complex".
      const others = (d: DocumentNode['definitions'][number]) => d.kind !== Kind.OPERATION_DEFINITION || d === operation;
      this.checkRanges({ ...document, definitions: document.definitions.filter(others) }, coerced.coerced ?? {});
    }
    let cost: number;
    try {
      cost = getComplexity({ schema: this.schema, query: document, variables, operationName, estimators: [this.estimator] });
    } catch (err) {
      throw overLimit('cost', undefined, `The operation's cost cannot be computed${err instanceof GraphQLError ? ` (${err.message})` : ''}; it is refused.`);
    }
    if (!Number.isFinite(cost)) throw overLimit('cost', undefined, "The operation's cost cannot be computed; it is refused.");
    if (cost > GRAPHQL_LIMITS.cost) {
      throw overLimit('cost', Math.ceil(cost), `The operation costs ${Math.ceil(cost)} requests; at most ${GRAPHQL_LIMITS.cost} are allowed in one request.`);
    }
    return cost;
  }
}

/** Bytes of body that one request covers; each started block beyond it is charged one more request. */
export const BODY_BYTES_PER_REQUEST = 1024 * 1024;

/**
 * What a GraphQL request costs in requests: its operation's cost in whole requests (the nested
 * fields' fractions only tip a very wide selection over), plus one per started megabyte of body
 * beyond the first (reading and parsing a large body, used or not, is work too).
 */
export function requestsCharged(cost: number, bodyBytes: number): number {
  return Math.max(1, Math.floor(cost)) + Math.max(0, Math.ceil(bodyBytes / BODY_BYTES_PER_REQUEST) - 1);
}

const DOCUMENT_CHARGE = Symbol('graphql document charge');

/** What the limits plugin needs of a request that came to `/graphql` (see `chargedContext`). */
export interface DocumentCharge {
  /** The request body's size in bytes (0 for GET). */
  bodyBytes: number;
  /** Takes `points` requests from the caller's budget beyond the one taken on arrival; throws the 429. */
  charge(points: number): Promise<void>;
}

/**
 * The context of a request to `/graphql`, marked for the limits plugin. Operations run without the
 * mark (the REST routes' and MCP tools' own documents) are costed by their route, not here.
 */
export function chargedContext<T extends object>(context: T, charge: DocumentCharge): T {
  return Object.assign(context, { [DOCUMENT_CHARGE]: charge });
}

/** An error raised in a plugin hook, as Apollo answers it: the one error model, with its HTTP status. */
function asGraphQLError(err: unknown): GraphQLError {
  const n = normalizeError(err);
  return new GraphQLError(n.message, { extensions: { code: n.code, ...n.fields, http: { status: n.status } } });
}

/**
 * Checks and charges every operation sent to `/graphql` on the document Apollo is about to run: after
 * an automatic persisted query's hash is resolved to its text, with the variables of this request,
 * and once per operation of a batch. A refused operation runs nothing; a persisted query is
 * registered only once its first request passed here.
 */
export function graphqlLimitsPlugin(limits: GraphQLLimits): ApolloServerPlugin<object> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          const charged = (rc.contextValue as { [DOCUMENT_CHARGE]?: DocumentCharge })[DOCUMENT_CHARGE];
          if (!charged) return;
          try {
            const variables = rc.request.variables && typeof rc.request.variables === 'object' ? rc.request.variables : undefined;
            const cost = limits.cost(rc.source, variables, rc.operationName ?? undefined);
            await charged.charge(requestsCharged(cost, charged.bodyBytes) - 1);
          } catch (err) {
            throw asGraphQLError(err);
          }
        },
      };
    },
  };
}

interface GraphQLBody {
  query?: unknown;
  extensions?: unknown;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * An automatic persisted query's extension that Apollo would answer without a code (an unknown
 * version, a hash that is not its query's), as our bad input: a 400 INVALID_REQUEST naming the field.
 */
function persistedQueryError(body: GraphQLBody): AppError | undefined {
  let extensions = body.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions) as unknown;
    } catch {
      return undefined; // Apollo answers malformed extensions itself
    }
  }
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  if (!persisted || typeof persisted !== 'object') return undefined;
  if (persisted.version !== 1) {
    return invalid('Only version 1 of automatic persisted queries is supported.', { param: 'extensions.persistedQuery.version' });
  }
  if (typeof body.query === 'string' && (typeof persisted.sha256Hash !== 'string' || sha256(body.query) !== persisted.sha256Hash.toLowerCase())) {
    return invalid('The persisted query hash is not the SHA-256 of the query sent with it.', {
      param: 'extensions.persistedQuery.sha256Hash',
      reason: 'PERSISTED_QUERY_HASH_MISMATCH',
    });
  }
  return undefined;
}

/**
 * Refuses, before Apollo parses it, a document sent to `/graphql` whose text breaks a limit, and a
 * persisted-query extension that does not hold. The cost (which depends on the variables, and on the
 * document a persisted query's hash stands for) is checked and charged by `graphqlLimitsPlugin`.
 */
export function registerGraphQLLimits(
  scope: FastifyInstance,
  limits: GraphQLLimits,
  reject: (req: FastifyRequest, reply: FastifyReply, err: unknown) => FastifyReply,
): void {
  scope.addHook('preHandler', async (req, reply) => {
    const source = (req.method === 'GET' ? req.query : req.body) as GraphQLBody | undefined;
    // Arrays (batches) are refused by Apollo; each operation of one would be charged by the plugin.
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    const error = persistedQueryError(source) ?? (typeof source.query === 'string' ? limits.staticCheck(source.query) : undefined);
    if (error) return reject(req, reply, error);
  });
}
