import { useState } from 'react';
import { TextInput } from '@inscriptions/shared/ui';
import { PASSWORD_EMPTY, passwordsMatch } from '@inscriptions/shared/validation';

export interface NewPasswordErrors {
  password: string | null;
  confirm: string | null;
}

export interface NewPassword {
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  setPassword: (value: string) => void;
  setConfirm: (value: string) => void;
  /** Shows the errors of both fields; true when there are none. */
  validate: () => boolean;
}

/**
 * State and validation of a new password and its confirmation (sign-up and reset). `rule` checks a
 * non-empty password: the reset page applies the password rule, sign-up leaves it to the server.
 */
export function useNewPassword(rule: (password: string) => string | null = () => null): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({ password: null, confirm: null });

  function validate(): boolean {
    const found = {
      password: password === '' ? PASSWORD_EMPTY : rule(password),
      confirm: passwordsMatch(password, confirm),
    };
    setErrors(found);
    return !found.password && !found.confirm;
  }

  return { password, confirm, errors, setPassword, setConfirm, validate };
}

/** The password field (labelled `label`) and 'Confirm password' bound to `useNewPassword`. */
export function NewPasswordFields({ label, state }: { label: string; state: NewPassword }) {
  const fields = [
    { label, name: 'password', value: state.password, error: state.errors.password, set: state.setPassword },
    {
      label: 'Confirm password',
      name: 'confirmPassword',
      value: state.confirm,
      error: state.errors.confirm,
      set: state.setConfirm,
    },
  ];
  return fields.map((field) => (
    <TextInput
      key={field.name}
      label={field.label}
      name={field.name}
      type="password"
      autoComplete="new-password"
      required
      value={field.value}
      error={field.error}
      onChange={(e) => field.set(e.target.value)}
    />
  ));
}
