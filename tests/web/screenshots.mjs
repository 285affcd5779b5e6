// The README's picture of a game with phones (not a test): the app hosts a Sabokbaz game in
// Persian with seats 2-4 on phones, three headless Chromium phones join and play a few moves,
// then one phone's page and the shared screen are put side by side in
// docs/screenshots/devices-fa.png. Usage (after a build and `npm ci` here):
//   MIZBAZI_APP=../../build/src/mizbazi node screenshots.mjs [OUT.png]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CODE, join, lastView, launchBrowser, newPhone, playTurn, scratch, startHost, until } from './host.mjs';

const out = process.argv[2] || new URL('../../docs/screenshots/devices-fa.png', import.meta.url).pathname;
const dir = scratch();
const shared = path.join(dir, 'shared.png');
const browser = await launchBrowser();
const host = await startHost(dir, ['--new', 'sabokbaz', '--players', '4', '--all-computers', '--level', 'easy',
  '--seed', '7', '--device-seats', '2,3,4', '--listen', '127.0.0.1:0', '--join-code', CODE,
  '--screenshot', shared, '--screenshot-delay', '30000']);
const exited = new Promise((r) => host.process.once('exit', r));
const phones = [];
const names = { 2: 'سارا', 3: 'رضا', 4: 'مریم' };
for (const seat of [2, 3, 4]) {
  const phone = await newPhone(browser, seat);
  await join(phone, host.address, CODE, names[seat]);
  phones.push(phone);
}
let moves = 0;
await until('a few moves', async () => {
  for (const p of phones) {
    const v = lastView(p);
    if (v && v.yourTurn && v.moves.length) { await playTurn(p); ++moves; break; }
  }
  return moves >= 6;
}, 60000);
// The next phone to play, with a card chosen: its moves are on the page.
const next = await until('a phone to play', () => phones.find((p) => lastView(p).yourTurn));
await next.page.locator('.card.playable').first().tap();
await next.page.waitForTimeout(500);
const phoneShot = await next.page.screenshot();
await exited;
const img = (bytes) => 'data:image/png;base64,' + Buffer.from(bytes).toString('base64');
const page = await browser.newPage({ viewport: { width: 1400, height: 660 } });
await page.setContent(`<body style="margin:0;background:#333;display:flex;gap:20px;padding:10px;align-items:center">
  <img src="${img(readFileSync(shared))}" style="height:640px">
  <img src="${img(phoneShot)}" style="height:640px;border:6px solid #111;border-radius:18px"></body>`);
const width = await page.evaluate(() => document.body.scrollWidth);
await page.setViewportSize({ width, height: 660 });
await page.screenshot({ path: out });
await browser.close();
console.log('wrote', out);
