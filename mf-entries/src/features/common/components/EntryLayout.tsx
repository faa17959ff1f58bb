import { styled } from '@inscriptions/shared/ui';

/** The row above an entry form: Back, the heading and the step or state beside it. */
export const EntryTop = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

/** An entry's fields, stacked. */
export const EntryForm = styled.form`
  display: grid;
  gap: 16px;
`;

/** Fields side by side (the day and the privacy toggle), wrapping on a narrow screen. */
export const EntryFieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
`;
