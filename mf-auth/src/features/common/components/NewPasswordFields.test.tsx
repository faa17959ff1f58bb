import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { validatePassword } from '@inscriptions/shared/validation';
import { retype } from '../../../test/render';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

function Harness({ rule, onValid }: { rule?: (password: string) => string | null; onValid: (ok: boolean) => void }) {
  const state = useNewPassword(rule);
  return (
    <ThemeProvider theme={theme}>
      <NewPasswordFields label="New password" state={state} />
      <button type="button" onClick={() => onValid(state.validate())}>
        Check
      </button>
    </ThemeProvider>
  );
}

async function fill(user: UserEvent, password: string, confirm: string) {
  await retype(user, screen.getByLabelText('New password'), password);
  await retype(user, screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('NewPasswordFields', () => {
  it('renders the labelled field and "Confirm password" as new-password inputs', () => {
    render(<Harness onValid={() => undefined} />);
    for (const label of ['New password', 'Confirm password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toBeRequired();
    }
    expect(screen.getByLabelText('New password')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('name', 'confirmPassword');
  });

  it('reports an empty password and a mismatch, without a rule by default', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await fill(user, '', 'x');
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await fill(user, 'weak', 'weak');
    expect(screen.queryByText('Password cannot be empty')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(onValid.mock.calls).toEqual([[false], [true]]);
  });

  it('applies the given rule to a non-empty password', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness rule={validatePassword} onValid={onValid} />);
    await fill(user, 'weak', 'weak');
    expect(
      screen.getByText(
        'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.',
      ),
    ).toBeInTheDocument();
    await fill(user, 'Secret12!', 'Secret12!');
    expect(onValid.mock.calls).toEqual([[false], [true]]);
  });
});
