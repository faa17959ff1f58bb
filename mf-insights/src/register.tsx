import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'data-insights',
    handle: { routeName: 'SelectDataInsights' },
    lazy: () =>
      import('./features/select-insights/components/SelectDataInsightsPage').then((m) =>
        routeModule(m.SelectDataInsightsPage),
      ),
  },
  {
    path: 'data-insights/:inscriptionId',
    handle: { routeName: 'DataInsightsDetails' },
    lazy: () =>
      import('./features/insights-details/components/DataInsightsDetailsPage').then((m) =>
        routeModule(m.DataInsightsDetailsPage),
      ),
  },
  {
    path: 'data-insights/:inscriptionId/prior-questions',
    handle: { routeName: 'PriorQuestions' },
    lazy: () => import('./features/chat/components/PriorQuestionsPage').then((m) => routeModule(m.PriorQuestionsPage)),
  },
  {
    path: 'data-insights/:inscriptionId/new-question',
    handle: { routeName: 'NewQuestion' },
    lazy: () => import('./features/chat/components/NewQuestionPage').then((m) => routeModule(m.NewQuestionPage)),
  },
  {
    path: 'data-insights/:inscriptionId/questions/:chatId',
    handle: { routeName: 'QuestionResults' },
    lazy: () =>
      import('./features/chat/components/QuestionResultsPage').then((m) => routeModule(m.QuestionResultsPage)),
  },
];

export default register;
