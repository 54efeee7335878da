import { chromium } from 'playwright-core';
const base = 'http://localhost:3460';
const mail = 'http://127.0.0.1:1461';
const tab = process.argv[2] ?? 'designs';
const width = Number(process.argv[3] ?? 1440);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nb-NO' });
import fs from 'node:fs';
if (fs.existsSync('/tmp/c2/state.json')) await context.addCookies(JSON.parse(fs.readFileSync('/tmp/c2/state.json', 'utf8')));
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
let res = await page.request.get(base + '/api/auth/user');
if (res.status() !== 200) {
  const since = Date.now();
  await page.goto(base + '/login');
  await page.getByRole('form', { name: 'Logg inn' }).getByLabel('E-post').fill('demo@russekompaniet.no');
  await page.getByRole('button', { name: 'Send innloggingslenke' }).click();
  let link;
  for (let i = 0; i < 50 && !link; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const mails = await (await fetch(mail + '/api/email')).json();
    const m = mails.filter((x) => new Date(x.time).getTime() > since - 2000 && (x.html ?? '').includes('/api/auth/verify')).pop();
    if (m) link = (m.html.match(/href="([^"]*\/api\/auth\/verify[^"]*)"/) ?? [])[1]?.replace(/&amp;/g, '&').replace(/&#x3D;/gi, '=');
  }
  await page.goto(link);
  fs.writeFileSync('/tmp/c2/state.json', JSON.stringify(await context.cookies()));
}
await page.goto(`${base}/customer-dashboard?tab=${tab}`);
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/c2/${tab}-${width}.png`, fullPage: process.env.FULL !== '0' });
if (process.argv[4] === 'open') {
  await page.getByRole('button', { name: process.argv[5] }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/c2/${tab}-${width}-open.png`, fullPage: false });
}
await browser.close();
