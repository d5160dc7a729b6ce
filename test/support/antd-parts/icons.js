// @ant-design/icons, from the unit tests' antd bundle (see ../antd-bundle.mjs).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module jest maps an import to */
module.exports = require('antd').__icons;
