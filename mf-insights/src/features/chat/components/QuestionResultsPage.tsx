import { PlaceholderPage } from '@inscriptions/shared/ui';

export function QuestionResultsPage() {
  return (
    <PlaceholderPage
      routeName="QuestionResults"
      title="Answer"
      description="The answer to your question, with its sources."
    />
  );
}
