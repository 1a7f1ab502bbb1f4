import { describe, expect, it } from 'vitest';
import { appStartScript, takeAppScripts } from '../../src/ssr/app-start-script.ts';

const page = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="modulepreload" crossorigin href="/assets/DetailPage-D4.js">
  </head><body></body>`;

describe("the server-rendered page's app start (issue 31: after the first screen has painted)", () => {
  it('takes the entry and the module preloads out of the head, and nothing else', () => {
    const taken = takeAppScripts(page);
    expect(taken?.entry).toBe('/assets/index-A1.js');
    expect(taken?.preloads).toEqual(['/assets/rolldown-runtime-B2.js', '/assets/DetailPage-D4.js']);
    expect(taken?.html).not.toContain('modulepreload');
    expect(taken?.html).not.toContain('type="module"');
    expect(taken?.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(takeAppScripts('<head></head>')).toBeNull();
  });

  it("asks for them in the page from an inline script that cannot end its element, waiting for the first screen's pictures", () => {
    const script = appStartScript('/assets/index-A1.js', ['/assets/</script>.js']);
    expect(script).toContain('"/assets/index-A1.js"');
    expect(script).not.toContain('</script>');
    expect(script).toContain("querySelectorAll('#root img')");
    // It parses as a script of its own (ES5 with JSON literals).
    expect(() => new Function(script)).not.toThrow();
  });
});
