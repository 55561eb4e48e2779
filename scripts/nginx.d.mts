export const NGINX: string;
export type NginxPlan =
  | { action: 'present' }
  | { action: 'install'; commands: Array<[string, string[]]> }
  | { action: 'missing'; message: string };
export function nginxPlan(host: { present: boolean; root: boolean; apt: boolean; systemd: boolean }): NginxPlan;
export function ensureNginx(): void;
