import { useState } from 'react';
import {
  FAILED_TO_UPDATE_USER,
  queryKeys,
  updateUserTimezone,
  useCurrentUser,
  useDeviceTimezone,
  useQueryClient,
} from '@inscriptions/shared/api';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Modal } from './Modal';

export const TIMEZONE_MISMATCH_TITLE = 'Update your timezone?';

const keptValue = (device: string, profile: string) => `${device}|${profile}`;

function readKept(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.timezoneKept);
  } catch {
    return null;
  }
}

/** Stores the kept pair; when storage is unavailable, keeping lasts for this page only. */
function rememberKept(value: string): string {
  try {
    window.localStorage.setItem(STORAGE_KEYS.timezoneKept, value);
  } catch {
    // Nothing to do: the state still holds it.
  }
  return value;
}

/**
 * Warns a traveller whose device timezone differs from the profile's (spec section 4): update the
 * profile to the device's timezone, or keep it. "Keep" (also Escape or a click outside) is
 * remembered on this device for this pair of timezones, so it asks again only when either changes.
 * Mounted once, in the shell's app layout.
 */
export function TimezoneMismatchModal() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const device = useDeviceTimezone();
  const [kept, setKept] = useState(readKept);
  const [busy, setBusy] = useState(false);
  const profile = user?.timezone ?? '';
  const open = Boolean(profile) && profile !== device && kept !== keptValue(device, profile);

  const keep = () => setKept(rememberKept(keptValue(device, profile)));

  const update = async () => {
    setBusy(true);
    try {
      const saved = await updateUserTimezone(device);
      queryClient.setQueryData(queryKeys.user.current(), saved);
    } catch {
      dispatch(showError(FAILED_TO_UPDATE_USER));
      keep();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      type="confirm"
      title={TIMEZONE_MISMATCH_TITLE}
      description={`This device is set to ${device}, your profile to ${profile}. Your reminders follow your profile's timezone.`}
      confirmLabel={`Use ${device}`}
      cancelLabel={`Keep ${profile}`}
      busy={busy}
      onClose={keep}
      onConfirm={() => void update()}
    />
  );
}
