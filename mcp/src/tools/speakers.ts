import { z } from 'zod';
import { RegisterSpeakerDocument, RemoveSpeakerDocument, SpeakersDocument } from '../../../rest-adapter/src/generated/operations.js';
import { speakerView } from '../../../rest-adapter/src/routes/memory-views.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { speakerResultShape, userIdArg } from './shapes.js';

const nameArg = z.string().describe('The person\'s name: 1-64 printable characters, compared exactly. "me" is built in (it is you, the agent) and needs no registration.');

export const speakerTools = [
  defineTool({
    name: 'register_speaker',
    title: 'Register a speaker',
    description:
      'Registers a person\'s name in a store, so memories can be tagged with who said them (store\'s speaker) and search can be narrowed to one person\'s words. At most 50 names per store. Safe to repeat: an existing name answers `exists`. Returns {user_id, name, status: registered | exists}.',
    scope: 'memory:write',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    input: { user_id: userIdArg, name: nameArg },
    output: speakerResultShape,
    operation: RegisterSpeakerDocument,
    variables: (a) => ({ userId: a.user_id, name: a.name }),
    result: (d) => speakerView(d.registerSpeaker),
    summary: (r) => (r.status === 'exists' ? `"${r.name}" was already registered in "${r.user_id}".` : `Registered "${r.name}" in "${r.user_id}".`),
  }),
  defineTool({
    name: 'list_speakers',
    title: 'List speakers',
    description: 'The speaker names registered in a store. Returns {user_id, speakers: [{name, created_at}], count, limit}.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: { user_id: userIdArg },
    output: {
      user_id: z.string(),
      speakers: z.array(z.object({ name: z.string(), created_at: z.string() })),
      count: z.number().int(),
      limit: z.number().int(),
    },
    operation: SpeakersDocument,
    variables: (a) => ({ userId: a.user_id }),
    result: (d) => ({
      user_id: d.speakers.userId,
      speakers: d.speakers.speakers.map((s) => ({ name: s.name, created_at: s.createdAt })),
      count: d.speakers.count,
      limit: d.speakers.limit,
    }),
    summary: (r) =>
      r.speakers.length
        ? `Speakers of "${r.user_id}" (${r.count} of at most ${r.limit}, plus "me"): ${r.speakers.map((s) => s.name).join(', ')}.`
        : `No speakers registered in "${r.user_id}" (only the built-in "me").`,
  }),
  defineTool({
    name: 'remove_speaker',
    title: 'Remove a speaker',
    description:
      'Removes a registered speaker name from a store. Memories already tagged with it keep their tag, but new writes and searches with the name are refused as for any unregistered name. Returns {user_id, name, status: removed}; a name that is not registered is a not_found_error.',
    scope: 'memory:write',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    input: { user_id: userIdArg, name: nameArg },
    output: speakerResultShape,
    operation: RemoveSpeakerDocument,
    variables: (a) => ({ userId: a.user_id, name: a.name }),
    result: (d) => speakerView(d.removeSpeaker),
    summary: (r) => `Removed "${r.name}" from "${r.user_id}".`,
  }),
];
