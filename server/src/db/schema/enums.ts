import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CHAT_ROLES,
  INSCRIPTION_CATEGORIES,
  REMINDER_FREQUENCY_TYPES,
  REMINDER_TYPES,
  SOCIAL_PLATFORMS,
  TIMELINE_SCALES,
} from '@inscriptions/contracts';

// The enumerations are the contracts' (spec section 3); their order is the database enum's.
export const inscriptionCategory = pgEnum('inscription_category', INSCRIPTION_CATEGORIES);
export const timelineScale = pgEnum('timeline_scale', TIMELINE_SCALES);
export const reminderType = pgEnum('reminder_type', REMINDER_TYPES);
export const reminderFrequencyType = pgEnum('reminder_frequency_type', REMINDER_FREQUENCY_TYPES);
export const socialPlatform = pgEnum('social_platform', SOCIAL_PLATFORMS);
export const chatRole = pgEnum('chat_role', CHAT_ROLES);
