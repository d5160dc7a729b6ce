/** Browser helpers for the signed-in shell: menu clicks and the visible tab panel. */
import type { Page } from 'puppeteer';

/**
 * Clicks menu items by their visible title, in order (directories first, then the leaf). A
 * directory already open (the current page's, say) is left open, as a user would.
 */
export async function clickMenu(page: Page, ...titles: string[]): Promise<void> {
  for (const [index, title] of titles.entries()) {
    const selector = `::-p-xpath(//nav//*[(@role="menuitem") and normalize-space(.)="${title}"])`;
    const item = await page.waitForSelector(selector, { visible: true });
    const directory = index < titles.length - 1;
    if (
      directory &&
      (await item!.evaluate((node) => node.getAttribute('aria-expanded'))) === 'true'
    ) {
      await item!.dispose();
      continue;
    }
    await item!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Sub-menus animate open inside a clipping box: wait until no sub-menu is animating, the
    // item has stopped moving (the same box on consecutive frames) and is what a click at its
    // centre would hit, as a user would. A click during the animation can land on a neighbour;
    // on a busy machine the animation may start frames after the menu shows its items, so a
    // still item alone does not prove it will stay.
    await page.waitForFunction(
      (element: Element) => {
        if (document.querySelector('nav [class*="-motion-collapse"]')) return false;
        const box = element.getBoundingClientRect();
        const now = `${box.x},${box.y},${box.width},${box.height}`;
        const still = (element as HTMLElement).dataset.e2eBox === now;
        (element as HTMLElement).dataset.e2eBox = now;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return still && box.height > 0 && hit !== null && element.contains(hit);
      },
      { polling: 'raf' },
      item!,
    );
    await item!.click();
    await item!.dispose();
  }
}

export async function waitForPanelText(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      (expected: string) =>
        (
          document.querySelector('[role="tabpanel"]:not([hidden])') as HTMLElement | null
        )?.innerText.includes(expected),
      {},
      text,
    );
  } catch (error) {
    // say what the user saw instead: a timeout alone does not tell what went wrong
    const shown = await page
      .$eval('[role="tabpanel"]:not([hidden])', (panel) => (panel as HTMLElement).innerText)
      .catch(() => '(no visible tab panel)');
    throw new Error(`"${text}" did not show; the tab showed: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

/** Presses the shown page's "Back to home" and waits for the workplace. */
export async function goBackHome(page: Page): Promise<void> {
  await page
    .locator(
      '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Back to home"])',
    )
    .click();
  await page.waitForFunction(() => window.location.pathname === '/workplace');
}

/** Texts of the notifications currently shown (antd, bottom right). */
export async function notificationTexts(page: Page): Promise<string[]> {
  return page.$$eval('.ant-notification-notice', (nodes) =>
    nodes.map((node) => (node as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  );
}

export async function waitForNotification(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) =>
      Array.from(document.querySelectorAll('.ant-notification-notice')).some((node) =>
        (node as HTMLElement).innerText.includes(expected),
      ),
    {},
    text,
  );
}

/** Opens Personal Centre's form (the page must show) and types a phone number: unsaved input. */
export async function typeUnsavedPhone(page: Page, phone: string): Promise<void> {
  await page.locator('::-p-xpath(//button[normalize-space(.)="Edit"])').click();
  const input = await page.waitForSelector('input#phone');
  await input!.click({ clickCount: 3 });
  await input!.type(phone);
}

export function phoneInputValue(page: Page): Promise<string> {
  return page.$eval('input#phone', (input) => (input as HTMLInputElement).value);
}

/** antd dialogs animate out and their mask catches clicks until then. */
export async function waitForDialogsClosed(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.ant-modal-wrap')).every(
      (wrap) => getComputedStyle(wrap).display === 'none',
    ),
  );
}

/**
 * Opens the user menu (the avatar), then a sub-menu by the start of its title, and chooses an
 * entry there by its text (a language by its name after the flag): e.g.
 * `chooseFromUserMenu(page, 'Language', 'Deutsch')`, `chooseFromUserMenu(page, null, 'Sign out')`.
 */
export async function chooseFromUserMenu(
  page: Page,
  submenu: string | null,
  entry: string,
): Promise<void> {
  await page.locator('.polaris-header-account').click();
  if (submenu) {
    await page
      .locator(
        `::-p-xpath(//*[contains(@class, "submenu-title") and starts-with(normalize-space(.), "${submenu}")])`,
      )
      .click();
  }
  await page
    .locator(
      `::-p-xpath(//li[@role="menuitem" and (normalize-space(.)="${entry}" or contains(normalize-space(.), " ${entry}"))])`,
    )
    .click();
}

/**
 * Clicks `button` in the newest dialog once that dialog shows and has stopped moving: antd
 * dialogs zoom in, and on a busy machine the zoom may start frames after the dialog shows, so a
 * click can miss. The dialog may also not be there yet when this is called (right after the click
 * that opens it), so the wait is for a shown dialog holding the button with no dialog animating
 * for several frames in a row, and for the button to be ready (not disabled, not loading: after a
 * refused answer the dialog may show why before its button is free again) and reachable: a
 * request's notice shows bottom right (spec section 8) for 2.5 s, over where a dialog's buttons
 * sit in a small window, and a click there lands on the notice (as a user's would: they wait for
 * it to go), and keeps it open (a hovered notice stays). Answered dialogs stay in the DOM (hidden): the newest one is the last.
 */
export async function answerDialog(page: Page, button: string): Promise<void> {
  await page.waitForFunction(
    (text: string) => {
      const key = '__polarisDialogStillFrames';
      const counter = window as unknown as Record<string, number>;
      // a notice sliding in is not over the button yet, but will be when the click lands
      const animating = document.querySelector(
        '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="-fade"], ' +
          '.ant-notification [class*="-appear"], .ant-notification [class*="-enter"], ' +
          '.ant-notification [class*="-leave"]',
      );
      const reachable = (candidate: HTMLElement) => {
        const box = candidate.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
          candidate.scrollIntoView({ block: 'center' }); // a tall dialog's footer, below the fold
          return false;
        }
        const top = document.elementFromPoint(x, y);
        return top !== null && candidate.contains(top);
      };
      const wraps = Array.from(document.querySelectorAll('.ant-modal-wrap')).filter(
        (wrap) => getComputedStyle(wrap).display !== 'none',
      );
      const candidates = wraps.flatMap((wrap) =>
        Array.from(wrap.querySelectorAll('button')).filter(
          (candidate) => candidate.textContent?.trim() === text,
        ),
      );
      const last = candidates[candidates.length - 1];
      const ready =
        last !== undefined &&
        // a button still busy with the last answer ignores a click
        !last.disabled &&
        !last.classList.contains('ant-btn-loading') &&
        reachable(last);
      counter[key] = !animating && ready ? (counter[key] ?? 0) + 1 : 0;
      if (counter[key] < 3) return false;
      delete counter[key];
      return true;
    },
    { polling: 'raf' },
    button,
  );
  await page.locator(`::-p-xpath((//button[normalize-space(.)="${button}"])[last()])`).click();
}

/**
 * Replaces what an input of the open dialog holds, as a user does: select it all (a triple click
 * selects one word of a Chinese text with a slash), type over it.
 */
export async function retypeInDialog(page: Page, selector: string, text: string): Promise<void> {
  const input = await page.waitForSelector(`.ant-modal-content ${selector}`);
  await input!.click();
  await input!.evaluate((element) => (element as HTMLInputElement).select());
  await input!.type(text);
}
