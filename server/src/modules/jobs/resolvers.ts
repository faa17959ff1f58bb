import type { Resolvers } from '../../generated/resolvers';
import { dateFields, iso } from '../common';
import { getJob, listJobs } from './service';

export const jobResolvers: Resolvers = {
  Query: {
    job: (_p, { id }, ctx) => getJob(ctx, id),
    jobs: (_p, args, ctx) => listJobs(ctx, args),
  },
  Job: {
    ...dateFields,
    status: (job) => job.status.toUpperCase() as 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED',
    runAt: (job) => iso(job.runAt),
  },
};
