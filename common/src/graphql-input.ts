import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import { ErrorCode } from './errors.js';
import { badText, findBadInput } from './input-text.js';

/**
 * GraphQL's side of the input rules in `input-text.ts`: string literals in the document are checked
 * by a validation rule, variables before execution, so no resolver ever sees text that storage
 * refuses, whichever transport (HTTP POST, GET, the REST adapter in process) brought it.
 */
export const storableStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    const reason = badText(node.value);
    if (reason) {
      context.reportError(new GraphQLError(`A string argument ${reason}.`, { nodes: [node], extensions: { code: ErrorCode.InvalidRequest } }));
    }
  },
});

export const storableVariables: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const bad = findBadInput(request.variables ?? {}, '');
        if (bad) {
          throw new GraphQLError(`Variable \`${bad.path}\` ${bad.reason}.`, {
            extensions: { code: ErrorCode.InvalidRequest, param: bad.path, http: { status: 400 } },
          });
        }
      },
    };
  },
};
