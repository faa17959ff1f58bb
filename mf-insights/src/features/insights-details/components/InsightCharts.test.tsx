import { render, screen } from '@testing-library/react';
import { QueryClient } from '@inscriptions/shared/api';
import { AppProviders } from '@inscriptions/shared/ui';
import { createAppStore } from '@inscriptions/shared/store';
import { InsightCharts } from './InsightCharts';

describe('InsightCharts', () => {
  it("captions the picked item's chart with its name as written, without quoting it again", () => {
    render(
      <AppProviders store={createAppStore()} queryClient={new QueryClient()}>
        <InsightCharts writing={[]} item={{ name: '“kiln and firing” keeps coming up', points: [] }} />
      </AppProviders>,
    );
    expect(screen.getByText('“kiln and firing” keeps coming up: month to month (entries behind it)')).toBeInTheDocument();
  });
});
