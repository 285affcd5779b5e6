// Phones at the table (issue 36): the real app hosts, three real headless Chromium pages join
// through the address and the code and play a whole Sabokbaz hand by taps while a computer plays
// the fourth seat; a page killed mid-game gets its seat and hand back; the host killed with
// kill -9 and started again resumes, and the pages come back by themselves. At every message each
// page received exactly the engine's observation of its seat, no action was lost or doubled, and
// no painted frame of the shared screen held a device seat's card. Then a Rivals auction and a
// Saboteur placement, each from a page. Everything listens and connects on 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP, CODE, autosavePath, join, lastView, launchBrowser, newPhone, observations, openPage,
  playTurn, readJson, scratch, startHost, stopHost, until, views,
} from './host.mjs';

assert.ok(APP && existsSync(APP), 'MIZBAZI_APP names the built app');
assert.ok(existsSync(new URL('./node_modules/playwright-core', import.meta.url)),
  'run `npm ci` in tests/web (./dev.sh test does)');

// Every view each phone received holds exactly the engine's observation of its seat at that ply.
function checkObservations(phones, file) {
  const expected = observations(file);
  let checked = 0;
  for (const phone of phones) {
    for (const v of views(phone)) {
      const key = v.ply + ':' + (v.seat - 1);
      assert.ok(expected.has(key), 'a view of a position the kept game has: ' + key);
      assert.deepStrictEqual(v.observation, expected.get(key), 'seat ' + v.seat + ' at ply ' + v.ply);
      ++checked;
    }
  }
  return checked;
}

// Every move a phone made was applied once, at the ply it was made for, as the move it chose;
// a move that got a refusal was not applied.
function checkNoActionLostOrDoubled(phones, actions) {
  const applied = new Map();  // ply → count of the phones' moves applied there
  for (const phone of phones) {
    let view = null;
    const frames = phone.frames;
    for (let i = 0; i < frames.length; ++i) {
      const f = frames[i];
      if (f.dir === 'in' && f.m.type === 'view') view = f.m;
      if (f.dir !== 'out' || f.m.type !== 'act') continue;
      assert.ok(view && view.ply === f.m.ply, 'a move is made from the view of its ply');
      const text = view.moves[f.m.move].text;
      let answer = null;
      for (let j = i + 1; j < frames.length && !answer; ++j) {
        const g = frames[j];
        if (g.dir === 'in' && ((g.m.type === 'error' && g.m.about === 'act') || (g.m.type === 'view' && g.m.ply > f.m.ply))) answer = g.m;
      }
      if (answer && answer.type === 'error') continue;
      if (!answer && actions[f.m.ply] !== text) continue;  // the host was killed before it arrived
      assert.equal(actions[f.m.ply], text, 'the move made at ply ' + f.m.ply + ' is the one kept');
      applied.set(f.m.ply, (applied.get(f.m.ply) || 0) + 1);
    }
  }
  for (const [ply, n] of applied) assert.equal(n, 1, 'one move at ply ' + ply);
  return applied.size;
}

function myTurn(phone) {
  const v = lastView(phone);
  return v && v.started && v.yourTurn && !v.over && v.moves.length > 0 && phone.page && !phone.page.isClosed();
}

// Plays by taps until `done()`, each phone when its turn comes (the computer plays the others).
async function playUntil(phones, done, what) {
  await until(what, async () => {
    if (await done()) return true;
    for (const phone of phones) {
      if (myTurn(phone)) {
        await playTurn(phone);
        break;
      }
    }
    return false;
  }, 300000);
}

test('three phones play a whole Sabokbaz hand by taps beside a computer; a page and the host are killed and come back', async () => {
  const dir = scratch();
  const watch = path.join(dir, 'privacy.json');
  const browser = await launchBrowser();
  const phonesSeen = [];
  let host = await startHost(dir, ['--new', 'sabokbaz', '--players', '4', '--all-computers', '--level', 'easy',
    '--seed', '7', '--device-seats', '2,3,4', '--listen', '127.0.0.1:0', '--join-code', CODE, '--privacy-watch', watch]);
  try {
    const names = { 2: 'سارا', 3: 'Reza', 4: 'مریم' };
    const phones = phonesSeen;
    for (const seat of [2, 3, 4]) {
      const phone = await newPhone(browser, seat);
      phones.push(phone);  // before joining: a join that fails shows its frames too
      await join(phone, host.address, CODE, names[seat]);
    }
    // The game starts by itself once every device seat has joined.
    await until('the start', () => phones.every((p) => lastView(p).started));
    for (const p of phones) {
      assert.equal(lastView(p).hand.length > 0, true);
      assert.equal(await p.page.locator('html').getAttribute('dir'), 'rtl');
    }
    const ply = () => Math.max(...phones.map((p) => lastView(p).ply));
    await playUntil(phones, () => ply() >= 10, 'ten moves');

    // A page killed mid-game and opened again: its seat and its hand come back.
    const phone = phones[1];
    const before = lastView(phone);
    await phone.page.close();
    const page = await openPage(phone, host.address);
    await until('the seat back', () => { const v = lastView(phone); return v && v !== before && v.seat === before.seat; });
    await page.locator('#hand .card').first().waitFor();
    const again = lastView(phone);
    assert.equal(again.seat, 3);
    if (again.ply === before.ply) assert.deepStrictEqual(again.hand, before.hand);
    assert.equal(await page.locator('#hand .card').count(), again.hand.length);

    await playUntil(phones, () => ply() >= 26, 'the middle of the hand');

    // The host killed outright, and started again: the game resumes where every page left it.
    const seen = ply();
    await stopHost(host);
    await until('the pages to notice', () => Promise.all(phones.map((p) => p.page.locator('#lost').count())).then((n) => n.every((x) => x > 0)));
    host = await startHost(dir, ['--resume', 'sabokbaz', '--listen', '127.0.0.1:' + host.port, '--privacy-watch', watch + '.2']);
    await until('the pages to come back', () => phones.every((p) => {
      const v = lastView(p);
      return v && v.ply === seen && p.page.locator && v.started;
    }));
    const resumed = readJson(autosavePath(dir, 'sabokbaz'));
    assert.equal(resumed.actions.length, seen, 'the kept game holds every move the pages saw');

    // On to the end of the first hand.
    await playUntil(phones, () => phones.some((p) => lastView(p).observation.hand_number >= 2 || lastView(p).over), 'the end of the hand');
    // The last moves were kept before they were shown.
    await until('the autosave', () => readJson(autosavePath(dir, 'sabokbaz')).actions.length >= ply());
    const kept = readJson(autosavePath(dir, 'sabokbaz'));
    const checked = checkObservations(phones, autosavePath(dir, 'sabokbaz'));
    const made = checkNoActionLostOrDoubled(phones, kept.actions);
    assert.ok(made >= 39, 'the phones made their three quarters of a hand of 52 plays: ' + made);
    for (const file of [watch, watch + '.2']) {
      const privacy = readJson(file);
      assert.ok(privacy.frames > 0, 'frames were painted and checked');
      assert.equal(privacy.leaks, 0, 'a device seat\'s card on the shared screen: ' + privacy.first);
    }
    console.log(`sabokbaz: ${kept.actions.length} moves, ${made} by taps, ${checked} views checked`);
  } catch (e) {
    // What each page did and got, in order, for the failure's reader.
    for (const p of phonesSeen) {
      const file = path.join(dir, 'phone-' + p.seat + '.jsonl');
      writeFileSync(file, p.frames.map((f) => JSON.stringify(f)).join('\n'));
      console.log('the frames of seat ' + p.seat + ': ' + file);
    }
    throw e;
  } finally {
    await stopHost(host);
    await browser.close();
  }
});

test('a phone bids in a Rivals auction and places a Saboteur path card on a numbered place', async () => {
  const browser = await launchBrowser();
  const hosts = [];
  try {
    {
      const dir = scratch();
      const host = await startHost(dir, ['--new', 'rivals', '--players', '2', '--all-computers', '--level', 'easy',
        '--seed', '3', '--device-seats', '2', '--listen', '127.0.0.1:0', '--join-code', CODE]);
      hosts.push(host);
      const phone = await newPhone(browser, 2);
      await join(phone, host.address, CODE, 'Negar');
      const bids = () => phone.frames.filter((f) => f.dir === 'out' && f.m.type === 'act').length;
      let bid = false;
      // Until the phone has bid and its turn has come back: the game then waits for it, so the
      // autosave holds every move its views were of (played on, the game would end and take its
      // autosave with it).
      await until('an auction played from the page', async () => {
        if (!myTurn(phone)) return false;
        if (bid) return true;
        const v = lastView(phone);
        const b = v.moves.findIndex((m) => m.text.startsWith('bid '));
        await playTurn(phone, () => (b >= 0 ? b : undefined));
        if (b >= 0) bid = true;
        return false;
      }, 120000);
      assert.ok(bids() > 0);
      const kept = await until('the autosave', () => {
        const k = readJson(autosavePath(dir, 'rivals'));
        return k && k.actions.length === lastView(phone).ply && k;
      });
      assert.ok(kept.actions.some((a) => a.startsWith('bid ')), 'a bid was made');
      checkObservations([phone], autosavePath(dir, 'rivals'));
      checkNoActionLostOrDoubled([phone], kept.actions);
    }
    {
      const dir = scratch();
      const host = await startHost(dir, ['--new', 'saboteur-duel', '--players', '2', '--all-computers', '--level', 'easy',
        '--seed', '4', '--device-seats', '2', '--listen', '127.0.0.1:0', '--join-code', CODE]);
      hosts.push(host);
      const phone = await newPhone(browser, 2);
      await join(phone, host.address, CODE, 'Kaveh');
      let placed = null;
      await until('a path card placed from the page', async () => {
        if (placed) return true;
        if (!myTurn(phone)) return false;
        const v = lastView(phone);
        const numbered = v.moves.find((m) => m.card && m.number && m.text.startsWith('path '));
        if (!numbered) { await playTurn(phone); return false; }
        const page = phone.page;
        await page.locator(`.card.playable[data-art="${numbered.card}"]`).first().tap();
        const chosen = await until('the shared screen to number the places', () =>
          phone.frames.filter((f) => f.dir === 'in' && f.m.type === 'chosen').slice(-1)[0]);
        assert.ok(chosen.m.numbered > 0, 'the shared screen shows numbers on the places');
        const one = v.moves.find((m) => m.card === numbered.card && m.number === 1);
        await page.locator(`#moves button.move[data-move="${one.move}"]`).tap();
        await until('the placement', () => lastView(phone).ply > v.ply);
        placed = one.text;
        return true;
      }, 120000);
      await until('the phone\'s turn after the placement', () => myTurn(phone));
      const kept = await until('the autosave', () => {
        const k = readJson(autosavePath(dir, 'saboteur-duel'));
        return k && k.actions.length === lastView(phone).ply && k;
      });
      assert.ok(kept.actions.includes(placed), 'the path card lies where number 1 was: ' + placed);
      checkObservations([phone], autosavePath(dir, 'saboteur-duel'));
    }
  } finally {
    for (const h of hosts) await stopHost(h);
    await browser.close();
  }
});
