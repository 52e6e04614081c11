// The pages a browser sees instead of the station when its link cannot open it: a link already
// used, or no link at all. They say what to do, and carry nothing to act on.
const page = (title: string, text: string) =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · PassDesk</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
    </main>
  </body>
</html>
`;

export const LINK_USED_PAGE = page(
  'This PassDesk link has been used',
  'Each link PassDesk prints opens one page, once. Open the newest link PassDesk printed in its ' +
    'terminal (it prints a fresh one each time a link is used), or the display link from the ' +
    "counter's Settings.",
);

export const NO_LINK_PAGE = page(
  'Open PassDesk from its link',
  'This address needs the link PassDesk printed when it started, with its one-time code. Open ' +
    'the newest link PassDesk printed in its terminal.',
);
