import { defineAppConfig } from '../.umirc';

export default defineAppConfig({ appDir: __dirname, publicPath: '/', title: 'Polaris' });
