import { chromium } from 'playwright-core';
const [url, out, w = 1440, h = 900] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, locale: process.env.LOCALE ?? 'fr-FR' });
const response = await page.goto(url, { waitUntil: 'networkidle' });
console.log(response.status(), await page.getAttribute('html', 'lang'), (await page.locator('h1').allTextContents()).join(' | '));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
