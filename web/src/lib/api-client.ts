import type { ConflictBody } from '@lead-manager/contracts/common';
import { translateValidation } from '@/i18n/validation';
/** Same-origin JSON client. Every non-2xx answer throws `${status}: ${body or statusText}`, readable. */

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Builds `/path?x=1` leaving out empty values and the 'all' filter. */
export function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/** Posts a file's text as it is (`text/csv`), not wrapped in JSON: the server reads it as the upload. */
export async function apiPostText<T>(url: string, text: string, contentType: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': contentType },
    body: text,
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}

export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}

/** The variant that answers null on 401 instead of throwing: nobody signed in is an answer, not an error. */
export async function apiGetOrNullOn401<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return readJson<T>(res);
}

export type Page<T> = { items: T[]; total: number };

/** A list answer with its X-Total-Count header. */
export async function apiGetPage<T>(url: string): Promise<Page<T>> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  const items = await readJson<T[]>(res);
  const header = res.headers.get('X-Total-Count');
  const total = header === null ? items.length : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** A readable sentence for the screen: the JSON body's message when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as {
        message?: unknown;
        errors?: { path: string; message: string }[];
      };
      if (parsed.errors?.length) return parsed.errors.map((e) => translateValidation(e.message)).join('; ');
      if (typeof parsed.message === 'string' && parsed.message) return translateValidation(parsed.message);
    } catch {
      // not JSON: fall through to the status text
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The body of a 409 (`{ message, leadId?, appointmentId? }`): the record in the way, or undefined. */
export function conflictOf(error: unknown): ConflictBody | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  return isConflictBody(body) ? body : undefined;
}

// A hand-written check rather than ConflictBodySchema: this file loads up front, and zod would double the
// first download (decision 018).
const isOptionalId = (value: unknown) => value === undefined || Number.isInteger(value);
function isConflictBody(body: unknown): body is ConflictBody {
  if (typeof body !== 'object' || body === null) return false;
  const { message, leadId, appointmentId } = body as Record<string, unknown>;
  return typeof message === 'string' && isOptionalId(leadId) && isOptionalId(appointmentId);
}
