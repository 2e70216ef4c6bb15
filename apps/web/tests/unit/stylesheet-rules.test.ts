import { describe, expect, it } from 'vitest';
import { namesInHtml, stylesheetRules } from '../../server/stylesheet-rules';

// The rules of a stylesheet a page keeps in its head (server/stylesheet-rules.ts): those its
// elements can use, judged by their class names and ids only.

const CSS = [
  ':root{--space:1rem}',
  'body{margin:0}',
  '.card{padding:var(--space)}',
  '.card .title,.teaser .title{font-weight:700}',
  '.menu{display:none}',
  '.menu.open{display:block}',
  '#cc-main{position:fixed}',
  '.card:hover .title{color:red}',
  'details[open] .summary-icon{rotate:90deg}',
  '.list>li:not(.hidden){display:block}',
  '.link[href$=".pdf"]::after{content:" (PDF)"}',
  '@media (min-width:900px){.card{padding:2rem}.menu{display:flex}}',
  '@supports (display:grid){.grid{display:grid}}',
  '@keyframes spin{to{rotate:1turn}}',
].join('');

const used = (html: string) => stylesheetRules(CSS).usedBy(namesInHtml(html));

describe('the rules a page uses', () => {
  it('keeps the rules every page needs: custom properties, elements, keyframes', () => {
    const text = used('<body><p>Text</p></body>');
    expect(text).toContain(':root{--space:1rem}');
    expect(text).toContain('body{margin:0}');
    expect(text).toContain('@keyframes spin{to{rotate:1turn}}');
    expect(text).not.toContain('.card');
    expect(text).not.toContain('@media');
  });

  it('keeps a rule when one of its selectors has all its names in the page', () => {
    const text = used('<article class="teaser"><h2 class="title">A</h2></article>');
    expect(text).toContain('.card .title,.teaser .title{font-weight:700}');
    expect(text).not.toContain('.card{');
    expect(text).not.toContain('.card:hover');
  });

  it('keeps the rules of states a visitor reaches without a script: hover, open, attributes', () => {
    const text = used(
      '<article class="card"><h2 class="title">A</h2><a class="link" href="/b.pdf">B</a></article>' +
        '<details><summary><span class="summary-icon"></span></summary></details>',
    );
    expect(text).toContain('.card:hover .title{color:red}');
    expect(text).toContain('details[open] .summary-icon{rotate:90deg}');
    expect(text).toContain('.link[href$=".pdf"]::after{content:" (PDF)"}');
  });

  it('leaves out what a script would have to add: a class, an element with an id', () => {
    const text = used('<nav class="menu"></nav>');
    expect(text).toContain('.menu{display:none}');
    expect(text).not.toContain('.menu.open');
    expect(text).not.toContain('#cc-main');
    expect(used('<div id="cc-main" class="menu open"></div>')).toContain('#cc-main{position:fixed}');
  });

  it('reads a CSS module name that starts with a digit, as the build escapes it', () => {
    // Turbopack writes the class `-5gzdG_total` as `.-\35 gzdG_total`.
    const sheet = stylesheetRules(
      '.-\\35 gzdG_total{color:red}.-\\35 gzdG_totals .-\\35 gzdG_grand{color:blue}.a\\:b{x:y}',
    );
    expect(sheet.usedBy(namesInHtml('<p class="card"></p>'))).toBe('.a\\:b{x:y}');
    const text = sheet.usedBy(
      namesInHtml('<div class="-5gzdG_totals"><p class="-5gzdG_grand -5gzdG_total"></p></div>'),
    );
    expect(text).toContain('.-\\35 gzdG_total{color:red}');
    expect(text).toContain('.-\\35 gzdG_totals .-\\35 gzdG_grand{color:blue}');
  });

  it('never requires the names inside :not() and the like', () => {
    expect(used('<ul class="list"><li>A</li></ul>')).toContain('.list>li:not(.hidden){display:block}');
  });

  it('keeps an at-rule around the rules it holds that the page uses, and drops it when it holds none', () => {
    expect(used('<div class="card"></div>')).toContain('@media (min-width:900px){.card{padding:2rem}}');
    expect(used('<div class="grid"></div>')).toContain('@supports (display:grid){.grid{display:grid}}');
    expect(used('<div class="card"></div>')).not.toContain('@supports');
  });

  it('reads names from class and id attributes only', () => {
    const names = namesInHtml(
      '<div class="a  b" id="c"><p data-class="d">class="e"</p></div><script>x={"className":"f"}</script>',
    );
    expect([...names].sort()).toEqual(['#c', '.a', '.b']);
  });
});
