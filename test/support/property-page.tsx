/**
 * Page tests of the property sub-app (sub-apps/property): a page rendered as the module shows it
 * (its texts, the room label the start-up sets as `{house}`, the start-up's settings in context),
 * and the Create dialog of a resource page opened once its permission check has answered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { TextMap } from '../../src/i18n/defaults';
import { setTextValue } from '../../src/i18n/intl';
import { startRuntime } from '../../src/runtime/create-runtime';
import { renderPage, type RenderedPage } from './render-page';

export interface PropertyPageOptions {
  /** The module's texts (propertyTexts). */
  texts: Record<string, TextMap>;
  path: string;
  /** The organisation's room label (default: Apartment, so a test sees it is followed). */
  houseLabel?: string;
}

export function renderPropertyPage(page: ReactElement, options: PropertyPageOptions): RenderedPage {
  const runtime = startRuntime({ bundledTexts: options.texts });
  setTextValue('house', options.houseLabel ?? 'Apartment');
  return renderPage(page, { runtime, path: options.path });
}

/** Clicks the page's Create once it may be used; the dialog it opens. */
export async function openCreateDialog(user: UserEvent) {
  const button = await screen.findByRole('button', { name: /Create/ });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
  return within(await screen.findByRole('dialog', { hidden: true }));
}
