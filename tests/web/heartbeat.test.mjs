// A host that stops answering without closing anything (suspended: SIGSTOP, as a laptop's lid or a
// host gone from the network) leaves the page's connection open for as long as the browser likes.
// The host's beats tell the page within seconds: it says it is reconnecting, and once the host
// answers again it has its seat back. Everything listens and connects on 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { APP, CODE, join, lastView, launchBrowser, newPhone, scratch, startHost, stopHost, until } from './host.mjs';

assert.ok(APP && existsSync(APP), 'MIZBAZI_APP names the built app');

test('a host that stops answering: the page says it is reconnecting within seconds, and gets its seat back when the host answers', async () => {
  const dir = scratch();
  const browser = await launchBrowser();
  const host = await startHost(dir, ['--new', 'rivals', '--players', '2', '--all-computers', '--level', 'easy',
    '--seed', '3', '--device-seats', '2', '--listen', '127.0.0.1:0', '--join-code', CODE]);
  try {
    const phone = await newPhone(browser, 2);
    await join(phone, host.address, CODE, 'Negar');
    const page = phone.page;
    await until('a beat from the host', () => phone.beats > 0, 10000);

    host.process.kill('SIGSTOP');
    const stopped = Date.now();
    // The page hears a beat every 2 s and lets a connection go after 7 s of silence.
    await page.locator('#lost').waitFor({ timeout: 12000 });
    console.log(`the page said it was reconnecting ${Date.now() - stopped} ms after the host stopped`);

    host.process.kill('SIGCONT');
    await until('the seat back', () => page.evaluate(() => {
      const c = window.__mizbazi.connection();
      return !c.lost && c.state === WebSocket.OPEN && window.__mizbazi.received.slice(-1)[0]?.type === 'view';
    }), 40000);
    assert.equal(lastView(phone).seat, 2);
    assert.equal(await page.locator('#lost').count(), 0);
    assert.equal((await page.evaluate(() => window.__mizbazi.connection())).stop, false);
  } finally {
    if (host.process.signalCode === null) host.process.kill('SIGCONT');
    await stopHost(host);
    await browser.close();
  }
});
