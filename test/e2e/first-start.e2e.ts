/**
 * `npm start` serves the shell before every sub-app is built (mock/cli/shell-first.ts): a page
 * of a sub-app still building says so, and opens by itself once the build is there; a failed
 * build says where the reason is.
 */
import { readFileSync } from 'fs';
import type { PendingModules } from '../../mock/cli/serve-apps';
import { findApp, readBuiltModule } from '../../mock/cli/workspace';
import type { PendingModule } from '../../mock/server/context';
import type { RunningGateway } from '../../mock/server/gateway';
import { useBrowser } from '../support/browser';
import { openSignedIn } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';
import { serveAppsForTests } from '../support/test-gateway-start';

const browser = useBrowser();
let gateway: RunningGateway;
const platform = { status: 'building' as PendingModule['status'] | undefined };

beforeAll(async () => {
  const built = readBuiltModule(findApp('platform'))!;
  const manifest = JSON.parse(readFileSync(built.manifestFile, 'utf8')) as PendingModule;
  const pending: PendingModules = {
    modules: [
      {
        ...built,
        state: () =>
          platform.status && {
            status: platform.status,
            registerRegex: manifest.registerRegex,
            priority: manifest.priority,
            promptKeys: manifest.promptKeys,
          },
      },
    ],
  };
  gateway = await serveAppsForTests({ pending });
});
afterAll(() => gateway.close());

describe('a sub-app still being built when the shell is served', () => {
  it('says so on its pages and opens them by itself once built', async () => {
    platform.status = 'building';
    const { context, page } = await openSignedIn(browser(), gateway.url, 'alice');
    try {
      await clickMenu(page, 'Personal', 'Personal Centre');
      await waitForPanelText(page, 'still being built on this machine');
      platform.status = undefined; // the build is done
      await waitForPanelText(page, 'Alice Chen');
    } finally {
      await context.close();
    }
  });

  it('says where the reason is when its build failed', async () => {
    platform.status = 'failed';
    const { context, page } = await openSignedIn(browser(), gateway.url, 'alice');
    try {
      await clickMenu(page, 'Personal', 'Personal Centre');
      await waitForPanelText(page, 'the terminal running npm start says why');
    } finally {
      await context.close();
    }
  });
});
