/* The score pad page: the game in localStorage, three taps a player a round, undo, the running table, export.
 *
 * The rules and scores are PadCore's (core.js); this file only draws the page and keeps the game.
 * Every change that counts (bids entered, tricks won entered, a round scored) first keeps the
 * game as it was, so that Undo takes back one entry at a time, across reloads too.
 */
"use strict";

(() => {
  const KEY = "skrules-pad-v1";
  // The page's language, shared with Settle it and kept on this device; the pad once kept it as Settle it's.
  const LANG_KEY = "skrules.lang";
  const OLD_LANG_KEY = "skrules.settle.lang";
  // Each line in every language, generated from the catalogues when the site is built (skrules/sphinx_pad.py).
  const STRINGS = window.PAD_STRINGS || { en: {} };
  let lang = storedLang();

  function storedLang() {
    try {
      const kept = localStorage.getItem(LANG_KEY) || localStorage.getItem(OLD_LANG_KEY);
      return kept && STRINGS[kept] ? kept : browserLang();
    } catch (err) {
      return browserLang(); // storage refused (private mode): the browser's language each visit
    }
  }

  /** Before any choice, the first of the browser's languages the pad speaks (a phone set to French opens it in
   * French), else English; only a choice made on the page is kept. */
  function browserLang() {
    const codes = (navigator.languages || [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0]);
    return codes.find((code) => STRINGS[code]) || "en";
  }

  // Each language's elisions, as its catalogue declares them (skrules.i18n elides its sentences alike).
  const ELIDE = window.PAD_ELIDE || {};
  const VOWEL = /^([aeiouàâäéèêëîïôöùûüœæ]|y(?![aeiouy]))/i; // a vowel, or a y sounded as one (d'Yves, de Yasmine)

  /** A line in the page's language, its English being its ID; {name} placeholders filled from values, a word
   * before one elided where the language does ("mise d'Ann", not "mise de Ann"). */
  function say(text, values) {
    let said = (STRINGS[lang] || {})[text] ?? text;
    for (const [word, short] of Object.entries(ELIDE[lang] || {})) {
      for (const [k, v] of Object.entries(values || {})) {
        if (!VOWEL.test(String(v))) continue;
        const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        said = said.replace(new RegExp(`(?<![\\p{L}\\p{N}_'])${escaped}(?=\\{${k}\\})`, "gu"), short);
      }
    }
    return said.replace(/\{(\w+)\}/g, (all, k) => (values && k in values ? String(values[k]) : all));
  }
  PadCore.speak(say);

  function setLang(chosen) {
    lang = STRINGS[chosen] ? chosen : "en";
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch (err) {
      /* kept for this visit only */
    }
    render();
  }

  let state = load();

  function load() {
    try {
      const kept = JSON.parse(localStorage.getItem(KEY) || "null");
      // No game yet (null): the new game's entry as far as it is typed (state.setup) is kept all the same.
      if (kept && typeof kept.game === "object" && Array.isArray(kept.history)) return kept;
    } catch (err) {
      /* a damaged store: start again */
    }
    return { game: null, history: [] };
  }

  function save() {
    localStorage.setItem(KEY, JSON.stringify(state));
  }

  /** Keep the game as it is, so that Undo can come back to it; then change it. */
  function commit(change) {
    state.history.push(JSON.stringify(state.game));
    if (state.history.length > 300) state.history.shift();
    change();
    save();
    render();
  }

  function current() {
    const g = state.game;
    return g && g.rounds.length && !g.rounds[g.rounds.length - 1].done ? g.rounds[g.rounds.length - 1] : null;
  }

  function openRound(g) {
    const n = g.rounds.length;
    const sched = PadCore.schedule(g.players.length, g.deck);
    if (n >= sched.length) return;
    const entries = g.players.map(() => ({ bid: 0, won: 0, bonus: {}, harry: null, wager: null, cannonball: false, loot: null }));
    g.rounds.push({ cards: sched[n], step: "bids", done: false, entries });
  }

  // ------------------------------------------------------------------ drawing
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "on") node.addEventListener("click", v);
      else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  // A refusal is shown above the pad; on a phone the button that caused it is far below, so a
  // refusal out of sight is brought into view (under the theme's bar, by the box's scroll margin).
  function showError(message) {
    const box = document.getElementById("pad-error");
    box.textContent = message || "";
    box.hidden = !message;
    if (!message) return;
    const top = box.getBoundingClientRect().top;
    if (top < parseFloat(getComputedStyle(box).scrollMarginTop) || top > window.innerHeight) {
      box.scrollIntoView({ block: "start" });
    }
  }

  function render() {
    const app = document.getElementById("pad-app");
    app.lang = lang;
    const named = document.getElementById("pad-lang-name");
    if (named) named.textContent = say("Language");
    app.replaceChildren();
    showError(null);
    if (!state.game) {
      app.dataset.step = "setup";
      app.append(setupForm());
      return;
    }
    const r = current();
    app.dataset.step = r ? r.step : "over";
    app.dataset.round = String(state.game.rounds.filter((x) => x.done).length + (r ? 1 : 0));
    app.append(r ? roundForm(r) : gameOver(state.game), toolbar(), scoreTable());
  }

  /** The game's end: who has the highest total and wins, or who share it and play another round to break the
   * tie (game.end, game.tie), as skrules says it after a sheet's last round. */
  function gameOver(g) {
    const totals = PadCore.running(g);
    const last = totals.length ? totals[totals.length - 1] : g.players.map(() => 0);
    const best = Math.max(...last);
    const leaders = g.players.filter((_, i) => last[i] === best);
    const names = leaders.join(say(" and "));
    const result = leaders.length === 1
      ? [say("After the last round {player} has the highest total, {n3}, and wins.", { player: leaders[0], n3: best })]
      : [say("After the last round {names} share the highest total, {n3}.", { names, n3: best }), say("{names} play another round to break the tie.", { names })];
    return el("div", { class: "pad-over" }, el("p", {}, say("The game is over.")), result.map((line) => el("p", { class: "pad-result" }, line)));
  }

  function deckNames() {
    return {
      base: say("base deck"),
      advanced: say("with Kraken, White Whale and Loot"),
      "expansion-all": say("with the Expansion Pack"),
      all: say("with the Pack, Kraken, White Whale, Loot"),
    };
  }

  function scoringNames() {
    return { classic: say("classic"), rascal: say("Rascal (grapeshot or cannonball)") };
  }

  function setupForm() {
    const names = el("input", { id: "pad-players", type: "text", autocomplete: "off", placeholder: "Ann Ben Cat Dan" });
    const scoring = el("select", { id: "pad-scoring" }, Object.entries(scoringNames()).map(([v, text]) => el("option", { value: v }, text)));
    const abilities = el("input", { id: "pad-abilities", type: "checkbox" });
    const deck = el("select", { id: "pad-deck" }, Object.entries(deckNames()).map(([v, text]) => el("option", { value: v }, text)));
    keepSetup(names, scoring, deck, abilities);
    const left = state.history.length > 0 && state.history[state.history.length - 1] !== "null";
    const start = () => {
      const players = names.value.split(/[\s,]+/).filter(Boolean);
      const problem = PadCore.checkPlayers(players, deck.value);
      if (problem) return showError(problem);
      commit(() => {
        state.game = { players, scoring: scoring.value, abilities: abilities.checked, deck: deck.value, rounds: [] };
        delete state.setup;
        openRound(state.game);
      });
    };
    return el(
      "div",
      { class: "pad-setup" },
      el("h2", {}, say("New game")),
      el("label", { for: "pad-players" }, say("Players, in seat order (clockwise), separated by spaces or commas")),
      names,
      el("label", { for: "pad-scoring" }, say("Scoring")),
      scoring,
      el("label", { for: "pad-deck" }, say("Deck")),
      deck,
      el("label", { class: "pad-check" }, abilities, " ", say("Pirate abilities (Harry the Giant, Rascal of Roatan)")),
      el("button", { type: "button", class: "pad-main", "data-action": "start", on: start }, say("Start")),
      // After New game, the game left is one Undo away (a mis-tap loses nothing); none before a first game.
      left ? el("div", { class: "pad-tools" }, el("button", { type: "button", "data-action": "undo", on: undo }, say("Undo"))) : null,
    );
  }

  /** The new game's entry as far as it is typed, kept with the game (state.setup): a reload, or the language
   * switch (which draws the form again), gives back the names, the scoring, the deck and the abilities. */
  function keepSetup(names, scoring, deck, abilities) {
    const kept = state.setup || {};
    names.value = typeof kept.players === "string" ? kept.players : "";
    if ([...scoring.options].some((o) => o.value === kept.scoring)) scoring.value = kept.scoring;
    if ([...deck.options].some((o) => o.value === kept.deck)) deck.value = kept.deck;
    abilities.checked = kept.abilities === true;
    const keep = () => {
      state.setup = { players: names.value, scoring: scoring.value, deck: deck.value, abilities: abilities.checked };
      try {
        save();
      } catch (err) {
        /* storage refused (private mode): kept while the page is open */
      }
    };
    for (const input of [names, scoring, deck, abilities]) {
      input.addEventListener("input", keep);
      input.addEventListener("change", keep);
    }
  }

  function stepper(value, set, label) {
    return el(
      "span",
      { class: "pad-stepper" },
      el("button", { type: "button", "aria-label": say("{label} minus one", { label }), "data-delta": "-1", on: () => set(value - 1) }, "−"),
      el("output", { class: "pad-value" }, String(value)),
      el("button", { type: "button", "aria-label": say("{label} plus one", { label }), "data-delta": "1", on: () => set(value + 1) }, "+"),
    );
  }

  function choice(options, value, set, label) {
    return el(
      "span",
      { class: "pad-choice", role: "group", "aria-label": label },
      options.map(([v, text]) =>
        el("button", { type: "button", class: "pad-chip", "aria-pressed": String(v === value), on: () => set(v === value ? null : v) }, text),
      ),
    );
  }

  /** A change to the round being entered (a tap): kept at once, not an entry Undo takes back. */
  function edit(change) {
    change();
    save();
    render();
  }

  function playerRow(g, r, i) {
    const e = r.entries[i];
    const name = g.players[i];
    const row = el("div", { class: "pad-row", "data-player": String(i) }, el("span", { class: "pad-name" }, name));
    const clamp = (v) => Math.max(0, Math.min(r.cards, v));
    if (r.step === "bids") {
      row.append(stepper(e.bid, (v) => edit(() => (e.bid = clamp(v))), say("{name}'s bid", { name })));
      if (g.scoring !== "classic") row.append(choice([[true, say("Cannonball")]], e.cannonball || null, (v) => edit(() => (e.cannonball = !!v)), say("Cannonball")));
      if (wagered(g, r)) row.append(choice(PadCore.WAGERS.map((w) => [w, `R${w}`]), e.wager, (v) => edit(() => (e.wager = v)), say("Rascal's wager")));
    } else if (r.step === "won") {
      row.append(el("span", { class: "pad-bid" }, say("bid {bid}", { bid: e.bid })), stepper(e.won, (v) => edit(() => (e.won = clamp(v))), say("{name}'s tricks won", { name })));
    } else {
      // only a trick's winner captures cards or uses a Pirate's ability (bonus.capture, ability.unlock)
      row.append(el("span", { class: "pad-bid" }, say("bid {bid} · won {won}", { bid: e.bid, won: e.won })), bonusButtons(g, r, i));
      if (PadCore.lootCards(g)) row.append(lootButtons(g, r, i));
      row.append(clearButton(r, i));
    }
    return row;
  }

  /** A bonus's points on its chip: +30, or −5 with a minus sign (the Pack's 7s cost points: exp.seven). */
  function points(n) {
    return n < 0 ? `−${-n}` : `+${n}`;
  }

  /** The chips of the bonuses the deck pays; a player who won no trick captured nothing (bonus.capture), but may
   * have played Davy Jones' Locker, whose sea monsters pay its player (davy.bonus). */
  function bonusButtons(g, r, i) {
    const e = r.entries[i];
    const name = g.players[i];
    const have = PadCore.copies(g.deck);
    const shown = PadCore.bonusesOf(g.deck).filter((b) => e.won || b.destroys);
    if (!shown.length) return el("span", { class: "pad-bid" }, say("no trick won: no bonus"));
    const box = el("span", { class: "pad-bonuses" });
    // Each chip's aria-label names its player as Settle it names a player's card ("Ann\u00a0: 14 pris", "Ann：捕获 14").
    for (const b of shown) {
      const n = e.bonus[b.key] || 0;
      const tap = () => edit(() => (e.bonus[b.key] = n >= have[b.key] ? 0 : n + 1));
      box.append(el("button", { type: "button", class: "pad-chip", "data-bonus": b.key, "aria-pressed": String(n > 0), "aria-label": say("{player}: {card}", { player: name, card: say(b.label) }) }, `${say(b.label)} ${points(b.points)}`, n > 1 ? el("b", {}, ` ×${n}`) : null));
      box.lastChild.addEventListener("click", tap);
      // a card the box holds several of is counted by taps; one too many is taken back here, not by tapping round
      const less = () => edit(() => (e.bonus[b.key] = n - 1));
      const label = say("{label} minus one", { label: say("{player}: {card}", { player: name, card: say(b.label) }) });
      if (n > 0 && have[b.key] > 1) box.append(el("button", { type: "button", class: "pad-chip pad-less", "data-less": b.key, "aria-label": label, on: less }, "−1"));
    }
    // Harry moves the bid by one within 0 to the cards dealt (ability.harry, bid.range): only such chips are offered
    const moves = [[-1, "H−1"], [0, "H0"], [1, "H+1"]].filter(([d]) => e.bid + d >= 0 && e.bid + d <= r.cards);
    if (g.abilities && e.won) box.append(choice(moves, e.harry, (v) => edit(() => (e.harry = v)), say("Harry")));
    return box;
  }

  /** Takes back the row's bonuses, Harry's change and Loot alliances: last in the row, after the Loot chips. */
  function clearButton(r, i) {
    const e = r.entries[i];
    return el("button", { type: "button", class: "pad-chip pad-clear", on: () => edit(() => ((e.bonus = {}), (e.harry = null), PadCore.unally(r, i))) }, say("Clear"));
  }

  /** The Loot alliances with each other player (loot.alliance), shown on both allies' rows: a tap adds one (a
   * second while the deck has a Loot card left: two Loots may ally the same two players), then takes them back. */
  function lootButtons(g, r, i) {
    const box = el("span", { class: "pad-bonuses pad-loot" });
    const left = PadCore.lootCards(g) - PadCore.alliances(r).length;
    g.players.forEach((other, j) => {
      if (j === i) return;
      const n = PadCore.alliancesOf(r, i, j).length;
      const more = n === 0 || left > 0;
      const tap = () => edit(() => (more ? PadCore.ally(r, i, j) : PadCore.unally(r, i, j)));
      box.append(el("button", { type: "button", class: "pad-chip", "data-loot": String(j), "aria-pressed": String(n > 0), on: tap }, say("Loot with {name}", { name: other }), n > 1 ? el("b", {}, ` ×${n}`) : null));
    });
    return box;
  }

  // Whether Next was refused for tricks won short of the cards dealt: the deck-switching hint waits for it, as a
  // total short while the taps are still being made is most often a tap still to come.
  let unwonRefused = false;

  /** With the base deck and three players or more, fewer tricks won than played is refused: once it is, the ways to
   * say a sea monster or the Expansion Pack's cards left one unwon. */
  function unwonHint(g, sum, cards) {
    if (!unwonRefused || sum >= cards || PadCore.unwonAllowed(g)) return null;
    const play = (deck) => () => commit(() => (state.game.deck = deck));
    return el(
      "p",
      { class: "pad-hint" },
      say("A trick nobody won? A Kraken, the White Whale or a card of the Expansion Pack leaves one."),
      " ",
      el("button", { type: "button", class: "pad-chip", "data-action": "advanced", on: play("advanced") }, say("Play with Kraken, White Whale and Loot")),
      " ",
      el("button", { type: "button", class: "pad-chip", "data-action": "expansion-all", on: play("expansion-all") }, say("Play with the Expansion Pack")),
    );
  }

  /** Rascal of Roatan's wager is offered where it can be made: with the abilities, in a round of more than one card, as
   * in a round of one his trick is the last, after which only Harry's ability is used (ruling.last-trick-ability=harry). */
  function wagered(g, r) {
    return g.abilities && r.cards > 1;
  }

  /** With the Pirate abilities, what the chips R0..R20 (bids) and H−1..H+1 (bonuses) stand for, once above the rows. */
  function abilityHint(g, r) {
    if (!g.abilities || r.step === "won" || (r.step === "bids" && !wagered(g, r))) return null;
    const said = r.step === "bids"
      ? say("R0, R10, R20: the wager of the player who plays Rascal of Roatan this round.")
      : say("H−1, H0, H+1: the change to the bid of the player who won a trick with Harry the Giant.");
    return el("p", { class: "pad-hint pad-ability-hint" }, said);
  }

  function roundForm(r) {
    const g = state.game;
    const k = g.rounds.length;
    const seat = PadCore.seats(g.players, g.deck)[k - 1];
    const sum = r.entries.reduce((t, e) => t + e.won, 0);
    const title = { bids: say("Bids"), won: say("Tricks won"), bonus: say("Bonuses (on a made bid)") }[r.step];
    const next = { bids: say("Next: tricks won"), won: say("Next: bonuses"), bonus: say("Score the round") }[r.step];
    return el(
      "section",
      { class: "pad-round" },
      el("h2", { class: "pad-head" }, say("Round {n} of 10 · {cards} · {dealer} deals, {leader} leads", { n: k, cards: r.cards === 1 ? say("{n} card", { n: 1 }) : say("{n} cards", { n: r.cards }), dealer: seat.dealer, leader: seat.leader })),
      el("p", { class: "pad-game" }, `${scoringNames()[g.scoring]} · ${deckNames()[g.deck]}`),
      el("h3", {}, title, r.step === "won" ? el("span", { class: "pad-sum" }, ` · ${say("{sum} of {cards}", { sum, cards: r.cards })}`) : null),
      abilityHint(g, r),
      g.players.map((_, i) => playerRow(g, r, i)),
      r.step === "won" ? unwonHint(g, sum, r.cards) : null,
      el("button", { type: "button", class: "pad-main", "data-action": "next", on: () => advance(r) }, next),
    );
  }

  function advance(r) {
    const g = state.game;
    const problem = r.step === "bids" ? PadCore.checkBids(r) : r.step === "won" ? PadCore.checkWon(g, r) : PadCore.checkBonuses(g, r);
    if (problem && r.step === "won" && !unwonRefused) {
      unwonRefused = true; // the hint's buttons come with the refusal
      render();
    }
    if (problem) return showError(problem);
    unwonRefused = false;
    const at = g.rounds.indexOf(r);
    commit(() => {
      const round = state.game.rounds[at];
      if (round.step === "bids") {
        round.step = "won";
        round.entries.forEach((e) => (e.won = Math.min(e.bid, round.cards)));
      } else if (round.step === "won") {
        round.step = "bonus";
      } else {
        round.done = true;
        openRound(state.game);
      }
    });
  }

  /** Back to the game as it was before the last entry, the game left by New game included. */
  function undo() {
    if (!state.history.length) return showError(say("nothing to undo"));
    state.game = JSON.parse(state.history.pop());
    save();
    render();
  }

  function toolbar() {
    const restart = () => {
      if (!window.confirm(say("Start a new game? Undo on the new game's form brings this one back."))) return;
      commit(() => (state.game = null));
    };
    return el(
      "div",
      { class: "pad-tools" },
      el("button", { type: "button", "data-action": "undo", on: undo }, say("Undo")),
      el("button", { type: "button", "data-action": "export", on: download }, say("Export .skull")),
      el("button", { type: "button", "data-action": "restart", on: restart }, say("New game")),
    );
  }

  function download() {
    const text = PadCore.skullText(state.game);
    const link = el("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })), download: `skull-king-${new Date().toISOString().slice(0, 10)}.skull` });
    document.body.append(link);
    link.click();
    link.remove();
  }

  function scoreTable() {
    const g = state.game;
    const totals = PadCore.running(g);
    const done = g.rounds.filter((r) => r.done);
    const head = el("tr", {}, el("th", {}, say("Round")), g.players.map((p) => el("th", {}, p)));
    const rows = done.map((r, k) => {
      const scores = PadCore.scoreRound(g, r);
      return el("tr", {}, el("td", {}, String(k + 1)), scores.map((s, i) => el("td", {}, el("span", { class: s < 0 ? "pad-minus" : "pad-plus" }, s >= 0 ? `+${s}` : String(s)), " ", el("b", {}, String(totals[k][i])))));
    });
    const last = totals.length ? totals[totals.length - 1] : g.players.map(() => 0);
    const foot = el("tr", { class: "pad-total" }, el("th", {}, say("Total")), last.map((t) => el("th", {}, String(t))));
    // The table as wide as the page, in a box that scrolls it sideways when eight names do not fit; with more than
    // five players a phone sets their names upright (pad.css), each whole rather than broken inside a word.
    const many = g.players.length > 5 ? " pad-many" : "";
    const table = el("table", { class: `pad-table${many}`, id: "pad-table" }, el("thead", {}, head), el("tbody", {}, rows), el("tfoot", {}, foot));
    return el("div", { class: "pad-scroll" }, table);
  }

  /** The language switch (sphinx_pad.py writes it with the page): the choice re-draws the pad and is kept. */
  function langSwitch() {
    const select = document.getElementById("pad-lang");
    if (!select) return;
    select.value = lang;
    select.addEventListener("change", () => setLang(select.value));
  }

  function begin() {
    langSwitch();
    render();
  }

  document.addEventListener("DOMContentLoaded", begin);
  if (document.readyState !== "loading") begin();
})();
