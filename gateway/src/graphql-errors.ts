import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeError, wireCode } from '../../common/src/errors.js';

/** An error raised before execution (auth, limits, replay window) in the GraphQL response shape. */
export function sendGraphQLError(reply: FastifyReply, err: unknown, req: FastifyRequest): FastifyReply {
  const n = normalizeError(err);
  return reply.code(n.status).send({ errors: [{ message: n.message, extensions: { code: wireCode(n.code), ...n.fields, request_id: req.id } }] });
}
