// The app as a host for the device tests: started with its own data folders on the offscreen
// platform, listening on 127.0.0.1 only; phones are headless Chromium pages (Debian's chromium,
// no downloaded browser) whose every WebSocket message is recorded.
import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const APP = process.env.MIZBAZI_APP;
export const OBSERVE = process.env.MIZBAZI_OBSERVE;
export const CODE = '482193';

export function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizbazi-devices-'));
  for (const sub of ['data', 'config', 'home']) mkdirSync(path.join(dir, sub));
  return dir;
}

// Starts the app; resolves with {process, address, port} once it prints where devices join.
export function startHost(dir, args) {
  const env = {
    QT_LOGGING_RULES: 'mizbazi.devices.info=true;mizbazi.files.info=true',
    ...process.env,
    QT_QPA_PLATFORM: 'offscreen',
    HOME: path.join(dir, 'home'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
  };
  const child = spawn(APP, ['--lang', 'fa', '--bot-delay', '0', '--animation', '0', '--size', '1280x720', ...args],
    { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '', err = '';
  const log = path.join(dir, 'host-' + Date.now() + '.log');
  child.stderr.on('data', (d) => { err += d; appendFileSync(log, d); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not print its address: ' + out + err)), 60000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /devices join at (http:\/\/127\.0\.0\.1:(\d+)\/) with the code (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ process: child, address: m[1], port: Number(m[2]), code: m[3], stderr: () => err });
      }
    });
    child.on('exit', (code) => reject(new Error('the host exited (' + code + '): ' + out + err)));
  });
}

export async function stopHost(host) {
  if (host.process.exitCode !== null || host.process.signalCode) return;
  const gone = new Promise((r) => host.process.once('exit', r));
  host.process.kill('SIGKILL');
  await gone;
}

export function autosavePath(dir, game) {
  return path.join(dir, 'data', 'Mizbazi', 'mizbazi', 'autosave-' + game + '.mizbazi');
}

// The engine's observation of every seat at every position of the kept game: "ply:seat" → object.
export function observations(file) {
  const text = execFileSync(OBSERVE, [file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const out = new Map();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const j = JSON.parse(line);
    out.set(j.ply + ':' + j.seat, j.observation);
  }
  return out;
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.MIZBAZI_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// A phone: its own storage, 360×640, touch. Every message it receives or sends is kept in order
// in `frames` (across reloads): {dir: 'in'|'out', m}.
export async function newPhone(browser, seat) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const phone = { seat, context, page: null, frames: [] };
  await openPage(phone);
  return phone;
}

export async function openPage(phone, url) {
  phone.page = await phone.context.newPage();
  phone.page.on('console', (m) => phone.frames.push({ dir: 'log', m: { type: 'console', text: m.text() } }));
  phone.page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      try {
        const m = JSON.parse(f.payload);
        if (m.type === 'beat') phone.beats = (phone.beats || 0) + 1;  // the heartbeat: kept apart
        else phone.frames.push({ dir: 'in', m });
      } catch (e) { /* not ours */ }
    });
    ws.on('framesent', (f) => { try { phone.frames.push({ dir: 'out', m: JSON.parse(f.payload) }); } catch (e) { /* not ours */ } });
  });
  if (url) await phone.page.goto(url);
  return phone.page;
}

export function views(phone) {
  return phone.frames.filter((f) => f.dir === 'in' && f.m.type === 'view').map((f) => f.m);
}
export function lastView(phone) {
  const v = views(phone);
  return v.length ? v[v.length - 1] : null;
}

export async function until(what, check, ms = 60000, explain = () => '') {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting for ' + what + ' ' + explain());
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Joins by taps: the code and name typed, Continue, the seat's button.
export async function join(phone, address, code, name) {
  await phone.page.goto(address + '#code=' + code);
  await phone.page.locator('#name').fill(name);
  await phone.page.locator('#continue').tap();
  await phone.page.locator('#seat' + phone.seat).tap();
  await until('the view of seat ' + phone.seat, () => lastView(phone));
}

// One move by taps on the phone whose turn it is: a card, then a move; or a move without a card.
// `pick(view)` may name the move to make (its index); by default the first offered.
export async function playTurn(phone, pick) {
  const v = lastView(phone);
  const index = pick ? pick(v) : undefined;
  const move = index === undefined ? null : v.moves[index];
  const page = phone.page;
  const card = move ? move.card : (v.moves.find((m) => m.card) || {}).card;
  if (card) {
    await page.locator(`.card.playable[data-art="${card}"]`).first().tap();
    await page.locator('#moves button.move').first().waitFor();
  }
  const button = move ? page.locator(`#moves button.move[data-move="${move.move}"]`) : page.locator('#moves button.move').first();
  await button.tap();
  const sentAt = phone.frames.length;
  let pageSent = '';
  phone.page.evaluate(() => JSON.stringify([window.__mizbazi.sent.slice(-3), window.__mizbazi.received.slice(-3).map((m) => [m.type, m.ply]), window.__mizbazi.connection(), document.getElementById('app').innerText.slice(0, 300)])).then((t) => { pageSent = t; }).catch(() => {});
  await until('the answer to a move', () => {
    const last = lastView(phone);
    const error = phone.frames.slice(sentAt).find((f) => f.dir === 'in' && f.m.type === 'error');
    return (last && last.ply > v.ply) || error;
  }, 60000, () => JSON.stringify(phone.frames.slice(-6).map((f) => [f.dir, f.m.type, f.m.ply, f.m.code, f.m.yourTurn, f.m.text])) + pageSent + ' pages in the phone: ' + phone.context.pages().length);
}

export function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
