import { RegisterSpeakerDocument, RemoveSpeakerDocument, SpeakersDocument } from '../generated/operations.js';
import { defineRoute } from '../route.js';
import { notFound, SpeakerResponse, SpeakersResponse } from './memory-schemas.js';
import { speakerView } from './memory-views.js';
import { body, text } from './memory-requests.js';

/** The speakers a memory store knows. */
export const speakerRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers',
    summary: 'Registers a speaker (a person whose words memories can be tagged with).',
    responses: { 200: SpeakerResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: RegisterSpeakerDocument,
    input: body({ name: text('name') }),
    variables: (b) => ({ userId: b.user_id, name: b.name }),
    response: (d) => speakerView(d.registerSpeaker),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers/list',
    summary: 'Lists the registered speakers of a store.',
    responses: { 200: SpeakersResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: SpeakersDocument,
    input: body({}),
    variables: (b) => ({ userId: b.user_id }),
    response: (d) => ({
      user_id: d.speakers.userId,
      speakers: d.speakers.speakers.map((s) => ({ name: s.name, created_at: s.createdAt })),
      count: d.speakers.count,
      limit: d.speakers.limit,
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers/remove',
    summary: 'Removes a registered speaker.',
    responses: { 200: SpeakerResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: RemoveSpeakerDocument,
    input: body({ name: text('name') }),
    variables: (b) => ({ userId: b.user_id, name: b.name }),
    response: (d) => speakerView(d.removeSpeaker),
  }),
];
