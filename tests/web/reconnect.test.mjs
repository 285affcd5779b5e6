// A page whose host went away has a try scheduled to connect again; a tap before it connects at
// once. The scheduled try must then not make a second connection: the host would give the seat to
// the newer join and tell the page's own connection "replaced", and the page would stop. The
// page's timers run on Playwright's clock, held still, so the order is the same on every run.
// A seat tapped while the connection is down is joined when the next connection opens. Everything
// listens and connects on 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { APP, CODE, join, lastView, launchBrowser, newPhone, scratch, startHost, stopHost, until } from './host.mjs';

assert.ok(APP && existsSync(APP), 'MIZBAZI_APP names the built app');

test('a tap after the host came back, then the try scheduled before it: the page keeps its seat on one connection', async () => {
  const dir = scratch();
  const browser = await launchBrowser();
  let host = await startHost(dir, ['--new', 'rivals', '--players', '2', '--all-computers', '--level', 'easy',
    '--seed', '3', '--device-seats', '2', '--listen', '127.0.0.1:0', '--join-code', CODE]);
  try {
    const phone = await newPhone(browser, 2);
    await phone.page.clock.install();
    await join(phone, host.address, CODE, 'Negar');
    const page = phone.page;
    // From here the page's timers wait for the test: the try scheduled when the connection drops
    // stays pending until the clock is run. (A second ahead: a longer jump would pass the page's
    // heartbeat limit, 7 s without a word from the host, and make it let its connection go.)
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));  // the page's time

    await stopHost(host);
    await page.locator('#lost').waitFor();
    host = await startHost(dir, ['--resume', 'rivals', '--listen', '127.0.0.1:' + host.port]);

    // The tap: what a button on a page without a connection calls.
    const joins = () => phone.frames.filter((f) => f.dir === 'out' && f.m.type === 'join').length;
    const before = joins();
    await page.evaluate(() => send({ type: 'choose', ply: 0, card: '' }));
    await until('the seat back on the tap\'s connection', () => page.evaluate(() =>
      window.__mizbazi.received.slice(-1)[0]?.type === 'view' && window.__mizbazi.connection().state === WebSocket.OPEN));
    assert.equal(joins(), before + 1, 'the tap joined once');

    // The try scheduled before the tap comes due (in at most 2 s), and the tap's connection's
    // time to open (5 s), within the heartbeat's 7 s.
    await page.clock.runFor(6000);
    await new Promise((r) => setTimeout(r, 1500));
    const state = await page.evaluate(() => window.__mizbazi.connection());
    const refused = phone.frames.filter((f) => f.dir === 'in' && f.m.type === 'error').map((f) => f.m.code);
    assert.deepEqual(refused, [], 'no refusal: the page was not replaced by itself');
    assert.equal(joins(), before + 1, 'no second join');
    assert.equal(state.state, 1, 'the page\'s connection is open: ' + JSON.stringify(state));
    assert.equal(state.stop, false);
    assert.equal(await page.locator('#lost').count(), 0);
  } finally {
    await stopHost(host);
    await browser.close();
  }
});

test('a seat tapped while the connection is down is joined when it opens, without a second tap', async () => {
  const dir = scratch();
  const browser = await launchBrowser();
  const host = await startHost(dir, ['--new', 'rivals', '--players', '2', '--all-computers', '--level', 'easy',
    '--seed', '3', '--device-seats', '2', '--listen', '127.0.0.1:0', '--join-code', CODE]);
  try {
    const phone = await newPhone(browser, 2);
    const page = phone.page;
    await page.clock.install();
    await page.goto(host.address + '#code=' + CODE);
    await page.locator('#name').fill('Negar');
    await page.locator('#continue').tap();
    const seat = page.locator('#seat2');
    await seat.waitFor();
    // The page's timers wait for the test from here, so its scheduled try to connect again does
    // not come before the tap: the tap meets a page with no connection open.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));  // the page's time
    // The connection goes (a phone that slept, a network changing) and the person taps the seat
    // before the page has another.
    await page.evaluate(() => page.socket.close());
    await until('the page to know its connection is gone', () =>
      page.evaluate(() => window.__mizbazi.connection().state !== WebSocket.OPEN));
    await seat.tap();
    await until('the seat\'s view after the one tap', () => lastView(phone), 20000);
    const joins = phone.frames.filter((f) => f.dir === 'out' && f.m.type === 'join' && f.m.seat === 2);
    assert.equal(joins.length, 1, 'the seat\'s join went out once, on the new connection');
  } finally {
    await stopHost(host);
    await browser.close();
  }
});
