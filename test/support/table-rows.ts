/**
 * Finding a list page's row and its actions in a page test: the row holding a text, and one of
 * its action buttons (or menu items) once the permission batch has answered (pending, they show
 * disabled).
 */
import { screen, waitFor, within } from '@testing-library/react';

export const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

export const actionOf = async (text: string, name: string) => {
  const row = await rowOf(text);
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

/**
 * A page's own button (Create, Export…) once the permission batch has answered: clicked while
 * pending, it is disabled and the click does nothing, which a quiet machine reaches first.
 */
export const enabledPageButton = (name: string | RegExp) =>
  waitFor(() => {
    const button = screen.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
