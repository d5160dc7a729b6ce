// Browsers cannot be downloaded here: puppeteer drives Debian's chromium (see test/support/chromium.ts).
module.exports = { skipDownload: true };
