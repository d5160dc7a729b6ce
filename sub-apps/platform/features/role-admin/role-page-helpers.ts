/** What the role pages' tests look for: a row by its text, a button once permitted, the dialog. */
import { screen, waitFor, within } from '@testing-library/react';

export type Scope = ReturnType<typeof within>;

export const rowOf = async (text: string): Promise<Scope> =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

/** A button once its permission is answered (pending, it shows disabled). */
export const enabledButton = async (scope: Scope, name: string | RegExp) =>
  waitFor(() => {
    const button = scope.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

/** A dropdown's menu item once its permission is answered (pending, it shows disabled). */
export const enabledMenuItem = async (name: string | RegExp) =>
  waitFor(() => {
    const item = screen.getByRole('menuitem', { name });
    expect(item.getAttribute('aria-disabled')).toBe('false');
    return item;
  });

export const dialog = async (): Promise<Scope> =>
  within(await screen.findByRole('dialog', { hidden: true }));
