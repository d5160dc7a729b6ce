import { defineAppConfig } from '../.umirc';

// `library`: the container's qiankun lifecycles, for a foreign host that mounts the whole shell
export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/',
  title: 'Polaris',
  library: 'polaris-container',
});
