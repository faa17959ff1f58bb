import { PlaceholderPage } from '@inscriptions/shared/ui';

export function PriorQuestionsPage() {
  return (
    <PlaceholderPage
      routeName="PriorQuestions"
      title="Prior questions"
      description="Your past questions, grouped by category."
    />
  );
}
