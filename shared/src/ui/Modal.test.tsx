import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';
import { theme } from './theme';

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <button type="button">opener</button>
      <Modal open type="delete" title="Delete This Entry?" onClose={onClose} onConfirm={onConfirm} {...props} />
    </ThemeProvider>,
  );
  return { onClose, onConfirm };
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', () => {
    renderModal({ description: "Once this entry has been deleted, it can't be undone." });
    const dialog = screen.getByRole('dialog', { name: 'Delete This Entry?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription("Once this entry has been deleted, it can't be undone.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and on a click outside, not on a click inside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('traps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    const buttons = screen.getAllByRole('button').filter((b) => screen.getByRole('dialog').contains(b));
    const last = buttons[buttons.length - 1]!;
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('add type keeps Confirm disabled while the input is empty and passes the text', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderModal({
      type: 'add',
      title: 'New category',
      inputLabel: 'Category name',
      confirmLabel: 'Confirm',
    });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Category name'), ' Ideas ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Ideas');
  });
});
