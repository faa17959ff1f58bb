/** Enumerations of spec section 3, in the schema's order. */

export const INSCRIPTION_CATEGORIES = [
  'AUTOMOBILES_COMPONENTS',
  'BANKS',
  'CAPITAL_GOODS',
  'COMMERCIAL_PROFESSIONAL_SERVICES',
  'CONSUMER_DISCRETIONARY_DISTRIBUTION_RETAIL',
  'CONSUMER_DURABLES_APPAREL',
  'CONSUMER_SERVICES',
  'CONSUMER_STAPLES_DISTRIBUTION_RETAIL',
  'ENERGY',
  'EQUITY_REAL_ESTATE_INVESTMENT_TRUSTS',
  'FINANCIAL_SERVICES',
  'FOOD_BEVERAGE_TOBACCO',
  'HEALTH_CARE_EQUIPMENT_SERVICES',
  'HOUSEHOLD_PERSONAL_PRODUCTS',
  'INSURANCE',
  'MATERIALS',
  'MEDIA_ENTERTAINMENT',
  'OTHER',
  'PERSONAL',
  'PHARMACEUTICALS_BIOTECHNOLOGY_LIFE_SCIENCES',
  'REAL_ESTATE_MANAGEMENT_DEVELOPMENT',
  'SEMICONDUCTORS_SEMICONDUCTOR_EQUIPMENT',
  'SOFTWARE_SERVICES',
  'TECHNOLOGY_HARDWARE_EQUIPMENT',
  'TELECOMMUNICATION_SERVICES',
  'TRANSPORTATION',
  'UTILITIES',
] as const;
export type InscriptionCategory = (typeof INSCRIPTION_CATEGORIES)[number];
export const DEFAULT_CATEGORY: InscriptionCategory = 'CONSUMER_SERVICES';

export const SOCIAL_PLATFORMS = [
  'FACEBOOK',
  'GITHUB',
  'INSTAGRAM',
  'LINKEDIN',
  'TWITTER',
  'WEBSITE',
  'YOUTUBE',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Host patterns of each platform; a URL matching none is a WEBSITE (spec section 3). */
const PLATFORM_HOSTS: readonly (readonly [SocialPlatform, RegExp])[] = [
  ['FACEBOOK', /(^|[./])(facebook\.com|fb\.com)/],
  ['GITHUB', /(^|[./])github\.com/],
  ['INSTAGRAM', /(^|[./])instagram\.com/],
  ['LINKEDIN', /(^|[./])linkedin\.com/],
  ['TWITTER', /(^|[./])(twitter\.com|x\.com)/],
  ['YOUTUBE', /(^|[./])(youtube\.com|youtu\.be)/],
];

/** Guesses the social platform from the URL text; WEBSITE when nothing matches. */
export function guessPlatform(url: string): SocialPlatform {
  const text = url.toLowerCase();
  return PLATFORM_HOSTS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'WEBSITE';
}

export const TIMELINE_SCALES = ['WEEK', 'MONTH', 'YEAR'] as const;
export type TimelineScale = (typeof TIMELINE_SCALES)[number];

export const REMINDER_TYPES = ['DEFAULT'] as const;
export const REMINDER_FREQUENCY_TYPES = ['DAILY', 'WEEKLY'] as const;
export type ReminderFrequencyType = (typeof REMINDER_FREQUENCY_TYPES)[number];

/** Weekday bits (spec section 3): Monday 1 … Sunday 64. */
export const WEEKDAYS = [
  { name: 'Monday', short: 'Mon', bit: 1 },
  { name: 'Tuesday', short: 'Tue', bit: 2 },
  { name: 'Wednesday', short: 'Wed', bit: 4 },
  { name: 'Thursday', short: 'Thu', bit: 8 },
  { name: 'Friday', short: 'Fri', bit: 16 },
  { name: 'Saturday', short: 'Sat', bit: 32 },
  { name: 'Sunday', short: 'Sun', bit: 64 },
] as const;

/** The first reminder every user gets (spec sections 7 and 9). */
export const DEFAULT_REMINDER = {
  reminderType: 'DEFAULT',
  reminderTime: '09:30',
  reminderFrequencyType: 'DAILY',
  reminderFrequency: 1,
  reminderWeekDays: 0,
  isActive: true,
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
/** Where a chat session's answers come from: the inscription's entries, the web (SearXNG), or both. */
export const CHAT_QUERY_FROM = ['entries', 'internet', 'both'] as const;
export type ChatQueryFrom = (typeof CHAT_QUERY_FROM)[number];
/** How a chat session picks entries: best full-text match first, or newest first (of the period asked about). */
export const CHAT_FETCH_USING = ['relevance', 'recency'] as const;
export type ChatFetchUsing = (typeof CHAT_FETCH_USING)[number];
export const TRANSCRIPTION_PROVIDERS = ['ASSEMBLY_AI', 'DEEPGRAM'] as const;
export const RECORDING_STEPS = ['DICTATE_PRIVACY', 'DICTATE', 'QUESTIONS', 'REVIEW'] as const;
export type RecordingStep = (typeof RECORDING_STEPS)[number];

/** The nine insight fields (spec section 3): five with items, four plain text lists. */
export const INSIGHT_ITEM_FIELDS = [
  'potentialImprovements',
  'habitsPositivePatterns',
  'habitsImprovablePatterns',
  'repetitionRecommendations',
  'reoccurringTrends',
] as const;
export const INSIGHT_TEXT_FIELDS = [
  'concernsSelfDoubt',
  'risksStrategies',
  'risksImprovableTolerance',
  'risksPositiveTolerance',
] as const;
export const INSIGHT_FIELDS = [...INSIGHT_ITEM_FIELDS, ...INSIGHT_TEXT_FIELDS] as const;
export type InsightField = (typeof INSIGHT_FIELDS)[number];

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export const TASK_STATUSES = ['In Progress', 'Suggested', 'Completed'] as const;
export const TASK_FREQUENCY_TYPES = ['none', 'daily', 'weekly'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskFrequencyType = (typeof TASK_FREQUENCY_TYPES)[number];

/**
 * The five insight sections of spec section 1, in order, each with its fields and their titles. The
 * field titles not named by the spec (repetitionRecommendations) are ours.
 */
export const INSIGHT_SECTIONS: readonly { title: string; fields: readonly { field: InsightField; title: string }[] }[] = [
  {
    title: 'Habits & Decision-Making Patterns',
    fields: [
      { field: 'habitsPositivePatterns', title: 'Positive Patterns' },
      { field: 'habitsImprovablePatterns', title: 'Improvable Patterns' },
      { field: 'repetitionRecommendations', title: 'Worth Repeating' },
    ],
  },
  {
    title: 'Risk Tolerance',
    fields: [
      { field: 'risksPositiveTolerance', title: 'Positive Risk Tolerance' },
      { field: 'risksImprovableTolerance', title: 'Improvable Risk Tolerance' },
      { field: 'risksStrategies', title: 'Strategies to Improve Risk Tolerance' },
    ],
  },
  { title: 'Potential Improvements', fields: [{ field: 'potentialImprovements', title: 'Potential Improvements' }] },
  { title: 'Recurring Trends', fields: [{ field: 'reoccurringTrends', title: 'Recurring Trends' }] },
  { title: 'Concerns or Self-Doubt', fields: [{ field: 'concernsSelfDoubt', title: 'Concerns or Self-Doubt' }] },
];

/** Job kinds the user follows the progress of. */
export const INSIGHT_REFRESH_JOB = 'insights.refresh';
export const TIMELINE_GENERATE_JOB = 'timeline.generate';

/** Query parameters of the NewQuestion route that prefill a chat: the question, and the insight field it is scoped to. */
export const NEW_QUESTION_PREFILL = { question: 'question', field: 'field' } as const;
