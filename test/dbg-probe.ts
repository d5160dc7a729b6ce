import puppeteer, { type Page } from 'puppeteer';
const base = 'http://localhost:8000';
async function signIn(page: Page, user = 'alice', pass = 'Alice@1234') {
  await page.waitForSelector('input[name=username]');
  await page.type('input[name=username]', user);
  await page.type('input[name=password]', pass);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
}
(async () => {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.on('dialog', async (d) => { console.log('DIALOG!', d.message()); await d.dismiss(); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warn') console.log('console', m.type(), m.text().slice(0, 200)); });
  // signed out → /link/javascript
  await page.goto(`${base}/link/javascript%3Aparent.__x%3D1%3Balert(document.cookie)`);
  await signIn(page);
  await page.waitForSelector('[role="tab"][aria-selected="true"]');
  await new Promise((r) => setTimeout(r, 1500));
  console.log('1 url', page.url(), '__x', await page.evaluate(() => (window as any).__x));
  console.log('1 text', (await page.evaluate(() => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent)));
  await page.goto(`${base}/link/https%3A%2F%2Fevil.example%2Fphish`);
  await page.waitForSelector('[role="tab"][aria-selected="true"]');
  await new Promise((r) => setTimeout(r, 1500));
  console.log('2 text', (await page.evaluate(() => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent)), 'iframes', await page.$$eval('iframe', (f) => f.map((x) => x.src)));
  await page.goto(`${base}//evil.example/y`);
  await page.waitForSelector('[role="tab"][aria-selected="true"]');
  await new Promise((r) => setTimeout(r, 1000));
  console.log('3 url', page.url(), await page.$$eval('[role=tab]', (t) => t.map((x) => x.textContent)));
  // click workplace tab and back
  const tabs = await page.$$('[role=tab]');
  await tabs[0].click(); await new Promise((r) => setTimeout(r, 500));
  const tabs2 = await page.$$('[role=tab]');
  await tabs2[tabs2.length - 1].click(); await new Promise((r) => setTimeout(r, 1000));
  console.log('3b url', page.url());
  await page.reload(); await page.waitForSelector('[role="tab"][aria-selected="true"]'); await new Promise((r) => setTimeout(r, 1500));
  console.log('reload url', page.url(), '__x', await page.evaluate(() => (window as any).__x));
  await ctx.close();
  const ctx2 = await browser.createBrowserContext();
  const p2 = await ctx2.newPage();
  await p2.goto(`${base}//evil.example/x`);
  await signIn(p2);
  await p2.waitForSelector('[role="tab"][aria-selected="true"]');
  console.log('4 url', p2.url());
  await browser.close();
})();
