// Must stay the first import: lazy chunks load from the sub-app's own address under qiankun.
import '@polaris/core/sub-app/public-path';
import { createSubApp } from '@polaris/core/sub-app/create-sub-app';
import { filesApp } from './files-app';

const app = createSubApp(filesApp);

export const { bootstrap, mount, update, unmount } = app;

void app.start();
