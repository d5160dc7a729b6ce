// Must stay the first import: lazy chunks load from the sub-app's own address under qiankun.
import '@polaris/core/sub-app/public-path';
import { createSubApp } from '@polaris/core/sub-app/create-sub-app';
import { propertyApp } from './property-app';

const app = createSubApp(propertyApp);

export const { bootstrap, mount, update, unmount } = app;

void app.start();
