import { describe, expect, it } from 'vitest';
import { prepareShell } from './page-html';

const BUILT_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Drip Studio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/app-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/app-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('prepareShell', () => {
  const shell = prepareShell(BUILT_SHELL, (href) => (href === '/assets/app-abc.css' ? '.price{content:"$1"}\n' : ''));
  const head = shell.slice(0, shell.indexOf('</head>'));
  const body = shell.slice(shell.indexOf('<body>'));

  it('writes the stylesheet into the page, so the first paint waits for no other request', () => {
    expect(head).toContain('<style>.price{content:"$1"}</style>');
    expect(shell).not.toContain('rel="stylesheet"');
  });

  it('moves the entry script and its modulepreloads after the page, in their order', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    const root = body.indexOf('<div id="root">');
    const entry = body.indexOf('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    const react = body.indexOf('href="/assets/react-abc.js"');
    const app = body.indexOf('href="/assets/app-abc.js"');
    expect(root).toBeGreaterThanOrEqual(0);
    expect([root < entry, entry < react, react < app]).toEqual([true, true, true]);
    expect(body.trimEnd()).toMatch(/<\/body>\n<\/html>$/);
  });
});
