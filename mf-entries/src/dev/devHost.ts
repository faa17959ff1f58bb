import { startDevHost as start } from '@inscriptions/shared/dev';
import register from '../register';

/** Standalone development host: same providers as the shell, only this remote's routes. */
export function startDevHost(): void {
  start({
    area: 'mf-entries',
    register,
    sampleParams: {
      inscriptionId: 'sample',
      entryId: 'sample',
      chatId: 'sample',
      taskId: 'sample',
    },
  });
}
