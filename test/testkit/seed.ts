import { randomUUID } from 'node:crypto';
import { contentHash } from '../../subgraphs/memory/src/domain/memory-manager.js';
import type { PrismaClient } from '../../common/src/db/client.js';
import type { MemoryDeps } from '../../subgraphs/memory/src/domain/memory-manager.js';
import { packVectors } from '../../subgraphs/memory/src/domain/stored-vectors.js';

const SUBJECTS = [
  'the garden', 'my sister Ana', 'the quarterly budget', 'the trip to Norway', 'the old car', 'the kitchen renovation',
  'the piano lessons', 'the dentist', 'the new job', 'the dog Bruno', 'the book club', 'the marathon training',
  'the tax return', 'the wedding', 'the apartment lease', 'the photography course', 'grandpa', 'the team offsite',
  'the laptop', 'the vegetable patch', 'the cooking class', 'the neighbours', 'the insurance claim', 'the bike',
  'the holiday in Crete', 'the chess club', 'the podcast', 'the allergy tests', 'the school reunion', 'the boat',
  'the language course', 'the roof repair', 'the birthday party', 'the hiking boots', 'the savings plan',
  'the coffee machine', 'the yoga class', 'the move to Berlin', 'the concert tickets', 'the violin',
];
const FACTS = [
  'needs attention before the end of the month',
  'came up again in the conversation on Tuesday',
  'turned out to be more expensive than planned',
  'is something I want to remember for next year',
  'was discussed with my partner over dinner',
  'was postponed because of the weather',
  'made me happier than I expected',
  'requires a call to the office in the morning',
  'was mentioned in the email from the landlord',
  'should be written down in the calendar',
];
const DETAILS = [
  'We agreed to check the details again next week and to keep the receipts in the blue folder on the shelf.',
  'The conversation went on for a long time, and in the end everybody agreed that patience was the best approach.',
  'I noted the phone number, the address and the opening hours, which change during the summer holidays.',
  'It reminded me of a similar situation three years ago, when we had to start over from the very beginning.',
  'Several friends gave advice, but the most useful tip came from an old colleague who had done the same thing.',
];

/** Queries over the seeded topics, for recall measurements. */
export const RECALL_QUERIES = [
  'What do I need to do about the garden?', 'How is my sister doing?', 'budget problems', 'Norway trip plans',
  'car repairs', 'kitchen renovation cost', 'piano lessons schedule', 'dentist appointment', 'new job',
  'How is Bruno the dog?', 'book club', 'marathon training progress', 'tax return deadline', 'wedding preparations',
  'apartment lease', 'photography', 'grandpa', 'team offsite', 'laptop problems', 'vegetables', 'cooking class',
  'neighbours', 'insurance claim status', 'bike', 'holiday in Crete', 'chess', 'podcast episodes', 'allergies',
  'school reunion', 'boat maintenance', 'language course', 'roof repair', 'birthday party', 'hiking boots',
  'savings', 'coffee machine broken', 'yoga', 'moving to Berlin', 'concert tickets', 'violin practice',
];

/** A base text of one to four sentences; some are long, so the budget has to choose. */
function baseText(i: number): string {
  const subject = SUBJECTS[i % SUBJECTS.length]!;
  const fact = FACTS[Math.floor(i / SUBJECTS.length) % FACTS.length]!;
  const sentence = `${subject[0]!.toUpperCase()}${subject.slice(1)} ${fact}.`;
  const extra = i % 4; // 0..3 detail sentences
  return [sentence, ...Array.from({ length: extra }, (_, k) => DETAILS[(i + k) % DETAILS.length]!)].join(' ');
}

const UNIQUE_BASES = SUBJECTS.length * FACTS.length;

/**
 * Seeds a store through Postgres and the vector store directly, in batches. Each base text (400 by
 * default) is embedded once; memory `i` is base `i % bases` plus a short entry tag, and is indexed
 * with its base's vector (the tag changes the text by a few tokens). Every record is indexed, so no
 * pending-record sweep of another test ever picks these up. This keeps a 10,000-memory store quick
 * to build while every read goes through the real endpoints.
 */
export async function seedStore(
  deps: { prisma: PrismaClient } & Pick<MemoryDeps, 'vectors' | 'embedder'>,
  accountId: string,
  name: string,
  n: number,
  opts: { bases?: number } = {},
): Promise<string[]> {
  const prisma = deps.prisma;
  const store = await prisma.store.upsert({
    where: { accountId_namespace_name: { accountId, namespace: 'shared', name } },
    create: { accountId, namespace: 'shared', name },
    update: {},
  });
  const bases = Array.from({ length: Math.min(n, opts.bases ?? UNIQUE_BASES) }, (_, i) => baseText(i));
  const vectors = await deps.embedder.embedPassages(bases);
  const start = Date.now() - 365 * 86_400_000;
  const ids: string[] = [];
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => {
      const i = from + k;
      const content = `${bases[i % bases.length]} (entry ${i})`;
      return {
        id: randomUUID(),
        storeId: store.id,
        content,
        contentHash: contentHash(content),
        category: 'general',
        sourceType: 'seed',
        embeddingModel: deps.embedder.modelId,
        indexState: 'indexed',
        vectors: packVectors([vectors[i % bases.length]!]),
        createdAt: new Date(start + Math.floor((i * 365 * 86_400_000) / n)),
      };
    });
    await prisma.memory.createMany({ data: rows });
    {
      await deps.vectors.upsert(
        rows.map((r, k) => ({
          id: r.id,
          parentId: r.id,
          kind: 'memory',
          tenant: `${accountId}:shared`,
          storeId: store.id,
          category: r.category,
          speaker: '',
          importance: 0.5,
          eventTs: 0,
          createdTs: r.createdAt.getTime(),
          superseded: false,
          vector: vectors[(from + k) % bases.length]!,
        })),
      );
    }
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
