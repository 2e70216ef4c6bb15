import { afterAll, describe, expect, it } from 'vitest';
import { now } from '@/lib/time/now';
import { adminApi, adminToken } from '../support/admin';
import { cms } from '../support/cms';
import { decodeEntities, eventually, page } from '../support/site';

// The home page shows what is coming (the next live, upcoming events) and the latest news and
// articles, in the order editors give the home page's blocks in the CMS.

const HOMEPAGE = '/content-manager/single-types/api::homepage.homepage';

const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')));

/** The HTML of the section whose heading is `title`. */
function section(html: string, title: string): string {
  const start = html.indexOf(`>${title}</h2>`);
  expect(start, `no section "${title}"`).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

type Block = { __component: string; id: number; kind?: string; [field: string]: unknown };

async function homepageBlocks(token: string): Promise<Block[]> {
  const { status, json } = await adminApi(token, 'GET', `${HOMEPAGE}?locale=fr`);
  expect(status).toBe(200);
  return (json?.data as { blocks: Block[] }).blocks;
}

async function saveBlocks(token: string, blocks: Block[]): Promise<void> {
  const saved = await adminApi(token, 'PUT', `${HOMEPAGE}?locale=fr`, { blocks });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const published = await adminApi(token, 'POST', `${HOMEPAGE}/actions/publish?locale=fr`, { blocks });
  expect(published.status, JSON.stringify(published.json)).toBe(200);
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The entries of a section: the schools' rows, the news digest's card and titles, the other kinds' cards. */
const cardCount = (html: string, kind: string) => {
  const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
  if (kind === 'school') return count(/<li/g);
  return kind === 'news' ? count(/<article/g) + count(/<li/g) : count(/<article/g);
};

let restore: (() => Promise<void>) | undefined;
afterAll(async () => restore?.());

describe('the home page', () => {
  it('shows its sections in the CMS order: the next live, courses, events, news, articles, schools', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const titles = headings(html);
    const order = [
      'Prochain live',
      'Formations à la une',
      'Événements à venir',
      'Actualités',
      'À lire',
      'Nos écoles',
    ].map((title) => titles.indexOf(title));
    expect(
      order.every((index) => index >= 0),
      titles.join(' | '),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives the next live its time in Paris, a link to register and a calendar file', async () => {
    for (const [path, title, paris, calendar] of [
      ['/', 'Prochain live', '(heure de Paris)', '/calendar/fr/lives/'],
      ['/en', 'Next live', '(Paris time)', '/calendar/en/lives/'],
    ] as const) {
      const live = section((await page(path)).html, title);
      expect(live).toMatch(/<time dateTime="[^"]+"/i);
      expect(decodeEntities(live)).toContain(paris);
      expect(live).toContain(`href="${calendar}`);
      expect(live).toMatch(/<a href="https?:\/\/[^"]+"[^>]*target="_blank"/);
    }
  });

  it('lists upcoming events soonest first, never one that has ended', async () => {
    const { json } = await cms('/events', {
      query: { fields: ['title', 'dateEnd'], sort: ['dateStart:asc'], pagination: { limit: 100 } },
    });
    const all = json?.data as Array<{ title: string; dateEnd: string }>;
    // On the site's clock, which CLOCK_OFFSET_DAYS moves.
    const ended = all.filter((e) => Date.parse(e.dateEnd) < now().getTime()).map((e) => e.title);
    expect(ended.length, 'the demo has an event that has ended').toBeGreaterThan(0);

    const events = section((await page('/')).html, 'Événements à venir');
    const shown = [...events.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
      decodeEntities(m[1]!.replace(/<[^>]+>/g, '')),
    );
    expect(shown.length).toBeGreaterThan(1);
    for (const title of ended) expect(shown).not.toContain(title);
    const upcoming = all.filter((e) => Date.parse(e.dateEnd) >= now().getTime()).map((e) => e.title);
    expect(shown).toEqual(upcoming.slice(0, shown.length));
  });

  it('shows the 10 latest news as one card and nine dated titles, and the 5 latest articles', async () => {
    const news = section((await page('/')).html, 'Actualités');
    expect(news.match(/<article/g)).toHaveLength(1);
    expect(news.match(/<li/g)).toHaveLength(9);
    expect(news).toContain('href="/news"');
    const articles = section((await page('/')).html, 'À lire');
    expect(articles.match(/<article/g)).toHaveLength(5);
  });

  it('shows a phone the cards editors chose for it, and a computer all of them', async () => {
    const blocks = (await homepageBlocks(await adminToken())).filter((b) => b.__component === 'blocks.cards');
    const [phone, computer] = await Promise.all([page('/', { 'user-agent': PHONE }), page('/')]);
    expect(phone.html).toContain('data-device="mobile"');
    const cut = blocks.filter((b) => typeof b.phoneLimit === 'number' && b.phoneLimit < (b.limit as number));
    expect(cut.map((b) => b.kind)).toEqual(expect.arrayContaining(['course', 'school', 'article']));
    for (const block of cut) {
      const title = block.title as string;
      if (block.phoneLimit === 0) {
        // Left out on a phone, whole on a computer.
        expect(phone.html).not.toContain(`>${title}</h2>`);
        expect(cardCount(section(computer.html, title), block.kind!)).toBeGreaterThan(0);
        continue;
      }
      const onPhone = section(phone.html, title);
      const onComputer = section(computer.html, title);
      expect(cardCount(onPhone, block.kind!), title).toBe(block.phoneLimit);
      expect(cardCount(onComputer, block.kind!), title).toBeGreaterThan(block.phoneLimit as number);
    }
    // What a phone does not show is one tap away.
    expect(section(phone.html, 'Formations à la une')).toContain('href="/formations"');
    expect(section(phone.html, 'Nos écoles')).toContain('href="/ecoles"');
  });

  it("takes an editor's number of cards for phones at the next visit", async () => {
    const token = await adminToken();
    const blocks = await homepageBlocks(token);
    const schools = blocks.find((b) => b.kind === 'school')!;
    try {
      await saveBlocks(
        token,
        blocks.map((b) => (b === schools ? { ...b, phoneLimit: 1 } : b)),
      );
      await eventually(async () => {
        expect(cardCount(section((await page('/', { 'user-agent': PHONE })).html, 'Nos écoles'), 'school')).toBe(1);
      });
      expect(cardCount(section((await page('/')).html, 'Nos écoles'), 'school')).toBeGreaterThan(1);
    } finally {
      await saveBlocks(token, blocks);
    }
  });

  it('follows the order an editor gives the sections in the CMS', async () => {
    const token = await adminToken();
    const blocks = await homepageBlocks(token);
    restore = () => saveBlocks(token, blocks);
    const schools = blocks.find((b) => b.kind === 'school')!;
    await saveBlocks(token, [schools, ...blocks.filter((b) => b !== schools)]);
    await eventually(async () => {
      const titles = headings((await page('/')).html);
      expect(titles.indexOf('Nos écoles')).toBeLessThan(titles.indexOf('Prochain live'));
    });
    // The English home page keeps its own order.
    const english = headings((await page('/en')).html);
    expect(english.indexOf('Our schools')).toBeGreaterThan(english.indexOf('Next live'));
  });
});
