import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-insights', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  SelectDataInsights: () =>
    import('./features/select-insights/components/SelectDataInsightsPage').then((m) => m.SelectDataInsightsPage),
  DataInsightsDetails: () =>
    import('./features/insights-details/components/DataInsightsDetailsPage').then((m) => m.DataInsightsDetailsPage),
  PriorQuestions: () => import('./features/chat/components/PriorQuestionsPage').then((m) => m.PriorQuestionsPage),
  NewQuestion: () => import('./features/chat/components/NewQuestionPage').then((m) => m.NewQuestionPage),
  QuestionResults: () => import('./features/chat/components/QuestionResultsPage').then((m) => m.QuestionResultsPage),
});
