/** Every way a call can fail, as a value the caller must look at (no exceptions cross the client). */
export type ApiError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string; timeoutMs: number }
  | { kind: 'aborted'; message: string }
  | { kind: 'http'; status: number; message: string; data: unknown }
  | { kind: 'invalid-response'; status: number; message: string };

export type ApiResult<T> = { ok: true; data: T; message: string; status: number } | { ok: false; error: ApiError };

/** The SPEC envelope every JSON API answers with. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.success === 'boolean' && typeof candidate.message === 'string' && 'data' in candidate;
}
