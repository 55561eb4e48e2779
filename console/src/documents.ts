// Shapes of the fields the current schema answers as `JSON` (the REST bodies), as the console reads them.

export interface UsageSummaryDoc {
  total_requests: number;
  total_errors: number;
  total_cost_usd: number;
  by_api: { api_id: string; name: string; requests: number; errors: number; avg_latency_ms: number; cost_usd: number }[];
}

export interface ApiUsageDoc {
  api_id: string;
  name: string;
  total_requests: number;
  plan_limit: number;
  usage_percentage: number;
  timeseries: { date: string; requests: number; errors: number }[];
}

export interface ListDoc<T> {
  data: T[];
  total: number;
  has_more: boolean;
}

export interface AlertDoc {
  id: string;
  api_id: string;
  threshold: number;
  channels: string[];
  period: string;
  last_fired_period: string | null;
  created_at: string;
}

export interface DeliveryDoc {
  id: string;
  event_id: string;
  event_type: string | null;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface InvoiceDoc {
  id: string;
  subscription_id: string;
  amount_usd: number;
  currency: string;
  status: string;
  period_start: string;
  period_end: string;
  created_at: string;
  paid_at: string | null;
}
