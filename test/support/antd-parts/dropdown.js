// antd's Dropdown, from the unit tests' antd bundle (see ../antd-bundle.mjs).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module jest maps an import to */
module.exports = { __esModule: true, default: require('antd').__parts.Dropdown };
