export { generatePeriod } from './generate';
export { TIMELINE_SWEEP_JOB, TIMELINE_SWEEP_PATTERN, timelineGenerateHandler, timelineSweepHandler } from './job';
export { monthPeriod } from './periods';
export { summariserFor, type TimelineSummariser } from './summarise';
export { timelineResolvers } from './resolvers';
