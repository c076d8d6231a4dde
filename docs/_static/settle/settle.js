// Settle it: the form, the URL fragment and the #verdict element; the judging is done by skrules
// itself in worker.js. The fragment holds the trick (#cards=Ann=mermaid+Ben=sk&deck=all&ruling=N=R
// &abilities=1&hand=Ben=g3,y5), so a verdict is shared by sharing the link.
//
// The #verdict contract, which tests outside this project rely on:
//   data-state="loading"  while the runtime loads or a trick is being judged
//   data-state="done"     data-json holds exactly what `skrules trick --json` prints
//   data-state="refused"  the CLI's one-line message is in the element's text
//   data-state="ready"    the runtime is loaded and no trick has been asked yet
//   data-cards            the tokens (space-separated, as typed) that the answer shown belongs to;
//                         it changes only when a new answer is shown, never while loading.

const form = document.getElementById("settle-form");
const verdict = document.getElementById("verdict");
const status = document.getElementById("settle-status");
const field = (id) => document.getElementById(`settle-${id}`);
const root = new URL(form.dataset.root, document.baseURI);

// ------------------------------------------------------------------ the fragment <-> the request

// Tokens keep '=', ':' and ',' readable in a link; everything else that needs it is percent-encoded
// ('+' separates tokens, so a '+' inside one becomes %2B).
const encode = (text) => encodeURIComponent(text).replace(/%3D/gi, "=").replace(/%3A/gi, ":").replace(/%2C/gi, ",");
const decode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed escape is kept as typed, and the card parser says what is wrong
  }
};
const words = (text) => text.split(/\s+/).filter(Boolean);

function requestFromHash(hash) {
  const request = { cards: [], rulings: [], hands: [] };
  for (const part of hash.replace(/^#/, "").split("&")) {
    const cut = part.indexOf("=");
    if (cut < 0) continue;
    const key = part.slice(0, cut);
    const values = part.slice(cut + 1).split("+").filter(Boolean).map(decode);
    if (key === "cards") request.cards.push(...values);
    else if (key === "deck") request.deck = values.join(",");
    else if (key === "ruling") request.rulings.push(...values);
    else if (key === "hand") request.hands.push(...values);
    else if (key === "abilities") request.abilities = !["", "0", "false", "no"].includes(values.join(""));
  }
  return request;
}

function hashFromRequest(request) {
  const parts = [`cards=${request.cards.map(encode).join("+")}`];
  if (request.deck && request.deck !== "auto") parts.push(`deck=${encode(request.deck)}`);
  for (const ruling of request.rulings) parts.push(`ruling=${encode(ruling)}`);
  if (request.abilities) parts.push("abilities=1");
  for (const hand of request.hands) parts.push(`hand=${encode(hand)}`);
  return "#" + parts.join("&");
}

function requestFromForm() {
  const rulings = [...form.querySelectorAll("select[data-ruling]")]
    .filter((s) => s.value !== s.dataset.default)
    .map((s) => `${s.dataset.ruling}=${s.value}`);
  return {
    cards: words(field("cards").value),
    deck: field("deck").value.trim() || "auto",
    rulings,
    abilities: field("abilities").checked,
    hands: words(field("hands").value),
  };
}

function showInForm(request) {
  field("cards").value = request.cards.join(" ");
  field("deck").value = request.deck && request.deck !== "auto" ? request.deck : "";
  field("abilities").checked = Boolean(request.abilities);
  field("hands").value = request.hands.join(" ");
  const chosen = new Map(request.rulings.map((r) => [r.split("=")[0], r.slice(r.indexOf("=") + 1)]));
  for (const select of form.querySelectorAll("select[data-ruling]")) {
    const reading = chosen.get(select.dataset.ruling);
    select.value = [...select.options].some((o) => o.value === reading) ? reading : select.dataset.default;
  }
  if (request.rulings.length || request.hands.length) form.querySelector("details").open = true;
}

// ------------------------------------------------------------------ the worker

const worker = location.protocol.startsWith("http")
  ? new Worker(new URL("worker.js", import.meta.url), { type: "module" })
  : null;
const pending = new Map();
let nextId = 1;
let latest = 0; // only the answer to the latest request is shown

function ask(request) {
  const id = nextId++;
  latest = id;
  // The API keeps only the options that were given, as the CLI's argument list would.
  const sent = { cards: request.cards };
  if (request.deck && request.deck !== "auto") sent.deck = request.deck;
  if (request.rulings.length) sent.rulings = request.rulings;
  if (request.abilities) sent.abilities = true;
  if (request.hands.length) sent.hands = request.hands;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker.postMessage({ id, request: JSON.stringify(sent) });
  });
}

let runtimeError = null;
if (worker) {
  worker.onmessage = ({ data }) => {
    if (data.id === 0) {
      if (data.error) {
        runtimeError = data.error;
        showStatus(`The adjudicator could not start: ${data.error}.`, true);
        if (verdict.dataset.state === "loading") verdict.dataset.state = "error";
      } else {
        showStatus("");
        if (verdict.dataset.state === "loading" && latest === 0) verdict.dataset.state = "ready";
      }
      return;
    }
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  };
  worker.onerror = (event) => {
    runtimeError = event.message || "the worker failed";
    showStatus(`The adjudicator could not start: ${runtimeError}.`, true);
  };
} else {
  showStatus("This page runs its Python in a web worker, which browsers allow only over http: serve the site " +
    "(python3 -m http.server -d docs/_build/html) and open it from there.", true);
}

function showStatus(text, problem = false) {
  status.textContent = text;
  status.hidden = !text;
  status.classList.toggle("settle-problem", problem);
}

// ------------------------------------------------------------------ judging and showing

let rulePages = null; // rule ID -> URL of its anchor, from the rules.json the docs build writes
const rulesIndex = fetch(new URL("rules.json", root))
  .then((r) => (r.ok ? r.json() : { ids: {} }))
  .then((data) => {
    rulePages = new Map(Object.entries(data.ids).map(([id, e]) => [id, new URL(`${e.page}#${e.anchor}`, root).href]));
  })
  .catch(() => (rulePages = new Map()));

async function settle(request) {
  if (!worker || !request.cards.length) return;
  verdict.dataset.state = "loading";
  verdict.classList.add("settle-busy");
  const answer = await ask(request);
  await rulesIndex;
  if (answer.id !== latest) return; // a newer trick was asked meanwhile
  verdict.classList.remove("settle-busy");
  if (answer.error) {
    verdict.dataset.state = "error";
    verdict.textContent = `The adjudicator could not start: ${answer.error}.`;
    return;
  }
  showStatus("");
  const reply = JSON.parse(answer.reply);
  verdict.dataset.cards = request.cards.join(" ");
  if (reply.state === "done") {
    verdict.dataset.json = reply.json;
    render(JSON.parse(reply.json), reply.command);
    verdict.dataset.state = "done";
  } else {
    delete verdict.dataset.json;
    verdict.replaceChildren(el("p", { class: "settle-refused" }, reply.message), command(reply.command));
    verdict.dataset.state = "refused";
  }
}

// A small element builder: el("p", {class: "x"}, "text", child, ...).
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function ruleLink(id, label = id) {
  const href = rulePages?.get(id);
  const code = el("code", {}, label);
  return href ? el("a", { href, class: "settle-rule" }, code) : code;
}

function command(text) {
  return text ? el("pre", { class: "settle-command" }, "$ " + text.replace(" trick --json", " trick")) : null;
}

function render(v, commandText) {
  const who = (position) => (position === null ? "nobody" : v.plays[position].player);
  const card = (position) => v.plays[position].card;
  const rows = [];
  if (v.outcome === "won") rows.push(["Winner", `${v.winner_name} with ${v.winning_card} (card ${v.winner + 1})`]);
  else rows.push(["Winner", v.outcome === "destroyed" ? "nobody: the Kraken destroys the trick" : "nobody: the trick is discarded"]);
  rows.push(["Lead suit", v.lead_suit ?? "none"]);
  const bonus = v.bonuses.length
    ? v.bonuses.map((b) => `${b.points > 0 ? "+" : ""}${b.points} for ${b.player_name}${b.needs_bid ? " if the bid is made" : ""}`).join(", ")
    : "none";
  rows.push(["Bonus", bonus]);
  if (v.alliances.length) rows.push(["Alliances", v.alliances.map(([a, b]) => `${who(a)} with ${who(b)}`).join(", ")]);
  if (v.removed.length) rows.push(["Removed", v.removed.map((p) => `${who(p)}'s ${card(p)}`).join(", ")]);
  rows.push(["Next lead", v.next_leader_name ?? "nobody"]);
  if (v.legality.length) {
    const bad = v.legality.filter((f) => !f.legal);
    rows.push(["Plays", bad.length ? `not allowed: ${bad.map((f) => `${f.player}'s ${card(f.position)}`).join(", ")}` : "all allowed"]);
  }
  const table = el("table", { class: "settle-table" },
    el("tbody", {}, ...rows.map(([k, val]) => el("tr", {}, el("th", { scope: "row" }, k), el("td", {}, val)))));
  const steps = el("ol", { class: "settle-trace" }, ...v.trace.map((step) => el("li", {},
    ruleLink(step.rule),
    step.ruling ? el("span", { class: "settle-ruling-ref" }, " ", ruleLink(step.ruling, `${step.ruling}=${step.reading}`)) : null,
    " ", step.text)));
  const json = el("details", { class: "settle-json" }, el("summary", {}, "JSON"), el("pre", {}, verdict.dataset.json));
  verdict.replaceChildren(
    el("p", { class: "settle-plays" }, v.plays.map((p) => `${p.player} ${p.card}`).join(" · ")),
    table, el("p", { class: "settle-why" }, "Why:"), steps, command(commandText), json);
}

// ------------------------------------------------------------------ wiring

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const request = requestFromForm();
  if (!request.cards.length) return field("cards").focus();
  const hash = hashFromRequest(request);
  // Setting the same fragment again fires no hashchange: judge directly then.
  if (location.hash === hash) settle(request);
  else location.hash = hash;
});

function fromLocation() {
  const request = requestFromHash(location.hash);
  if (!request.cards.length) return;
  showInForm(request);
  settle(request);
}

window.addEventListener("hashchange", fromLocation);
fromLocation();

// Offline use after the first visit; the service worker sits at the site's root so its scope covers this page.
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  navigator.serviceWorker.register(new URL("sw.js", root)).catch(() => {});
}
