import { describe, expect, it } from 'vitest';
import { htmlText, linkAddress, toAllowedHtml } from './allowed-html.ts';

describe('toAllowedHtml', () => {
  it('rewrites what editors write into the allowed tags', () => {
    expect(toAllowedHtml('<div><b>Bold</b> and <i>italic</i></div><div>Next</div>')).toBe(
      '<p><strong>Bold</strong> and <em>italic</em></p><p>Next</p>',
    );
  });

  it('keeps lists, headings, quotes and safe links', () => {
    const html =
      '<h2>Role</h2><ul><li>One</li><li>Two</li></ul><ol><li>Three</li></ol><blockquote>Q</blockquote>' +
      '<p><a href="https://example.com">site</a> <a href="mailto:a@b.co">mail</a></p>';
    expect(toAllowedHtml(html)).toBe(html);
  });

  it('drops attributes, styles, scripts and unsafe links but keeps their text', () => {
    expect(
      toAllowedHtml(
        '<p style="color:red" onclick="x()"><span class="a">Hi</span><script>alert(1)</script> ' +
          '<a href="javascript:alert(1)">there</a><img src=x onerror="alert(1)"></p>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('wraps loose text at the top level in paragraphs and removes empty lines', () => {
    expect(toAllowedHtml('First line<br>same paragraph<p><br></p><ul><li>Item</li></ul>tail')).toBe(
      '<p>First line<br>same paragraph</p><ul><li>Item</li></ul><p>tail</p>',
    );
  });

  it('gives an empty string when there is no text', () => {
    expect(toAllowedHtml('')).toBe('');
    expect(toAllowedHtml('<p><br></p><div> </div>')).toBe('');
  });
});

describe('linkAddress', () => {
  it('accepts http(s) and mailto, and completes bare domains and emails', () => {
    expect(linkAddress('https://northwind.example/jobs')).toBe('https://northwind.example/jobs');
    expect(linkAddress('northwind.example')).toBe('https://northwind.example');
    expect(linkAddress('jobs@northwind.example')).toBe('mailto:jobs@northwind.example');
  });

  it('refuses other schemes and text that is no address', () => {
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('not a link')).toBeNull();
    expect(linkAddress('')).toBeNull();
  });
});

describe('htmlText', () => {
  it('reads the words of a description', () => {
    expect(htmlText('<p><strong>Hello</strong> world</p>')).toBe('Hello world');
    expect(htmlText('')).toBe('');
  });
});
