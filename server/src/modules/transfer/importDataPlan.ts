import { and, inArray } from 'drizzle-orm';
import { TRANSFER_DATA_FILES, TRANSFER_ZIP_CSV_NAME } from '@inscriptions/contracts';
import { timelineEntries } from '../../db/schema';
import type { Actor } from '../actor';
import type { ArchiveData } from './archive';
import { Keys, chunks, ownedIds, type Kind } from './importIds';
import type { ErrorReport } from './parse';

/*
 * The archive's JSON kinds with their ids resolved (the archive's ids are keys, as the CSV's are) and
 * every reference checked; an unknown reference is an error, so nothing is written.
 */

type Data = Omit<ArchiveData, 'profile'>;
export interface DataPlan {
  data: ArchiveData;
  keys: Record<'social' | 'reminder' | 'chatCategory' | 'chat' | 'chatMessage' | 'timeline', Keys>;
  /** The stored id of an archive inscription or entry id (the CSV's keys), or undefined. */
  inscriptionId(key: string): string | undefined;
  entryId(key: string): string | undefined;
  /** Timeline summary key → the stored id to write it to. */
  timelineIds: Map<string, string>;
}

/** An entry id inside a stored list (a chat's sources, an insight's evidence): the imported entry's, or as it was. */
export const relinked = (plan: DataPlan, id: string): string => plan.entryId(id) ?? id;

export async function planData(
  actor: Actor,
  data: ArchiveData,
  refs: { inscription: Keys; question: Keys; entry: Keys },
  report: ErrorReport,
): Promise<DataPlan> {
  const kinds: [Exclude<keyof DataPlan['keys'], never>, { id: string }[]][] = [
    ['social', data.socials],
    ['reminder', data.reminders],
    ['chatCategory', data.chatCategories],
    ['chat', data.chats],
    ['chatMessage', data.chats.flatMap((c) => c.messages)],
    ['timeline', data.timeline],
  ];
  const fileOf: Record<(typeof kinds)[number][0], string> = {
    social: TRANSFER_DATA_FILES.socials,
    reminder: TRANSFER_DATA_FILES.reminders,
    chatCategory: TRANSFER_DATA_FILES.chatCategories,
    chat: TRANSFER_DATA_FILES.chats,
    chatMessage: TRANSFER_DATA_FILES.chats,
    timeline: TRANSFER_DATA_FILES.timeline,
  };
  const keys = {} as DataPlan['keys'];
  for (const [kind, items] of kinds) {
    keys[kind] = new Keys(
      actor,
      kind as Kind,
      await ownedIds(
        actor,
        kind as Kind,
        items.map((i) => i.id),
      ),
    );
    for (const item of items) {
      if (keys[kind].has(item.id)) report.add(0, `${kind} "${item.id}" appears more than once.`, fileOf[kind]);
      else keys[kind].define(item.id);
    }
  }
  const inscriptionId = (key: string) => refs.inscription.resolve(key);
  const entryId = (key: string) => refs.entry.resolve(key);
  const needInscription = (file: string, what: string, key: string) => {
    if (!inscriptionId(key))
      report.add(0, `${what}: unknown inscription "${key}": it is neither in the archive nor one of yours.`, file);
  };
  for (const i of data.inscriptions) {
    if (!refs.inscription.has(i.id))
      report.add(
        0,
        `inscription "${i.id}" is not in the archive's ${TRANSFER_ZIP_CSV_NAME}.`,
        TRANSFER_DATA_FILES.inscriptions,
      );
  }
  for (const q of data.questions) {
    if (!refs.question.has(q.id))
      report.add(
        0,
        `question "${q.id}" is not in the archive's ${TRANSFER_ZIP_CSV_NAME}.`,
        TRANSFER_DATA_FILES.questions,
      );
  }
  for (const w of data.wordTimings) {
    if (!refs.entry.has(w.entryId))
      report.add(
        0,
        `word timings of unknown entry "${w.entryId}": it is not in the archive's ${TRANSFER_ZIP_CSV_NAME}.`,
        TRANSFER_DATA_FILES.wordTimings,
      );
  }
  for (const c of data.chatCategories)
    needInscription(TRANSFER_DATA_FILES.chatCategories, `chat category "${c.id}"`, c.inscriptionId);
  for (const c of data.chats) {
    needInscription(TRANSFER_DATA_FILES.chats, `chat "${c.id}"`, c.inscriptionId);
    if (c.categoryId !== null && !keys.chatCategory.resolve(c.categoryId))
      report.add(0, `chat "${c.id}": unknown chat category "${c.categoryId}".`, TRANSFER_DATA_FILES.chats);
  }
  const insightsSeen = new Set<string>();
  for (const i of data.insights) {
    needInscription(TRANSFER_DATA_FILES.insights, `insight of "${i.inscriptionId}"`, i.inscriptionId);
    if (insightsSeen.has(i.inscriptionId))
      report.add(0, `inscription "${i.inscriptionId}" has more than one insight.`, TRANSFER_DATA_FILES.insights);
    insightsSeen.add(i.inscriptionId);
    const periods = new Set(i.history.map((h) => h.period));
    if (periods.size !== i.history.length)
      report.add(
        0,
        `the history of inscription "${i.inscriptionId}" has a month more than once.`,
        TRANSFER_DATA_FILES.insights,
      );
  }
  const periods = new Set<string>();
  for (const t of data.timeline) {
    needInscription(TRANSFER_DATA_FILES.timeline, `timeline summary "${t.id}"`, t.inscriptionId);
    const period = `${t.inscriptionId}/${t.periodKey}`;
    if (t.periodKey && periods.has(period))
      report.add(
        0,
        `inscription "${t.inscriptionId}" has more than one summary of ${t.periodKey}.`,
        TRANSFER_DATA_FILES.timeline,
      );
    periods.add(period);
  }
  const plan: DataPlan = { data, keys, inscriptionId, entryId, timelineIds: new Map() };
  if (report.count) return plan;
  plan.timelineIds = await timelineTargets(actor, data.timeline, plan);
  return plan;
}

/**
 * A generated summary is one per period: when the account already has the archive's period under
 * another id, the archive's summary lands on that row instead of colliding with it.
 */
async function timelineTargets(actor: Actor, timeline: Data['timeline'], plan: DataPlan): Promise<Map<string, string>> {
  const ids = new Map(timeline.map((t) => [t.id, plan.keys.timeline.resolve(t.id)!]));
  const withPeriod = timeline.filter((t) => t.periodKey);
  for (const part of chunks(withPeriod)) {
    const existing = await actor.db
      .select({
        id: timelineEntries.id,
        inscriptionId: timelineEntries.inscriptionId,
        periodKey: timelineEntries.periodKey,
      })
      .from(timelineEntries)
      .where(
        and(
          inArray(timelineEntries.inscriptionId, [...new Set(part.map((t) => plan.inscriptionId(t.inscriptionId)!))]),
          inArray(
            timelineEntries.periodKey,
            part.map((t) => t.periodKey!),
          ),
        ),
      );
    const byPeriod = new Map(existing.map((e) => [`${e.inscriptionId}/${e.periodKey}`, e.id]));
    for (const t of part) {
      const id = byPeriod.get(`${plan.inscriptionId(t.inscriptionId)}/${t.periodKey}`);
      if (id) ids.set(t.id, id);
    }
  }
  return ids;
}
