import { GraphQLScalarType } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

/**
 * The schema's `DateTime`: an instant as an ISO 8601 string in UTC. graphql-scalars' `DateTimeISO`
 * under the name `DateTime`, because its `DateTime` serialises to a `Date` object, which in-process
 * callers (the REST adapter, the MCP tools) would receive instead of the string.
 */
export const DateTimeScalar = new GraphQLScalarType({ ...DateTimeISOResolver.toConfig(), name: 'DateTime' });
