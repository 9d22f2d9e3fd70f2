import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to: set for each HTTP request, carried inside the jobs it enqueues, and set
 * again while a worker handles such a job, so a job's log lines name the request that started it.
 */
export interface RequestContext {
  requestId: string;
  /** Set while a job runs (HTTP log lines already carry Fastify's own reqId). */
  job?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The key under which a job's payload carries its request id (zod strips it before the handler sees the data). */
export const JOB_REQUEST_ID_KEY = '_requestId';
