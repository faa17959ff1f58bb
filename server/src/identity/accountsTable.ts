/** The `accounts` table of the main schema (identity tables reference it). */
export { accounts } from '../db/schema';
