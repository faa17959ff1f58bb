export { insightEngineFor, type InsightEngine } from './engine';
export { insightRefreshHandler } from './job';
export { datedSentences, readDatedSentences, type DatedSentence, type EntryText } from './nlp';
export { refreshInsights, scheduleInsightRefresh, timeZoneOf, validZone } from './service';
export { insightResolvers } from './resolvers';
