const READY_TIMEOUT_MS = 3000;

/** Whether a remote subgraph server is ready: its `/ready` (beside its GraphQL URL) answers 2xx. */
export async function subgraphReady(graphqlUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/ready', graphqlUrl), { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
