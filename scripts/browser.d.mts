export const CHROMIUM: string;
export type BrowserPlan =
  | { action: 'present' }
  | { action: 'install'; commands: Array<[string, string[]]> }
  | { action: 'missing'; message: string };
export function browserPlan(host: { present: boolean; root: boolean; apt: boolean }): BrowserPlan;
export function ensureBrowser(): void;
