// `pnpm bench failover` (scripts/run.mjs): faults.spec.ts alone, with FAULTS_BENCH=on (longer load, a
// minute without SMTP, figures printed), on its own topology: none of the suite's servers are started.
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

export default defineConfig({
  ...suite,
  testMatch: 'faults.spec.ts',
  webServer: undefined,
  workers: 1,
  retries: 0,
});
