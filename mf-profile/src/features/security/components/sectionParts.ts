import { styled } from '@inscriptions/shared/ui';

/** The pieces every Account security section is made of. */
export const SectionTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

export const SectionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 420px;
  margin-top: 12px;
`;

/** What a form's submission came to: a refusal reads in the danger colour, as the other forms' errors do. */
export const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.text : theme.colors.danger)};
`;
