const HEALTH_TIMEOUT_MS = 3000;

/** Whether a remote subgraph server answers its `/health` (beside its GraphQL URL) with 2xx. */
export async function subgraphHealth(graphqlUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/health', graphqlUrl), { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
