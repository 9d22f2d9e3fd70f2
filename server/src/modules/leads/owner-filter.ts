import type { AssignedUserFilter } from '@lead-manager/contracts/leads';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/auth.hooks';

/** The Owner filter of the lists and the export: `me` is the signed-in user, `none` the unassigned leads. */
export const ownerFilter = (request: FastifyRequest, value: AssignedUserFilter | undefined) =>
  value === 'me' ? signedInUser(request).id : value === 'none' ? null : value;
