import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildSchema,
  getNamedType,
  GraphQLError,
  isCompositeType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { AppError, ErrorCode } from '../../../common/src/errors.js';

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

type Checked = { document: DocumentNode } | { error: AppError };

/** The document's static checks, cached by its text: clients send the same few documents again. */
export class GraphQLLimits {
  private readonly schema: GraphQLSchema;
  private readonly estimator: ComplexityEstimator;
  private readonly checked = new LRUCache<string, Checked>({ max: 1000 });
  private readonly rules: Array<[Limit, ValidationRule]> = [
    ['depth', maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true })],
    ['aliases', maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true })],
  ];

  constructor(apiSchemaSdl: string) {
    this.schema = buildSchema(apiSchemaSdl);
    this.estimator = costEstimator(this.schema);
  }

  /** The document, or the limit it breaks. Syntax errors are left to the GraphQL server's own answer. */
  private check(query: string): Checked {
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
      if (err instanceof GraphQLError && /tokens/i.test(err.message)) {
        return { error: overLimit('tokens', undefined, `The document has more than ${GRAPHQL_LIMITS.tokens} tokens.`) };
      }
      throw err;
    }
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
    if (operations > GRAPHQL_LIMITS.operations) {
      return { error: overLimit('operations', operations, `The document defines ${operations} operations; at most ${GRAPHQL_LIMITS.operations} are allowed.`) };
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
   * The cost of running `query` in requests; throws the limit it breaks. Undefined when the document
   * does not parse or names an unknown operation: the GraphQL server answers those itself.
   */
  cost(query: string, variables: Record<string, unknown> | undefined, operationName: string | undefined): number | undefined {
    if (query.length > GRAPHQL_LIMITS.documentChars) {
      throw overLimit('documentChars', query.length, `The document has ${query.length} characters; at most ${GRAPHQL_LIMITS.documentChars} are allowed.`);
    }
    let checked: Checked;
    try {
      checked = this.check(query);
    } catch {
      return undefined;
    }
    if ('error' in checked) throw checked.error;
    let cost: number;
    try {
      cost = getComplexity({ schema: this.schema, query: checked.document, variables, operationName, estimators: [this.estimator] });
    } catch {
      return undefined;
    }
    if (cost > GRAPHQL_LIMITS.cost) {
      throw overLimit('cost', Math.ceil(cost), `The operation costs ${Math.ceil(cost)} requests; at most ${GRAPHQL_LIMITS.cost} are allowed in one request.`);
    }
    return cost;
  }
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Checks every document sent to `/graphql` against the limits before it runs, and charges its cost
 * (beyond the one request already counted) to the caller's budget. Register inside the GraphQL scope.
 */
export function registerGraphQLLimits(
  scope: FastifyInstance,
  limits: GraphQLLimits,
  charge: (req: FastifyRequest, reply: FastifyReply, points: number) => Promise<void>,
  reject: (req: FastifyRequest, reply: FastifyReply, err: unknown) => FastifyReply,
): void {
  scope.addHook('preHandler', async (req, reply) => {
    const source = (req.method === 'GET' ? req.query : req.body) as GraphQLBody | undefined;
    if (!source || typeof source.query !== 'string') return;
    try {
      let variables = source.variables;
      if (typeof variables === 'string') variables = JSON.parse(variables) as unknown;
      const cost = limits.cost(
        source.query,
        variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : undefined,
        typeof source.operationName === 'string' ? source.operationName : undefined,
      );
      // Whole requests: the nested fields' fractions only tip a very wide selection over.
      if (cost !== undefined) await charge(req, reply, Math.max(1, Math.floor(cost)) - 1);
    } catch (err) {
      if (err instanceof SyntaxError) return; // malformed variables: the GraphQL server answers
      return reject(req, reply, err);
    }
  });
}
