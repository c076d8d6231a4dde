#!/usr/bin/env node
// A conformance adapter in JavaScript, with a small engine of its own: the base game's tricks.
//
//   skrules verify --engine 'node examples/adapter_node.js --batch' --batch \
//       --declare examples/adapter_node.declare.json
//
// It reads a case as JSON on standard input and writes one answer as JSON (with --batch, one case
// per line, one answer per line). Its engine plays what examples/adapter_node.declare.json says:
// tricks of the base deck (numbers 1-14 in four suits, Escapes, Pirates, the Tigress, the Skull
// King, Mermaids), the default readings of the two rulings of the lead suit, and the refusals of
// unreadable cards, of too many copies, of malformed tricks and of plays that break the rules
// (following suit, playing a card not in hand). skrules does not send it the other cases; the
// report counts them as "not supported".
//
// To adapt your own engine, keep reply() and main() and replace judge() with a call to it.

"use strict";

const SUITS = { g: "green", p: "purple", y: "yellow", b: "black" };
const NAMED_PIRATES = ["rosie", "bendt", "rascal", "juanita", "harry"];
const COPIES = { escape: 5, mermaid: 2, sk: 1, tigress: 1 }; // each numbered card: one copy

class Refused extends Error {
  constructor(kind, message, rule) {
    super(message);
    this.kind = kind;
    this.rule = rule;
  }
}

// A card token ("g14", "sk", "tigress:pirate", "rosie") as {key, role, suit, rank}.
function readCard(token, where, inHand = false) {
  const t = token.toLowerCase();
  const number = /^([gpyb])(\d{1,2})$/.exec(t);
  if (number) {
    const rank = Number(number[2]);
    if (rank < 1 || rank > 14) throw new Refused("notation", `${where}: ${SUITS[number[1]]} runs from 1 to 14`);
    return { key: t, role: "number", suit: SUITS[number[1]], rank };
  }
  if (t === "tigress:pirate" || t === "tigress:escape") {
    return { key: "tigress", role: t.endsWith("pirate") ? "pirate" : "escape" };
  }
  if (t === "tigress" && inHand) return { key: "tigress", role: "escape" }; // declared only when played
  if (t === "tigress") throw new Refused("notation", `${where}: declare the Tigress as a Pirate or an Escape`);
  if (t === "escape" || t === "mermaid" || t === "sk") {
    return { key: t, role: t === "sk" ? "king" : t };
  }
  if (t === "pirate" || NAMED_PIRATES.includes(t)) return { key: t, role: "pirate", named: t !== "pirate" };
  if (t === "scary-mary") throw new Refused("notation", `${where}: declare Scary Mary as a Pirate or an Escape`);
  if (t.startsWith("scary-mary:")) throw new Refused("deck", `${where}: Scary Mary is the 2013 edition's card`);
  throw new Refused("notation", `${where}: not a card of the base game`);
}

// The plays of a trick, checked as the rules check them before anything is judged.
function readTrick(tokens, hands, deck) {
  const plays = tokens.map((token, i) => {
    const [player, card] = token.split("=");
    return { player, card: readCard(card, `card ${i + 1} '${token}'`), token };
  });
  if (plays.length < 2) throw new Refused("trick", "a trick needs at least two players, one card each");
  const seats = deck.includes("expansion") ? 9 : 8; // the Expansion Pack's cards seat a ninth player
  if (plays.length > seats) throw new Refused("trick", `this deck seats at most ${seats} players`);
  const seen = new Set();
  for (const p of plays) {
    if (seen.has(p.player)) throw new Refused("trick", `${p.player} plays twice`);
    seen.add(p.player);
  }
  for (const name of Object.keys(hands)) {
    if (!seen.has(name)) throw new Refused("trick", `a hand is given for '${name}', who plays no card`);
  }
  checkCopies(plays, hands);
  return plays;
}

// Each card at most as often as the box has it, in the trick and the hands together (a hand is
// held before the trick, so it holds its player's card).
function checkCopies(plays, hands) {
  const count = {};
  const add = (card) => (count[card.key] = (count[card.key] || 0) + 1);
  for (const { player, card } of plays) {
    const hand = (hands[player] || []).map((t) => readCard(t, `${player}'s hand`, true));
    hand.forEach(add);
    if (!hand.some((c) => c.key === card.key)) add(card);
  }
  for (const [key, n] of Object.entries(count)) {
    const limit = key in COPIES ? COPIES[key] : 1;
    if (key !== "pirate" && n > limit) throw new Refused("deck", `${key} appears ${n} times; the box holds ${limit}`);
  }
  const named = NAMED_PIRATES.filter((name) => count[name]).length;
  if ((count.pirate || 0) + named > NAMED_PIRATES.length) throw new Refused("deck", "the box holds five Pirates");
}

// The lead suit: a character led, none; otherwise the first numbered card's (Escapes lead nothing).
function leadSuit(plays) {
  const first = plays[0].card.role;
  if (first === "pirate" || first === "king" || first === "mermaid") return null;
  const number = plays.find((p) => p.card.role === "number");
  return number ? number.card.suit : null;
}

function firstOf(plays, role) {
  return plays.findIndex((p) => p.card.role === role);
}

function highest(plays, suit) {
  let best = -1;
  plays.forEach((p, i) => {
    if (p.card.role === "number" && p.card.suit === suit && (best < 0 || p.card.rank > plays[best].card.rank)) best = i;
  });
  return best;
}

// The winning card's index: the Mermaid over the Skull King over Pirates over Mermaids over
// trump over the lead suit; a trick of Escapes goes to the first.
function winnerOf(plays, lead) {
  const king = firstOf(plays, "king");
  const mermaid = firstOf(plays, "mermaid");
  if (king >= 0) return mermaid >= 0 ? mermaid : king;
  const pirate = firstOf(plays, "pirate");
  if (pirate >= 0) return pirate;
  if (mermaid >= 0) return mermaid;
  const trump = highest(plays, "black");
  if (trump >= 0) return trump;
  if (lead !== null) return highest(plays, lead);
  return 0;
}

// What the winning card captures: the 14s, and the characters it beats.
function bonusesOf(plays, w) {
  const winner = plays[w];
  const paid = (rule, points) => ({ rule, points, player: winner.player, needs_bid: true });
  const out = [];
  for (const { card } of plays) {
    if (card.role === "number" && card.rank === 14) {
      out.push(card.suit === "black" ? paid("bonus.black-fourteen", 20) : paid("bonus.fourteen", 10));
    }
    if (card.role === "mermaid" && winner.card.role === "pirate") out.push(paid("bonus.mermaid", 20));
    if (card.role === "pirate" && winner.card.role === "king") out.push(paid("bonus.pirate", 30));
    if (card.role === "king" && winner.card.role === "mermaid") out.push(paid("bonus.king", 40));
  }
  return out;
}

// Plays that break the rules, given the hands: a numbered card off the lead suit while holding it.
function illegalOf(plays, hands) {
  const out = [];
  let lead = plays[0].card.role === "number" ? plays[0].card.suit : null;
  const characterLed = ["pirate", "king", "mermaid"].includes(plays[0].card.role);
  plays.forEach((p, i) => {
    const hand = hands[p.player];
    if (hand !== undefined) {
      const cards = hand.map((t) => readCard(t, `${p.player}'s hand`, true));
      if (!hand.map((t) => t.toLowerCase()).includes(p.token.split("=")[1].toLowerCase().split(":")[0])) {
        out.push({ player: p.player, rule: "play.hand" });
      } else if (lead && p.card.role === "number" && p.card.suit !== lead && cards.some((c) => c.suit === lead)) {
        out.push({ player: p.player, rule: "play.follow" });
      }
    }
    if (i > 0 && !lead && !characterLed && p.card.role === "number") lead = p.card.suit;
  });
  return out;
}

function judge(c) {
  if (c.kind !== "trick") return { skip: "this engine plays tricks only" };
  const hands = c.hands || {};
  const plays = readTrick(c.trick, hands, c.options.deck);
  const lead = leadSuit(plays);
  const w = winnerOf(plays, lead);
  const winner = plays[w];
  const bonuses = bonusesOf(plays, w);
  const abilities = c.options.abilities && winner.card.named ? [winner.card.key] : [];
  const answer = {
    outcome: "won",
    winner: { player: winner.player, card: c.trick[w].split("=")[1] },
    lead_suit: lead,
    next_leader: winner.player,
    bonus: bonuses.reduce((sum, b) => sum + b.points, 0),
    bonuses,
    alliances: [],
    removed: [],
    abilities,
  };
  if (Object.keys(hands).length) answer.illegal = illegalOf(plays, hands);
  return answer;
}

function reply(line) {
  try {
    return JSON.stringify(judge(JSON.parse(line)));
  } catch (err) {
    if (err instanceof Refused) return JSON.stringify({ refused: { kind: err.kind, message: err.message } });
    return JSON.stringify({ skip: `unreadable case: ${err.message}` });
  }
}

function main(argv) {
  const chunks = [];
  process.stdin.setEncoding("utf8");
  if (argv.includes("--batch")) {
    let buffer = "";
    process.stdin.on("data", (data) => {
      buffer += data;
      let end;
      while ((end = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (line.trim()) process.stdout.write(reply(line) + "\n");
      }
    });
    return;
  }
  process.stdin.on("data", (data) => chunks.push(data));
  process.stdin.on("end", () => process.stdout.write(reply(chunks.join("")) + "\n"));
}

main(process.argv.slice(2));
