import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description.ts';

describe('sanitizeDescription', () => {
  it('keeps formatting and drops scripts with their content', () => {
    const { html, text } = sanitizeDescription(
      '<h2>About</h2><p>We <strong>bake</strong> <em>bread</em>.</p><script>alert(1)</script><ul><li>Early shifts</li></ul>',
    );
    expect(html).toBe(
      '<h2>About</h2><p>We <strong>bake</strong> <em>bread</em>.</p><ul><li>Early shifts</li></ul>',
    );
    expect(text).toBe('About\nWe bake bread.\nEarly shifts');
    expect(text).not.toContain('alert');
  });

  it('removes event handlers, styles and unknown tags', () => {
    const { html } = sanitizeDescription(
      '<p style="color:red" onclick="x()">Hi</p><img src=x onerror="alert(1)"><div class="a">Body</div><iframe src="https://evil"></iframe>',
    );
    expect(html).toBe('<p>Hi</p>Body');
    expect(html).not.toMatch(/onerror|onclick|style|iframe|img/);
  });

  it('keeps http, https and mailto links with rel nofollow noopener and strips javascript: URLs', () => {
    const { html } = sanitizeDescription(
      '<a href="https://acme.test/jobs" target="_blank" rel="opener">Jobs</a> <a href="mailto:hr@acme.test">Mail</a> <a href="javascript:alert(1)">Bad</a> <a href="JaVaScRiPt&#58;alert(1)">Worse</a> <a href="data:text/html,x">Data</a>',
    );
    expect(html).toBe(
      '<a href="https://acme.test/jobs" rel="nofollow noopener">Jobs</a> <a href="mailto:hr@acme.test" rel="nofollow noopener">Mail</a> <a rel="nofollow noopener">Bad</a> <a rel="nofollow noopener">Worse</a> <a rel="nofollow noopener">Data</a>',
    );
    expect(html.toLowerCase()).not.toContain('javascript');
  });

  it('stores text unescaped and without control characters', () => {
    const { html, text } = sanitizeDescription('<p>Salt &amp; pepper &lt;3\u0001</p>');
    expect(html).toBe('<p>Salt &amp; pepper &lt;3</p>');
    expect(text).toBe('Salt & pepper <3');
  });
});
