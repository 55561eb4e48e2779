/** This process's environment with overrides, for a child process a test starts. */
export function childEnv(overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return { ...process.env, ...overrides };
}
