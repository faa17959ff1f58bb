import { expect, navigateInApp, seedAccount, test } from './support';

interface SingletonReport {
  area: string;
  React: unknown;
  queryClient: unknown;
  store: unknown;
  theme: unknown;
}

declare global {
  interface Window {
    __INSCRIPTIONS_SINGLETONS__?: SingletonReport[];
    __FEDERATION__?: { __INSTANCES__: Array<{ name: string; constructor: unknown }> };
  }
}

test('shell and every remote share one React 19, one QueryClient, one store, one theme and one federation runtime', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  const i = account.inscriptionId;
  const pages: Array<[string, string]> = [
    ['/inscriptions', 'SelectInscription'],
    [`/inscriptions/${i}/entries`, 'SelectEntry'],
    ['/data-insights', 'SelectDataInsights'],
    ['/profile', 'Profile'],
    ['/tasks', 'SelectTaskInscription'],
    ['/auth/onboarding/welcome', 'OnboardingWelcome'],
  ];
  await page.goto(pages[0]![0]);
  for (const [path, routeName] of pages) {
    await navigateInApp(page, path);
    await expect(page.getByTestId(`page-${routeName}`)).toBeVisible();
  }

  const verdict = await page.evaluate(() => {
    const reports = window.__INSCRIPTIONS_SINGLETONS__ ?? [];
    const first = reports[0];
    const differing = (key: 'React' | 'queryClient' | 'store' | 'theme') =>
      reports.filter((report) => !first || report[key] !== first[key] || !report[key]).map((r) => r.area);
    return {
      areas: [...new Set(reports.map((report) => report.area))].sort(),
      // What each area renders with, read from the React it was handed at run time.
      reactVersions: [...new Set(reports.map((report) => (report.React as { version?: string } | null)?.version))],
      React: differing('React'),
      queryClient: differing('queryClient'),
      store: differing('store'),
      theme: differing('theme'),
      // Each container's federation instance is built by a runtime core; a remote carrying its own
      // copy would build it with a class of its own.
      runtimes: new Set((window.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.constructor)).size,
      instances: (window.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name).sort(),
    };
  });

  expect(verdict.areas).toEqual(
    ['mf-auth', 'mf-entries', 'mf-insights', 'mf-inscriptions', 'mf-profile', 'mf-tasks-resources', 'shell'].sort(),
  );
  expect(verdict.React).toEqual([]);
  expect(verdict.reactVersions).toHaveLength(1);
  expect(verdict.reactVersions[0]).toMatch(/^19\./);
  expect(verdict.queryClient).toEqual([]);
  expect(verdict.store).toEqual([]);
  expect(verdict.theme).toEqual([]);
  expect(verdict.instances).toEqual(expect.arrayContaining(['shell', 'mf_entries', 'mf_profile']));
  expect(verdict.runtimes).toBe(1);
});
