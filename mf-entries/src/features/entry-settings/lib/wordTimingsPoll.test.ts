import { BACKGROUND_RESULT_WAIT_MS, JOB_POLL_INTERVAL_MS } from '@inscriptions/contracts';
import { wordTimingsPollInterval } from './wordTimingsPoll';

const after = (answers: number, data: unknown = null) => wordTimingsPollInterval({ state: { data, dataUpdateCount: answers } });

describe('wordTimingsPollInterval', () => {
  it('asks again each second while the timings are not there, and stops once they are', () => {
    expect(after(1)).toBe(JOB_POLL_INTERVAL_MS);
    expect(after(5, [{ word: 'bed', start: 0.2, end: 0.5 }])).toBe(false);
  });

  it('gives up after the background wait, when the alignment failed or never ran', () => {
    const answers = BACKGROUND_RESULT_WAIT_MS / JOB_POLL_INTERVAL_MS;
    expect(after(answers - 1)).toBe(JOB_POLL_INTERVAL_MS);
    expect(after(answers)).toBe(false);
  });
});
