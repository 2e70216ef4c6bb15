import { chromium } from 'playwright-core';
// Screenshot the part of a page between y and y+h.
const [url, out, w, h, y = '0'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, locale: process.env.LOCALE ?? 'fr-FR' });
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate((top) => window.scrollTo(0, top), Number(y));
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
