import { describeRegister } from '@inscriptions/shared/testing';
import { SelectEntryPage } from './features/select-entry/components/SelectEntryPage';
import register from './register';

describeRegister('mf-entries', register);

it("carries the entry list page's prefetch on its route, for the shell and the server to start its reads", async () => {
  const route = register().find((r) => r.handle.routeName === 'SelectEntry');
  const page = await route?.lazy();
  expect(page?.prefetch).toBeDefined();
  expect(page?.prefetch).toBe(SelectEntryPage.prefetch);
});
