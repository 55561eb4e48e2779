export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
