import type { Actor } from '../actor';
import { InputError, NotFoundError } from '../errors';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { createReminder, deleteReminder, listReminders, updateReminder } from './service';

describe.each(BACKENDS)('reminders service with an actor (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
  });
  afterAll(async () => {
    await env.close();
  });

  it("another user's actor cannot see, change or delete a reminder; rules are typed errors", async () => {
    const reminder = await createReminder(a, {});
    expect(reminder).toMatchObject({ reminderTime: '09:30', reminderFrequencyType: 'DAILY', reminderFrequency: 1, isActive: true });

    expect(await listReminders(b)).toEqual([]);
    await expect(updateReminder(b, { id: reminder.id, isActive: false })).rejects.toThrow(new NotFoundError('Reminder not found'));
    await expect(deleteReminder(b, reminder.id)).rejects.toThrow(NotFoundError);
    await expect(createReminder(b, { userId: a.userId })).rejects.toThrow(InputError);

    expect(await listReminders(a)).toEqual([reminder]);
    await expect(updateReminder(a, { id: reminder.id, reminderFrequencyType: 'WEEKLY' })).rejects.toThrow(
      new InputError('"reminderWeekDays" must select at least one weekday for a WEEKLY reminder.'),
    );
    expect(await deleteReminder(a, reminder.id)).toEqual(reminder);
    expect(await listReminders(a)).toEqual([]);
  });
});
