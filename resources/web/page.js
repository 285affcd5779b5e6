// The devices' page (docs/network.md): joins the table with the code (or its seat's token, kept
// in this browser's storage), then draws each view the host sends: the seat's own cards, whose
// turn it is, the last moves, and on its turn its legal moves as large buttons. Every word comes
// from /words/<language>.json (the app's translations); text from the network is set as text,
// never as markup. Nothing here knows a game: moves, cards and words all come from the host.
'use strict';

const store = {
  get(key) { try { return localStorage.getItem(key); } catch (e) { return null; } },
  set(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } },
  remove(key) { try { localStorage.removeItem(key); } catch (e) { /* private mode */ } },
};
const tokenKey = 'mizbazi.token.' + location.host;

const page = {
  lang: store.get('mizbazi.lang') === 'en' ? 'en' : 'fa',
  words: {},
  socket: null,
  token: store.get(tokenKey),
  code: new URLSearchParams(location.hash.slice(1)).get('code') || '',
  name: store.get('mizbazi.name') || '',
  view: null,
  seats: null,
  selected: '',   // the chosen card's art id
  waiting: false, // a move was sent; its answer has not come
  pending: null,  // a move tapped while the connection was gone
  error: '',
  notice: '',
  lost: false,
  stop: false,    // the seat went elsewhere: no reconnecting
  retry: 0,
};
// For the tests: every message received and sent, as parsed objects.
window.__mizbazi = {
  received: [], sent: [],
  connection: () => ({ lost: page.lost, state: page.socket ? page.socket.readyState : -1, token: !!page.token, retry: page.retry, stop: page.stop }),
};

function w(key, arg) {
  const text = page.words[key] || key;
  return arg === undefined ? text : text.replace('%1', arg);
}
function num(n) {
  return new Intl.NumberFormat(page.lang === 'fa' ? 'fa-IR' : 'en-US').format(n);
}
function el(tag, props, children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (k === 'text') e.textContent = v;
    else if (k === 'on') e.addEventListener('click', v);
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children || []) if (c) e.appendChild(c);
  return e;
}

async function loadWords() {
  const response = await fetch('/words/' + page.lang + '.json', { cache: 'no-store' });
  page.words = await response.json();
  document.documentElement.lang = page.words.lang;
  document.documentElement.dir = page.words.dir;
  document.title = w('title');
}

// A join tapped while the page has no open connection, sent when the next one opens, so that one
// tap is enough. Only a join waits; a move names a position that may have moved on by then.
let pendingJoin = null;

function send(message) {
  message.version = 1;
  window.__mizbazi.sent.push(message);
  if (page.socket && page.socket.readyState === WebSocket.OPEN) {
    page.socket.send(JSON.stringify(message));
    if (message.type === 'join') pendingJoin = null;
    return true;
  }
  if (message.type === 'join') pendingJoin = message;
  // A tap on a page whose connection is gone (a phone that slept, a host restarted): connect at
  // once rather than at the next try.
  if (!page.stop) {
    page.retry = 0;
    connect();
  }
  return false;
}

function describe(socket) {
  return socket ? socket.serial + '/' + socket.readyState : '-';
}
function trace(...words) {
  console.info('mizbazi:', ...words);
}

// The page has one connection at a time, page.socket. The host gives a seat to the newest
// connection that joins with its token and refuses the older one as "replaced", so a second
// connection of the same page would take the seat from the first: a connection is made only when
// there is none opening or open, a try scheduled earlier is cancelled by one made now (a tap), and
// every event of a connection that is no longer the page's is ignored.
let serial = 0;
let retryTimer = null;
function connect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  if (page.socket && page.socket.readyState <= WebSocket.OPEN) return;
  const socket = new WebSocket('ws://' + location.host + '/ws');
  socket.serial = ++serial;
  trace('connecting', socket.serial, 'after', describe(page.socket));
  page.socket = socket;
  // A connection that neither opens nor fails (a host half gone, a network changing) is given up
  // and another tried; the wait grows with the tries, for a slow network's sake.
  setTimeout(() => {
    if (page.socket !== socket || socket.readyState !== WebSocket.CONNECTING) return;
    trace('given up', socket.serial);
    socket.close();
  }, Math.min(5000 * (page.retry + 1), 30000));
  socket.onopen = () => {
    if (page.socket !== socket) { socket.close(); return; }
    trace('open', socket.serial);
    socket.heard = Date.now();
    page.lost = false;
    page.retry = 0;
    if (page.token) send({ type: 'join', token: page.token, language: page.lang });
    else if (pendingJoin) send(pendingJoin);
    pendingJoin = null;
    render();
  };
  socket.onmessage = (event) => {
    if (page.socket !== socket) return;
    socket.heard = Date.now();
    let m;
    try { m = JSON.parse(event.data); } catch (e) { return; }
    if (m.type === 'beat') return;
    window.__mizbazi.received.push(m);
    receive(m);
  };
  socket.onclose = (event) => {
    if (page.socket !== socket) return;
    trace('connection closed', socket.serial, event.code, event.reason);
    lose();
  };
}

// The connection is gone: say so, and try again (a phone that slept, a host that restarted), less
// often as it goes on.
function lose() {
  page.lost = true;
  render();
  if (page.stop) return;
  page.retry = Math.min(page.retry + 1, 5);
  retryTimer = setTimeout(connect, 400 * page.retry);
}

// The host sends a beat every 2 s. A connection that has said nothing for longer than three of
// them is dead even if the browser has not noticed (a host suspended or gone from the network,
// whose connection never closes): it is let go, so the page says it is reconnecting and tries.
const kSilenceMs = 7000;
setInterval(() => {
  const socket = page.socket;
  if (!socket || socket.readyState !== WebSocket.OPEN || Date.now() - socket.heard <= kSilenceMs) return;
  trace('silent', socket.serial);
  page.socket = null;
  socket.close();
  lose();
}, 1000);

function receive(m) {
  if (m.type === 'welcome') {
    page.error = '';
    if (m.token) { page.token = m.token; store.set(tokenKey, m.token); }
    page.seats = null;
  } else if (m.type === 'seats') {
    page.seats = m.seats;
    page.error = '';
  } else if (m.type === 'view') {
    const moved = !page.view || page.view.ply !== m.ply;
    page.view = m;
    page.waiting = false;
    const pending = page.pending;
    page.pending = null;
    if (pending && pending.ply === m.ply && m.yourTurn) page.waiting = send(pending);
    if (moved) { page.selected = ''; page.error = ''; }
    if (page.selected && !m.moves.some((x) => x.card === page.selected)) page.selected = '';
  } else if (m.type === 'error') {
    page.waiting = false;
    page.error = w('error.' + m.code) !== 'error.' + m.code ? w('error.' + m.code) : m.reason;
    if (m.code === 'bad-token' || m.code === 'seat-released') {
      page.token = null;
      store.remove(tokenKey);
      page.view = null;
    }
    if (m.code === 'replaced') { page.stop = true; page.view = null; }
  }
  render();
}

function header() {
  const toggle = el('button', {
    class: 'lang', text: w('otherLanguage'), id: 'language',
    on: async () => {
      page.lang = page.lang === 'fa' ? 'en' : 'fa';
      store.set('mizbazi.lang', page.lang);
      await loadWords();
      render();
    },
  });
  return el('header', {}, [el('h1', { text: w('title') }), toggle]);
}

function joinForm() {
  const code = el('input', { id: 'code', class: 'code', inputmode: 'numeric', autocomplete: 'off', maxlength: '12' });
  code.value = page.code;
  const name = el('input', { id: 'name', maxlength: '24', autocomplete: 'nickname' });
  name.value = page.name;
  // What is typed is kept as it is typed: the form is drawn again whenever the page redraws (its
  // words arriving, the seats changing), and a name half typed must survive that.
  code.addEventListener('input', () => { page.code = code.value.trim(); });
  name.addEventListener('input', () => { page.name = name.value.trim(); });
  const go = el('button', {
    class: 'primary', id: 'continue', text: w('continue'),
    on: () => {
      page.code = code.value.trim();
      page.name = name.value.trim();
      store.set('mizbazi.name', page.name);
      send({ type: 'join', code: page.code, language: page.lang });
    },
  });
  return el('section', {}, [
    el('h2', { text: w('joinTitle') }),
    el('label', { for: 'code', text: w('codeLabel') }), code,
    el('div', { class: 'hint', text: w('codeHint') }),
    el('label', { for: 'name', text: w('nameLabel') }), name,
    el('p', {}, [go]),
  ]);
}

function seatChooser() {
  const buttons = page.seats.map((s) => el('button', {
    id: 'seat' + s.seat,
    text: w('seat', num(s.seat)) + ' — ' + s.name + (s.free ? '' : ' (' + w('taken') + ')'),
    on: () => send({ type: 'join', code: page.code, seat: s.seat, name: page.name, language: page.lang }),
  }));
  buttons.forEach((b, i) => { if (!page.seats[i].free) b.disabled = true; });
  const watch = el('button', {
    id: 'watch', text: w('watch'),
    on: () => send({ type: 'join', code: page.code, spectator: true, language: page.lang }),
  });
  return el('section', {}, [el('h2', { text: w('chooseSeat') }), el('div', { class: 'seats' }, [...buttons, watch])]);
}

function cardButton(art, name, playable) {
  const b = el('button', { class: 'card' + (playable ? ' playable' : '') + (art === page.selected ? ' selected' : ''), 'data-art': art }, [
    el('img', { src: '/card/' + art + '.png', alt: name }),
    el('span', { class: 'name', text: name }),
  ]);
  if (!playable || page.waiting) b.disabled = true;
  else b.addEventListener('click', () => {
    page.selected = page.selected === art ? '' : art;
    send({ type: 'choose', ply: page.view.ply, card: page.selected });
    render();
  });
  return b;
}

function moveButton(m, label) {
  const b = el('button', { class: 'move', 'data-move': String(m.move) });
  if (m.number) b.appendChild(el('span', { class: 'number', text: num(m.number) }));
  b.appendChild(document.createTextNode(label));
  b.disabled = page.waiting;
  b.addEventListener('click', () => {
    page.error = '';
    page.waiting = true;
    const act = { type: 'act', ply: page.view.ply, move: m.move };
    // Not sent (the connection is being made again): sent once the seat is back, if its position
    // is still the one it was chosen in (the host refuses it as stale otherwise).
    page.pending = send(act) ? null : act;
    render();
  });
  return b;
}

function moveLabel(m) {
  const parts = [];
  if (m.placeName) parts.push(m.placeName);
  if (m.words) parts.push(m.words);
  if (parts.length) return parts.join(' · ');
  if (m.card) return m.number ? '' : w('play');
  return m.text;
}

function viewSection() {
  const v = page.view;
  const out = [];
  const me = v.players.find((p) => p.seat === v.seat);
  let status;
  if (v.over) {
    const names = v.winners.map((s) => v.players[s - 1].name).join('، ');
    status = el('div', { class: 'status', id: 'status', text: w('gameOver') + ' ' + w('winners', names) });
  } else if (!v.started) {
    status = el('div', { class: 'status', id: 'status', text: v.seat ? w('waitingStart') : w('watching') });
  } else if (v.yourTurn) {
    status = el('div', { class: 'status mine', id: 'status', text: w('yourTurn') });
  } else {
    const who = v.players[v.turn - 1];
    status = el('div', { class: 'status', id: 'status', text: w('turnOf', who ? who.name : '') });
  }
  if (me) out.push(el('div', { class: 'seatline', text: w('seat', num(me.seat)) + ' — ' + me.name }));
  else out.push(el('div', { class: 'notice', text: w('watching') }));
  out.push(status);
  if (page.waiting) out.push(el('div', { class: 'notice', text: w('sent') }));
  const withCard = v.moves.filter((m) => m.card);
  const playable = new Set(withCard.map((m) => m.card));
  if (v.seat) {
    out.push(el('h2', { text: w('yourCards') }));
    const inHand = new Set();
    const hand = v.hand.map((c) => { inHand.add(c.art); return cardButton(c.art, c.name, playable.has(c.art)); });
    out.push(hand.length ? el('div', { class: 'cards', id: 'hand' }, hand) : el('p', { text: w('noCards') }));
    const others = [...playable].filter((a) => !inHand.has(a));
    if (others.length) {
      out.push(el('h2', { text: w('otherCards') }));
      out.push(el('div', { class: 'cards', id: 'others' }, others.map((a) => {
        const m = withCard.find((x) => x.card === a);
        return cardButton(a, m.cardName || a, true);
      })));
    }
  }
  if (v.yourTurn && v.moves.length) {
    out.push(el('h2', { text: w('moves') }));
    const list = [];
    if (page.selected) {
      list.push(el('p', { text: w('choosePlace') }));
      for (const m of withCard.filter((x) => x.card === page.selected)) list.push(moveButton(m, moveLabel(m)));
      list.push(el('button', { id: 'back', text: w('back'), on: () => {
        page.selected = '';
        send({ type: 'choose', ply: v.ply, card: '' });
        render();
      } }));
    } else if (withCard.length) {
      list.push(el('p', { text: w('tapCard') }));
    }
    for (const m of v.moves.filter((x) => !x.card)) list.push(moveButton(m, moveLabel(m)));
    out.push(el('div', { class: 'moves', id: 'moves' }, list));
  }
  if (v.log.length) {
    out.push(el('h2', { text: w('lastMoves') }));
    out.push(el('ol', { class: 'log', id: 'log' }, v.log.map((line) => el('li', { text: line }))));
  }
  out.push(el('h2', { text: w('players') }));
  out.push(el('ul', { class: 'players' }, v.players.map((p) => {
    let kind = p.kind === 'device' ? w('onDevice') : p.kind === 'computer' ? w('computer') : w('onScreen');
    if (p.kind === 'device' && !p.connected) kind += ' · ' + w('away');
    if (p.seat === v.seat) kind += ' · ' + w('you');
    return el('li', { class: p.seat === v.turn ? 'turn' : '', text: w('seat', num(p.seat)) + ' — ' + p.name + ' (' + kind + ')' });
  })));
  out.push(el('p', { text: w('scores', v.scores.map(num).join(' / ')) }));
  return el('section', {}, out);
}

function render() {
  const app = document.getElementById('app');
  const parts = [header()];
  if (page.lost) parts.push(el('div', { class: 'notice', id: 'lost', text: w('reconnecting') }));
  if (page.error) parts.push(el('div', { class: 'error', id: 'error', role: 'alert', text: page.error }));
  if (page.view) parts.push(viewSection());
  else if (page.seats) parts.push(seatChooser());
  else if (!page.token || page.stop) parts.push(joinForm());
  app.replaceChildren(...parts);
}

loadWords().then(() => { render(); connect(); });
