import { PlaceholderPage } from '@inscriptions/shared/ui';

export function NewQuestionPage() {
  return (
    <PlaceholderPage
      routeName="NewQuestion"
      title="Ask a question"
      description="Ask about this Inscription; answers cite your entries."
    />
  );
}
