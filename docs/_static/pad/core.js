/* The score pad's rules: the round's checks, its scores and the game as a .skull file.
 *
 * The same scoring as skrules (skrules/scoring.py: classic, Rascal's grapeshot and cannonball,
 * the bonuses paid on a made bid, Harry the Giant's change, Rascal of Roatan's wager), for the
 * base deck, the advanced one (the Kraken and the White Whale, which may leave a trick unwon, and
 * the Loot's alliances), the Expansion Pack (First Mate Con, the Pack's 8s and 7s, Davy Jones' Locker,
 * and cards that never win, which leave a discarded trick unwon) and both. tests/test_site_pad.py runs it under node against skrules on random
 * rounds, and checks the file it exports with 'skrules check'. Plain JS, no dependency.
 */
"use strict";

const PadCore = (() => {
  // The bonuses (skrules/bonuses.py): the sheet's name, the card captured, what happened (the chip says so: a card
  // name alone reads as the card that won), points, rule. Davy Jones' is paid to the Locker's player for the sea
  // monsters it destroys, not for a trick won (davy.bonus: 'destroys'). How many a deck holds: copies().
  const BONUSES = [
    { key: "14", name: "14", card: "14", label: "14 captured", points: 10, rule: "bonus.fourteen" },
    { key: "b14", name: "black14", card: "Black 14", label: "Black 14 captured", points: 20, rule: "bonus.black-fourteen" },
    { key: "p", name: "pirate", card: "Pirate", label: "Skull King took a Pirate", points: 30, rule: "bonus.pirate" },
    { key: "sk", name: "king", card: "Skull King", label: "Mermaid took the Skull King", points: 40, rule: "bonus.king" },
    { key: "m", name: "mermaid", card: "Mermaid", label: "Pirate took a Mermaid", points: 20, rule: "bonus.mermaid" },
    { key: "con", name: "con", card: "First Mate Con", label: "First Mate Con taken", points: 30, rule: "con.bonus" },
    { key: "8", name: "8", card: "expansion 8", label: "Expansion 8 captured", points: 5, rule: "exp.eight" },
    { key: "7", name: "7", card: "expansion 7", label: "Expansion 7 captured", points: -5, rule: "exp.seven" },
    { key: "davy", name: "davy", card: "sea monster", label: "Davy Jones destroyed a sea monster", points: 20, rule: "davy.bonus", destroys: true },
  ];
  // The decks the page keeps score for, as the .skull file's 'deck:' line names them (skrules' deck parts: the
  // whole Expansion Pack is 'expansion-all', with the advanced cards 'all'); a game kept before had the base deck.
  const DECKS = ["base", "advanced", "expansion-all", "all"];
  const LOOT = 2; // the advanced deck's Loot cards: one alliance each (loot.alliance, box.copies)
  // At most how many of a round's tricks each deck leaves unwon: a trick destroyed by its Kraken or discarded by its
  // White Whale, its Spotted Stingray or cards that cannot win (skrules.ladder.most_unwon; tests/test_site_pad.py).
  const UNWON = { base: 0, advanced: 2, "expansion-all": 4, all: 6 };
  // Of those, the Pack's three cards that never win (Walk the Plank, the Last Volley, Davy Jones' Locker): with no sea
  // monster, a trick they leave unwon holds one from each player, so they fill one among three players, none among more.
  const NEVER_WIN = { base: 0, advanced: 0, "expansion-all": 3, all: 3 };
  const WAGERS = [0, 10, 20];
  const NAME = /^[^\s=,:;#]+$/;
  // What the exported file writes for no player ("winner: nobody"), never a name (skrules.notation.NO_PLAYER).
  const NO_PLAYER = ["none", "nobody", "no-one", "-"];
  // A character that acts instead of showing (a control, bidirectional or format one) would turn the page's lines
  // around wherever the name is shown: refused, shown as an escape, as skrules.shown does.
  const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

  /** A name quoted for a refusal, its hidden characters as escapes (Python's repr: '\u202e', '\x1b'). */
  function shown(text) {
    const escape = (ch) => {
      const code = ch.codePointAt(0);
      const hex = code.toString(16);
      return code < 0x100 ? `\\x${hex.padStart(2, "0")}` : code < 0x10000 ? `\\u${hex.padStart(4, "0")}` : `\\U${hex.padStart(8, "0")}`;
    };
    return `'${text.replace(new RegExp(HIDDEN.source, "gu"), escape)}'`;
  }

  /** A line in the page's language: its English is its ID (the catalogues' table and site sections), {name}s filled. */
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (all, k) => (values && k in values ? String(values[k]) : all));
  let say = fill;
  /** The page's translator (pad.js, from strings.js); under node the checks speak English. */
  function speak(translate) {
    say = translate || fill;
  }

  /** Whether the deck has the Expansion Pack's cards; the advanced cards (Kraken, White Whale, Loot). */
  function hasPack(deck) {
    return deck === "expansion-all" || deck === "all";
  }
  function hasAdvanced(deck) {
    return deck === "advanced" || deck === "all";
  }

  /** How many cards of the deck each bonus can be paid for (skrules.scoring.deck_copies): the Pack adds Mary
   * Thorne to the Pirates, First Mate Con, four 8s and four 7s, and the Locker, whose sea monsters are the
   * Spotted Stingray, and with the advanced cards the Kraken and the White Whale too. */
  function copies(deck) {
    const pack = hasPack(deck) ? 1 : 0;
    const monsters = pack && hasAdvanced(deck) ? 3 : pack;
    return { 14: 3, b14: 1, p: 6 + pack, sk: 1, m: 2, con: pack, 8: 4 * pack, 7: 4 * pack, davy: monsters };
  }

  /** The bonuses the deck can pay: the chips the page shows. */
  function bonusesOf(deck) {
    const have = copies(deck);
    return BONUSES.filter((b) => have[b.key] > 0);
  }

  /** The cards of each deck (skrules.deal.deck_size): the base 70, the advanced cards 4 more, the Pack 19 more. */
  const DECK_SIZES = { base: 70, advanced: 74, "expansion-all": 89, all: 93 };

  /** The most players a deck seats (RuleSet.max_players): eight with the base box; with the Pack, one card each. */
  function maxPlayers(deck) {
    return hasPack(deck) ? DECK_SIZES[deck] : 8;
  }

  /** The cards dealt in each round of the standard game: 1 to 10, capped to the deck shared evenly (two players
   * deal a third hand, two.ghost), and to the guide's 8 for eight players without the Pack (setup.cap, exp.players). */
  function schedule(players, deck) {
    const even = Math.floor((DECK_SIZES[deck] ?? DECK_SIZES.base) / Math.max(players, 3)); // a game saved before decks: base
    const cap = players === 8 && !hasPack(deck) ? Math.min(even, 8) : even;
    return Array.from({ length: 10 }, (_, i) => Math.min(i + 1, cap));
  }

  /** Who deals and who leads each round: the last player deals the first, the deal passes left (setup.dealer). */
  function seats(players, deck) {
    const n = players.length;
    return schedule(n, deck).map((_, r) => ({ dealer: players[(n - 1 + r) % n], leader: players[r % n] }));
  }

  /** The players named for a game with this deck, refused as skrules.deal.check_players refuses them. */
  function checkPlayers(players, deck) {
    const n = players.length;
    if (n === 0) return say("Name the players, two at least (setup.players)");
    if (n === 1) return say("1 player: Skull King needs two players at least (setup.players)");
    const seated = { n, n2: maxPlayers(deck) };
    if (n > seated.n2 && hasPack(deck)) return say("{n} players: this deck seats at most {n2} (setup.players)", seated);
    if (n > seated.n2) return say("{n} players: this deck seats at most {n2} (setup.players); the Expansion Pack seats more (exp.players)", seated);
    for (const p of players) {
      if (!NAME.test(p)) return say("{name} is not a player name (letters and digits, no spaces, '=', ',' or ':')", { name: JSON.stringify(p) });
      if (NO_PLAYER.includes(p.toLowerCase())) return say("{typed} is not a player name: a scenario file writes it for no player ('winner: nobody'); name the player otherwise", { typed: `'${p}'` });
      const bad = p.match(HIDDEN);
      if (bad) return say("{typed} is not a player name: it holds the invisible character {typed2} (a control, bidirectional or format character); use letters and digits", { typed: shown(p), typed2: shown(bad[0]) });
    }
    const twice = players.find((p, i) => players.indexOf(p) !== i);
    return twice ? say("{name} is named twice; each player has one seat", { name: twice }) : null;
  }

  function bonusTotal(counts) {
    return BONUSES.reduce((t, b) => t + (counts[b.key] || 0) * b.points, 0);
  }

  /** One player's points for the round, as skrules' score() counts them. */
  function scorePlayer(cards, entry, method) {
    const bid = entry.harry == null ? entry.bid : entry.bid + entry.harry;
    const won = entry.won;
    const off = Math.abs(won - bid);
    const bonus = bonusTotal(entry.bonus || {});
    let total;
    if (method === "classic") {
      const base = bid === 0 ? (won === 0 ? 10 * cards : -10 * cards) : off === 0 ? 20 * bid : -10 * off;
      total = base + (off === 0 ? bonus : 0);
    } else if (method === "cannonball") {
      total = off === 0 ? 15 * cards + bonus : 0;
    } else {
      // grapeshot: a direct hit pays all, a glancing blow half (an odd half, as the Pack's 8s and 7s give, toward zero:
      // ruling.rascal-halves), a miss nothing
      total = off === 0 ? 10 * cards + bonus : off === 1 ? Math.floor((10 * cards) / 2) + Math.trunc(bonus / 2) : 0;
    }
    if (entry.wager != null) total += off === 0 ? entry.wager : -entry.wager;
    return total;
  }

  function methodOf(game, entry) {
    return game.scoring === "classic" ? "classic" : entry.cannonball ? "cannonball" : "grapeshot";
  }

  function made(e) {
    return e.won === (e.harry == null ? e.bid : e.bid + e.harry);
  }

  /** The seats an entry is allied with by Loot (loot.alliance): a list, a seat twice for two alliances with one
   * player; a game kept before held one seat or null. */
  function alliesOf(e) {
    return e.loot == null ? [] : Array.isArray(e.loot) ? e.loot : [e.loot];
  }

  /** The round's Loot alliances as pairs of seats [i, j], i the entry that keeps it, as skrules reads a score
   * sheet's cells (skrules.formats.cells.cell_alliances): j on i's entry says i has an alliance with j, and the
   * n-th j on i's entry and the n-th i on j's are the same alliance. Two players are allied as often as the one
   * of their entries naming the other more often says: once when each names the other once, twice for j twice. */
  function alliances(round) {
    const named = new Map();
    const out = [];
    round.entries.forEach((e, i) => {
      for (const j of alliesOf(e)) {
        named.set(`${i}:${j}`, (named.get(`${i}:${j}`) || 0) + 1);
        if (named.get(`${i}:${j}`) > (named.get(`${j}:${i}`) || 0)) out.push([i, j]); // else on j's entry already
      }
    });
    return out;
  }

  /** The alliances between seats i and j, or all of i's when j is null. */
  function alliancesOf(round, i, j = null) {
    return alliances(round).filter(([a, b]) => (a === i && (j === null || b === j)) || (b === i && (j === null || a === j)));
  }

  /** The round without the alliances between seats i and j (all of i's when j is null), on whichever entry each is kept. */
  function unally(round, i, j = null) {
    round.entries.forEach((e, k) => {
      e.loot = alliesOf(e).filter((x) => !((k === i && (j === null || x === j)) || (x === i && (j === null || k === j))));
    });
  }

  /** One more alliance between seats i and j: all of theirs kept on i's entry, j written once for each. */
  function ally(round, i, j) {
    const n = alliancesOf(round, i, j).length;
    unally(round, i, j);
    round.entries[i].loot = [...alliesOf(round.entries[i]), ...Array(n + 1).fill(j)];
  }

  /** Each player's points: the player's own, and +20 for each alliance whose two allies made their bids (score.alliance). */
  function scoreRound(game, round) {
    const points = round.entries.map((e) => scorePlayer(round.cards, e, methodOf(game, e)));
    for (const [a, b] of alliances(round)) {
      if (made(round.entries[a]) && made(round.entries[b])) {
        points[a] += 20;
        points[b] += 20;
      }
    }
    return points;
  }

  /** At most how many of a round's tricks none of the players wins, or null for any number: Graybeard's ghost
   * takes the tricks neither of two players won (two.ghost); else a Kraken destroyed a trick, the White Whale or
   * the Spotted Stingray discarded one, or only the Pack's cards that never win were played in one
   * (kraken.destroy, whale.discard, exp.discard), each card once a round; the cards that never
   * win only when they are all of that trick's cards. */
  function mostUnwon(game) {
    const players = game.players.length;
    if (players === 2) return null;
    const deck = game.deck || "base";
    return UNWON[deck] - NEVER_WIN[deck] + Math.floor(NEVER_WIN[deck] / players);
  }

  /** Whether a round's tricks won may add up to fewer than its cards. */
  function unwonAllowed(game) {
    return mostUnwon(game) !== 0;
  }

  /** The Loot cards in play: the advanced deck's, which the two-player game leaves out (two.cards). */
  function lootCards(game) {
    return hasAdvanced(game.deck) && game.players.length > 2 ? LOOT : 0;
  }

  /** What is wrong with a bid line (each bid 0 to the cards dealt), or null. */
  function checkBids(round) {
    for (const e of round.entries) {
      if (e.bid >= 0 && e.bid <= round.cards) continue;
      if (round.cards === 1) return say("a bid is 0 to the 1 card dealt (bid.range)", {});
      return say("a bid is 0 to the {cards} cards dealt (bid.range)", { cards: round.cards });
    }
    return null;
  }

  function checkWon(game, round) {
    let sum = 0;
    for (const e of round.entries) {
      if (!(e.won >= 0 && e.won <= round.cards)) return say("tricks won is 0 to {cards} (setup.deal)", { cards: round.cards });
      sum += e.won;
    }
    if (sum > round.cards) return say("the tricks won add up to {sum}, but the round has only {cards}", { sum, cards: round.cards });
    // with the base deck and three players or more, every trick has a winner among them (rank.escape)
    const most = mostUnwon(game);
    if (most && round.cards - sum > most) return say("the tricks won add up to {sum}, but the round has {cards}: this deck's cards leave at most {most} of them unwon (kraken.destroy, whale.discard, exp.discard)", { sum, cards: round.cards, most });
    if (sum < round.cards && !unwonAllowed(game)) return say("the tricks won add up to {sum}, but the round has {cards}: check them, as with the base deck each trick is won by someone (rank.escape)", { sum, cards: round.cards });
    return null;
  }

  /** The captures of one player's round: the cards its tricks won hold (bonus.capture), Davy Jones' sea monsters aside. */
  function captures(counts) {
    return BONUSES.reduce((t, b) => t + (b.destroys ? 0 : counts[b.key] || 0), 0);
  }

  /** The seats allied with seat i by Loot that won no trick: each such Loot lies in a trick i won (loot.alliance). */
  function lootedInto(round, i) {
    return alliancesOf(round, i).map(([a, b]) => (a === i ? b : a)).filter((k) => round.entries[k].won === 0);
  }

  function checkPlayer(game, round, i) {
    const e = round.entries[i];
    const name = game.players[i];
    const counts = e.bonus || {};
    const players = game.players.length;
    const used = (e.harry != null ? 1 : 0) + (e.wager != null ? 1 : 0);
    if ((captures(counts) || used) && e.won === 0) return say("{name} won no trick: only a trick's winner captures its cards or uses its Pirate (bonus.capture, ability.unlock)", { name });
    if (e.harry != null && !(e.bid + e.harry >= 0 && e.bid + e.harry <= round.cards)) return say("{name}: Harry the Giant cannot move the bid from {bid} to {to} (bid.range, ability.harry)", { name, bid: e.bid, to: e.bid + e.harry });
    if (e.wager != null && !WAGERS.includes(e.wager)) return say("{name}: Rascal of Roatan wagers 0, 10 or 20 (ability.rascal)", { name });
    // an ability is used straight after its trick; after the last only Harry's (the page plays ruling.last-trick-ability=harry)
    if (e.wager != null && round.cards === 1) return say("{name}: Rascal of Roatan's wager in a round of 1 card: his trick is the round's last, and only Harry the Giant's ability may be used after the last trick (ability.unlock; ruling.last-trick-ability=harry)", { name });
    // the Skull King's trick (or the one where a Skull King or a Mermaid took Con) is no Pirate's; with Con in the
    // deck, Con may take both Harry and Rascal in one trick (con.bonus, ability.unlock)
    const king = counts.p || counts.sk || counts.con ? 1 : 0;
    const abilityTricks = copies(game.deck).con ? Math.min(used, 1) : used;
    const need = king + Math.max(counts.m ? 1 : 0, abilityTricks);
    if (need > e.won) return say("{name}'s bonuses and abilities need {need} tricks won, not {won} (bonus.pirate, bonus.mermaid, ability.unlock)", { name, need, won: e.won });
    const size = Math.max(players, 3);
    if ((counts.p || 0) > size - 1) return say("{name}: {count} Pirates taken by the one Skull King, but a trick holds {size} cards (bonus.pirate)", { name, count: counts.p, size });
    if ((counts.davy || 0) > size - 1) return say("{name}: {count} sea monsters destroyed by Davy Jones, but they come from one trick, which holds {size} cards (davy.bonus)", { name, count: counts.davy, size });
    const captured = captures(counts);
    const winners = king + (counts.m ? 1 : 0);
    if (captured + winners > e.won * size) {
      if (e.won === 1) return say("{name}: {captured} cards captured in 1 trick won, but a trick holds {size} cards (bonus.capture)", { name, captured, size });
      return say("{name}: {captured} cards captured in {won} tricks won, but a trick holds {size} cards (bonus.capture)", { name, captured, won: e.won, size });
    }
    const looted = e.won ? lootedInto(round, i) : []; // an alliance where neither won a trick is refused below
    const n = captured + winners + looted.length;
    if (n > e.won * size) {
      const players = looted.map((k) => game.players[k]).join(", ");
      return say("{name}: {n} cards needed in the tricks won: the cards captured, the cards that won them and the Loot of {players}, who won no trick; but a trick holds {size} cards (bonus.capture, loot.alliance)", { name, n, players, size });
    }
    return null;
  }

  /** The player's own cards that surely went to tricks others won, against the tricks the player lost, as
   * skrules.scoring checks them: Davy Jones' Locker, which never wins, when its player is paid (davy.bonus; the page
   * plays ruling.davy-recipient=davy-player), and with no trick won, the player's own Loot for each alliance. */
  function ownCards(game, round, i) {
    const e = round.entries[i];
    const name = game.players[i];
    const davy = (e.bonus || {}).davy ? 1 : 0;
    const loots = e.won === 0 ? alliancesOf(round, i).length : 0;
    if (davy + loots <= round.cards - e.won) return null;
    if (!loots) return say("{name}: Davy Jones' bonus with every trick won, but Davy Jones' Locker never wins: its trick went to another player (davy.bonus)", { name });
    return say("{name} won no trick: {n} of their cards went to tricks others won (their Loot for each alliance, and Davy Jones' Locker if paid), but {cards} were dealt (loot.alliance, davy.bonus)", { name, n: davy + loots, cards: round.cards });
  }

  /** What is wrong with the round's bonuses and abilities, each player's and all together, or null. */
  function checkBonuses(game, round) {
    const n = game.players.length;
    for (let i = 0; i < n; i++) {
      const problem = checkPlayer(game, round, i);
      if (problem) return problem;
    }
    const sum = (key) => round.entries.reduce((t, e) => t + ((e.bonus || {})[key] || 0), 0);
    const have = copies(game.deck);
    for (const b of BONUSES) {
      if (sum(b.key) > have[b.key]) return say("'{label}' {count} times in one round, but the deck holds {most} × {card} in all (box.copies, {rule})", { label: say(b.label), count: sum(b.key), card: say(b.card), most: have[b.key], rule: b.rule });
    }
    if (sum("p") && sum("sk")) return say("Pirates taken by the Skull King and the Skull King taken by a Mermaid in one round: there is one Skull King (bonus.pirate, bonus.king)");
    if (sum("sk") && sum("m") + 1 > 2) return say("Mermaids taken by a Pirate and another taking the Skull King, but the deck holds 2 (bonus.mermaid, bonus.king)");
    const harry = round.entries.filter((e) => e.harry != null).length;
    const rascal = round.entries.filter((e) => e.wager != null).length;
    if (harry > 1) return say("there is one Harry the Giant (box.copies)");
    if (rascal > 1) return say("there is one Rascal of Roatan (box.copies)");
    const kept = Math.max(harry + rascal, sum("m") ? 1 : 0);
    if (sum("p") && sum("p") + kept > have.p) return say("{count} Pirates taken by the Skull King, but the deck holds {most} (bonus.pirate, box.copies)", { count: sum("p"), most: have.p });
    const lockers = round.entries.filter((e) => (e.bonus || {}).davy).length;
    if (lockers > 1) return say("Davy Jones' bonus for {count} players: there is one Davy Jones' Locker, and its sea monsters go to one player (davy.bonus, box.copies)", { count: lockers });
    const kings = round.entries.filter((e) => (e.bonus || {}).p).length;
    if (kings > 1) return say("Pirates taken by the Skull King for {count} players: there is one Skull King, and the Pirates it takes go to one player (bonus.pirate, box.copies)", { count: kings });
    const loot = alliances(round).length;
    if (loot > lootCards(game)) return say("{count} Loot alliances in one round, but the deck holds 2 Loot cards (loot.alliance, box.copies)", { count: loot });
    return alliancesWon(game, round) || game.players.map((_, i) => ownCards(game, round, i)).find((p) => p) || null;
  }

  /** Each pair of allies won a trick for each alliance between them, as skrules.scoring.alliance_past_won states it: a Loot
   * allies its player with its trick's winner, and a player plays one card a trick (loot.alliance). */
  function alliancesWon(game, round) {
    const made = new Map();
    for (const [a, b] of alliances(round)) {
      const pair = Math.min(a, b) + ":" + Math.max(a, b);
      made.set(pair, (made.get(pair) || 0) + 1);
      const tricks = round.entries[a].won + round.entries[b].won;
      if (made.get(pair) <= tricks) continue;
      const names = { player: game.players[a], player2: game.players[b] };
      if (tricks === 0) return say("a Loot alliance between {player} and {player2}, but neither won a trick: a Loot allies its player with the winner of its trick (loot.alliance)", names);
      return say("{n} Loot alliances between {player} and {player2} need as many tricks won by one of them; they won {n2} (loot.alliance)", { ...names, n: made.get(pair), n2: tricks });
    }
    return null;
  }

  /** The running totals after each round finished. */
  function running(game) {
    const totals = game.players.map(() => 0);
    return game.rounds.filter((r) => r.done).map((r) => {
      scoreRound(game, r).forEach((s, i) => (totals[i] += s));
      return totals.slice();
    });
  }

  function signed(n) {
    return n >= 0 ? `+${n}` : `${n}`;
  }

  function cell(game, e, players) {
    const items = [`${e.bid}/${e.won}`];
    if (game.scoring !== "classic") items.push(e.cannonball ? "cannonball" : "grapeshot");
    for (const b of BONUSES) {
      const n = (e.bonus || {})[b.key] || 0;
      if (n) items.push(n === 1 ? b.name : `${b.name}=${n}`);
    }
    if (e.harry != null) items.push(e.harry ? `harry=${signed(e.harry)}` : "harry=0");
    if (e.wager != null) items.push(`wager=${e.wager}`);
    for (const j of alliesOf(e)) items.push(`loot=${players[j]}`);
    return items.join(",");
  }

  /** The game as a scenario file: 'skrules check' passes on it, as on a game saved by 'skrules table --pad'. */
  function skullText(game) {
    const p = game.players;
    const done = game.rounds.filter((r) => r.done);
    const totals = running(game);
    const sched = schedule(p.length, game.deck);
    const s = seats(p, game.deck);
    const pairs = (row) => p.map((name, i) => `${name}=${signed(row[i])}`).join(" ");
    const lines = [
      `# A game of Skull King kept on the score pad of the skrules site: ${p.join(", ")}; ${done.length} of 10 rounds played.`,
      "# 'skrules check FILE' checks the totals; 'skrules table --pad --resume FILE' goes on with it.",
      "",
      "game: The game on the score pad",
      "cites: game.end",
      `deck: ${DECKS.includes(game.deck) ? game.deck : "base"}`,
      `abilities: ${game.abilities ? "on" : "off"}`,
      `scoring: ${game.scoring}`,
      `players: ${p.join(" ")}`,
      "variant: standard",
      `dealer: ${s[0].dealer}`,
    ];
    done.forEach((r, k) => lines.push(`round ${k + 1}: ${r.entries.map((e) => cell(game, e, p)).join(" ")}`));
    lines.push(`schedule: ${sched.join(" ")}`, `dealers: ${s.map((x) => x.dealer).join(" ")}`, `leaders: ${s.map((x) => x.leader).join(" ")}`);
    totals.slice(0, -1).forEach((row, k) => lines.push(`totals after round ${k + 1}: ${pairs(row)}`));
    if (totals.length) lines.push(`totals: ${pairs(totals[totals.length - 1])}`);
    const last = totals.length ? totals[totals.length - 1] : p.map(() => 0);
    const best = Math.max(...last);
    const leaders = p.filter((_, i) => last[i] === best);
    const over = done.length === sched.length;
    lines.push(`winner: ${over && leaders.length === 1 ? leaders[0] : "nobody"}`);
    if (over && leaders.length > 1) lines.push(`tie: ${leaders.join(" ")}`);
    return lines.join("\n") + "\n";
  }

  return { BONUSES, WAGERS, DECKS, UNWON, speak, copies, bonusesOf, maxPlayers, schedule, seats, checkPlayers, scorePlayer, scoreRound, mostUnwon, unwonAllowed, lootCards, alliesOf, alliances, alliancesOf, ally, unally, checkBids, checkWon, checkBonuses, running, skullText, cell };
})();

if (typeof module !== "undefined") module.exports = PadCore;
