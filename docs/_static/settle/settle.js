// Settle it: the form, the URL fragment and the #verdict element; the judging is done by skrules
// itself in worker.js. The fragment holds the trick (#cards=Ann=mermaid+Ben=sk&deck=all&edition=2021
// &house=bonus-on-miss&ruling=N=R&abilities=1&hand=Ben=g3,y5), so a verdict is shared by sharing the link, and may hold a question
// about it (&why=Ben, &what-if=Ben=escape: `skrules trick --why` and `--what-if`).
//
// The #verdict contract, which tests outside this project rely on:
//   data-state="loading"  while the runtime loads or a trick is being judged
//   data-state="done"     data-json holds exactly what `skrules trick --json` prints
//   data-state="refused"  the CLI's one-line message is in the element's text (or the page's own, when a
//                         field holds a character that cannot be encoded into a link)
//   data-state="ready"    the runtime is loaded and no trick has been asked yet
//   data-cards            the tokens (space-separated, as typed) that the answer shown belongs to;
//                         it changes only when a new answer is shown, never while loading.
//
// The #question element answers "Why not mine?" and "What if" about the verdict shown:
//   data-state="none"     no question asked about this verdict
//   data-state="loading"  a question is being answered
//   data-state="done"     data-json holds exactly what `skrules trick --json --why .../--what-if ...` prints
//   data-state="refused"  the question cannot be answered (no such player, not a card): the message is in its
//                         text, and the CLI's one-line message as it prints it in data-message
//   data-question         the question of the answer shown, as in the link: "why=Ben", "what-if=2=escape"
//                         (both, joined by "&", when a link asks both)

const form = document.getElementById("settle-form");
const verdict = document.getElementById("verdict");
const question = document.getElementById("question");
const asking = document.getElementById("settle-ask");
const status = document.getElementById("settle-status");
const fieldRefusal = document.getElementById("settle-refusal");
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
// The cards field also takes the commas a Chinese keyboard puts between words (， 、): no card holds one. The
// settling and the picker read it alike.
const cardWords = (text) => text.split(/[\s\uFF0C\u3001]+/).filter(Boolean);

// A lone surrogate (half of a character outside the BMP, as a paste or an input method can leave in a
// field) has no UTF-8 form: encodeURIComponent throws a URIError on it, and the request has no link.
const encodable = (text) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

// What the form or a question holds that cannot go into a link, said in the page's language, or "". A whole
// sentence for each field (the catalogues' site section): a field's name cannot be put into another
// language's sentence, whose verb and pronoun follow the field's gender and number.
function unencodable(request) {
  const parts = [
    ["the cards contain", request.cards],
    ["the hands contain", request.hands ?? []],
    ["the deck contains", [request.deck ?? ""]],
    ["the house rules contain", request.house ?? []],
    ["the rulings contain", request.rulings ?? []],
    ["the question contains", [request.why ?? "", request.what_if ?? ""]],
  ];
  const found = parts.find(([, values]) => !values.every(encodable));
  return found ? say(`Cannot judge this: ${found[0]} a character that cannot be encoded (half of a character, as a paste can leave); type it again.`) : "";
}

function requestFromHash(hash) {
  const request = { cards: [], rulings: [], hands: [], house: [] };
  for (const part of hash.replace(/^#/, "").split("&")) {
    const cut = part.indexOf("=");
    if (cut < 0) continue;
    const key = part.slice(0, cut);
    const values = part.slice(cut + 1).split("+").filter(Boolean).map(decode);
    if (key === "cards") request.cards.push(...values);
    else if (key === "deck") request.deck = values.join(",");
    else if (key === "edition") request.edition = values.join(" ");
    else if (key === "house") request.house.push(...values);
    else if (key === "ruling") request.rulings.push(...values);
    else if (key === "hand") request.hands.push(...values);
    else if (key === "abilities") request.abilities = !["", "0", "false", "no"].includes(values.join(""));
    else if (key === "why") request.why = values.join(" ");
    else if (key === "what-if") request.what_if = values.join(" ");
  }
  return request;
}

function hashFromRequest(request) {
  const parts = [`cards=${request.cards.map(encode).join("+")}`];
  if (request.deck && request.deck !== "auto") parts.push(`deck=${encode(request.deck)}`);
  if (request.edition) parts.push(`edition=${encode(request.edition)}`);
  for (const house of request.house) parts.push(`house=${encode(house)}`);
  for (const ruling of request.rulings) parts.push(`ruling=${encode(ruling)}`);
  if (request.abilities) parts.push("abilities=1");
  for (const hand of request.hands) parts.push(`hand=${encode(hand)}`);
  const asked = questionOf(request);
  return "#" + parts.join("&") + (asked ? "&" + asked : "");
}

// The question a request asks, as the link writes it ("why=Ben&what-if=2=escape"), or "".
function questionOf(request) {
  const parts = [];
  if (request.why !== undefined) parts.push(`why=${encode(request.why)}`);
  if (request.what_if !== undefined) parts.push(`what-if=${encode(request.what_if)}`);
  return parts.join("&");
}

// What identifies the trick judged, whatever is asked about it.
const trickKey = (request) => JSON.stringify([request.cards, request.deck || "auto", request.edition || "",
  request.house, request.rulings, Boolean(request.abilities), request.hands]);

function requestFromForm() {
  const rulings = [...form.querySelectorAll("select[data-ruling]")]
    .filter((s) => s.value !== s.dataset.default)
    .map((s) => `${s.dataset.ruling}=${s.value}`);
  const edition = field("edition");
  return {
    cards: cardWords(field("cards").value),
    deck: field("deck").value.trim() || "auto",
    edition: edition.value === edition.dataset.default ? undefined : edition.value,
    house: [...form.querySelectorAll('input[name="house"]:checked')].map((c) => c.value),
    rulings,
    abilities: field("abilities").checked && !field("abilities").disabled,
    hands: words(field("hands").value),
  };
}

// A ruling's switch is narrower than its readings on a phone: the reading chosen is said in full under it
// (settle.css shows it on narrow screens only), its "(default)" too.
function showReading(select) {
  select.parentElement.querySelector(".settle-reading").textContent = select.selectedOptions[0]?.textContent ?? "";
}
form.addEventListener("change", (event) => {
  if (event.target.matches("select[data-ruling]")) showReading(event.target);
});

// The form follows the edition chosen: each ruling switch defaults to the edition's reading, the
// deck suggestions and the abilities are those the edition has, and a line says what it is.
function followEdition() {
  const option = field("edition").selectedOptions[0];
  const fixed = JSON.parse(option.dataset.readings);
  const year = option.value === field("edition").dataset.default ? "" : option.value;
  for (const select of form.querySelectorAll("select[data-ruling]")) {
    const own = fixed[select.dataset.ruling];
    const reading = own ?? select.dataset.rulingDefault;
    if (select.value === select.dataset.default) select.value = reading;
    select.dataset.default = reading;
    for (const o of select.options) {
      o.textContent = say(o.dataset.say) + (o.value !== reading ? "" : own && year ? ` (${say("{year} edition", { year })})` : after(say("(default)")));
    }
    showReading(select);
  }
  for (const o of field("edition").options) {
    o.textContent = say("{year} edition", { year: o.value }) + (o.value === field("edition").dataset.default ? after(say("(default)")) : "");
  }
  document.getElementById("settle-decks").replaceChildren(
    ...words(option.dataset.decks).map((deck) => el("option", { value: deck })));
  field("abilities").disabled = !option.dataset.abilities;
  field("abilities").parentElement.title = option.dataset.abilities ? "" : say("The {edition} edition has no pirate abilities", { edition: option.value });
  field("edition-note").textContent = say("Edition: {summary}.", { summary: say(option.dataset.summary) });
  // The picker offers the edition's deck: the 2013 box has Scary Mary, suits of 1 to 13, no Tigress nor monsters.
  const offered = new Set(words(option.dataset.picks ?? ""));
  for (const b of document.querySelectorAll("#settle-picker [data-token], #settle-picker [data-number]")) {
    b.hidden = !offered.has(b.dataset.token ?? b.dataset.number);
  }
}
field("edition").addEventListener("change", followEdition);

function showInForm(request) {
  field("cards").value = request.cards.join(" ");
  field("deck").value = request.deck && request.deck !== "auto" ? request.deck : "";
  field("abilities").checked = Boolean(request.abilities);
  field("hands").value = request.hands.join(" ");
  const edition = field("edition");
  edition.value = [...edition.options].some((o) => o.value === request.edition) ? request.edition : edition.dataset.default;
  followEdition();
  for (const box of form.querySelectorAll('input[name="house"]')) box.checked = request.house.includes(box.value);
  const chosen = new Map(request.rulings.map((r) => [r.split("=")[0], r.slice(r.indexOf("=") + 1)]));
  for (const select of form.querySelectorAll("select[data-ruling]")) {
    const reading = chosen.get(select.dataset.ruling);
    select.value = [...select.options].some((o) => o.value === reading) ? reading : select.dataset.default;
    showReading(select);
  }
  if (request.rulings.length || request.hands.length || request.house.length) form.querySelector("details.settle-more").open = true;
  keepDraft();
}

// ------------------------------------------------------------------ the worker

// Started by the page's inline script while the page was read (its early messages kept), or here.
const boot = window.settleWorker ?? (location.protocol.startsWith("http")
  ? { worker: new Worker(new URL("worker.js", import.meta.url), { type: "module" }), early: [] }
  : null);
const worker = boot?.worker ?? null;
const pending = new Map();
let nextId = 1;
let latest = 0; // only the answer to the latest request is shown

// The language of the verdict (skrules trick --lang), a choice of this device, kept across visits and
// shared with the Score pad; it was once kept under Settle it's own key, read when the shared one is unset.
const langSelect = field("lang");
const LANG_KEY = "skrules.lang";
const storedLang = (() => {
  try {
    return localStorage.getItem(LANG_KEY) || localStorage.getItem("skrules.settle.lang");
  } catch {
    return null; // storage refused (private mode): the browser's language each visit
  }
})();
const langOffered = (code) => [...langSelect.options].some((o) => o.value === code);
// Before any choice, the first of the browser's languages the page speaks (a phone set to French opens it in
// French); only a choice made on the page is kept.
const browserLang = () => (navigator.languages || [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0]).find(langOffered);
const firstLang = storedLang && langOffered(storedLang) ? storedLang : browserLang();
if (firstLang) langSelect.value = firstLang;
const lang = () => langSelect.value;

// The form's own words in the language chosen: the build gives them (window.SETTLE_WORDS, from the
// catalogues' site section) and marks each in the markup, its English in data-say or data-say-label.
const FORM_WORDS = window.SETTLE_WORDS ?? {};
const say = (english, values = {}) => (FORM_WORDS[lang()]?.[english] ?? english)
  .replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
// A word in brackets after a name: Chinese brackets are full-width and take no space before them.
const after = (word) => (word.startsWith("（") ? word : ` ${word}`);
let loading = null; // the worker's last {progress, step, steps} while the runtime starts (below)
const started = performance.now();
function sayForm() {
  // The form and the questions say their words in the language chosen, and say so (a screen reader's voice, the
  // Chinese glyphs): the page around them is English where it is not translated.
  form.setAttribute("lang", lang()); // form.lang is its select named "lang"
  asking.lang = lang();
  for (const node of document.querySelectorAll("[data-say]")) node.textContent = say(node.dataset.say);
  for (const node of document.querySelectorAll("[data-say-label]")) node.setAttribute("aria-label", say(node.dataset.sayLabel));
  for (const node of document.querySelectorAll("[data-say-placeholder]")) node.placeholder = say(node.dataset.sayPlaceholder);
  // What the verdict and the answer say while empty or busy (settle.css shows them).
  verdict.dataset.readyText = say("Pick or type the cards of a trick, then settle it.");
  verdict.dataset.loadingText = say("Judging…");
  question.dataset.loadingText = say("Thinking…");
  if (loading) showLoading();
  followEdition();
}
sayForm();

function ask(request) {
  const id = nextId++;
  latest = id;
  // The API keeps only the options that were given, as the CLI's argument list would.
  const sent = { cards: request.cards };
  if (request.deck && request.deck !== "auto") sent.deck = request.deck;
  if (request.edition) sent.edition = request.edition;
  if (request.house.length) sent.house = request.house;
  if (request.rulings.length) sent.rulings = request.rulings;
  if (request.abilities) sent.abilities = true;
  if (request.hands.length) sent.hands = request.hands;
  if (request.why !== undefined) sent.why = request.why;
  if (request.what_if !== undefined) sent.what_if = request.what_if;
  sent.lang = lang(); // English too: every language's words come from skrules (reply.said)
  // The answer carries the language it was asked in: the choice may change while it is on its way.
  return new Promise((resolve) => {
    pending.set(id, (data) => resolve({ ...data, lang: sent.lang }));
    worker.postMessage({ id, request: JSON.stringify(sent) });
  });
}

let runtimeError = null;

// The runtime's start, said in the page's language with its step and the seconds since the page opened
// (the worker says which step it is at; the first visit downloads the runtime, later ones start offline).
const ticking = setInterval(() => loading && showLoading(), 1000);
function showLoading() {
  const seconds = Math.round((performance.now() - started) / 1000);
  const where = say("step {step} of {steps}, {seconds} s", { step: loading.step ?? 1, steps: loading.steps ?? 3, seconds });
  showStatus(`${say(loading.progress)} (${where})`);
}
function stopLoading() {
  loading = null;
  clearInterval(ticking);
}
function fromWorker(data) {
  if (data.id !== 0) {
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  } else if (data.progress) {
    loading = data;
    showLoading();
  } else if (data.error) {
    stopLoading();
    runtimeError = data.error;
    showStatus(say("The adjudicator could not start: {error}.", { error: data.error }), true);
    if (verdict.dataset.state === "loading") verdict.dataset.state = "error";
  } else {
    stopLoading();
    showStatus("");
    if (verdict.dataset.state === "loading" && latest === 0) verdict.dataset.state = "ready";
    offline();
  }
}
if (worker) {
  worker.onmessage = ({ data }) => fromWorker(data);
  worker.onerror = (event) => {
    runtimeError = event.message || "the worker failed";
    showStatus(say("The adjudicator could not start: {error}.", { error: runtimeError }), true);
  };
} // else the page was opened from a file, and its inline script says how to serve it

// A refused trick is said under the cards field too, where a phone's screen still shows it (the picker
// between the field and #verdict is taller than the screen); the field is marked as the one to mend.
function showRefusalAtField(text, lang = "") {
  fieldRefusal.textContent = text;
  fieldRefusal.hidden = !text;
  if (lang) fieldRefusal.lang = lang;
  else fieldRefusal.removeAttribute("lang");
  const cards = field("cards");
  if (text) {
    cards.setAttribute("aria-invalid", "true");
    cards.setAttribute("aria-describedby", "settle-refusal");
  } else {
    cards.removeAttribute("aria-invalid");
    cards.removeAttribute("aria-describedby");
  }
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

let shown = null; // {key, request, verdict} of the verdict #verdict shows as "done": what questions are about

async function settle(request) {
  if (!worker || !request.cards.length) return;
  verdict.dataset.state = "loading";
  verdict.classList.add("settle-busy");
  showRefusalAtField("");
  shown = null;
  asking.hidden = true;
  clearQuestion();
  const answer = await ask({ ...request, why: undefined, what_if: undefined });
  await rulesIndex;
  if (answer.id !== latest) return; // a newer trick was asked meanwhile
  verdict.classList.remove("settle-busy");
  if (answer.error) {
    verdict.dataset.state = "error";
    verdict.textContent = say("The adjudicator could not start: {error}.", { error: answer.error });
    return;
  }
  showStatus("");
  const reply = JSON.parse(answer.reply);
  verdict.dataset.cards = request.cards.join(" ");
  if (reply.state === "done") {
    verdict.dataset.json = reply.json;
    const v = JSON.parse(reply.json);
    render(v, reply.command, reply.said, answer.lang);
    verdict.lang = answer.lang;
    shown = { key: trickKey(request), request, verdict: v };
    offerQuestions(v, reply.said);
    verdict.dataset.state = "done";
    showVerdict();
    await answerQuestion(request);
  } else {
    delete verdict.dataset.json;
    // In another language skrules says the refusal in it (reply.said), as `skrules trick --lang` does.
    const said = reply.said ? reply.said.message : reply.message;
    const saidIn = reply.said ? answer.lang : "en";
    verdict.replaceChildren(el("p", { class: "settle-refused", lang: saidIn }, said), command(reply.command));
    verdict.dataset.state = "refused";
    showRefusalAtField(said, saidIn);
    verdictNext = false; // the refusal is beside the field: the page stays where the cards are typed
  }
}

// A verdict asked from the form or opened by a link is brought into view when it starts below the
// screen (on a phone, under the picker).
let verdictNext = false;
function showVerdict() {
  if (verdictNext && verdict.getBoundingClientRect().top > window.innerHeight * 0.6) {
    verdict.scrollIntoView({ block: "start" });
  }
  verdictNext = false;
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

// The verdict as the table reads it: a play that broke a rule first, with its rule, then the answer sentence,
// in the language chosen; the facts, the steps with their rule IDs, the command and the JSON folded below it.
// Every word is skrules's (said), as `skrules trick --lang` says it, English included, in the language asked.
function render(v, commandText, said, language) {
  const table = el("table", { class: "settle-table" },
    el("tbody", {}, ...said.rows.map(([k, val]) => el("tr", {}, el("th", { scope: "row" }, k), el("td", {}, val)))));
  const steps = el("ol", { class: "settle-trace" }, ...v.trace.map((step, i) => el("li", {},
    ruleLink(step.rule),
    step.ruling ? el("span", { class: "settle-ruling-ref" }, " ", ruleLink(step.ruling, `${step.ruling}=${step.reading}`)) : null,
    " ", said.steps[i])));
  const json = el("details", { class: "settle-json" }, el("summary", {}, "JSON"), el("pre", {}, verdict.dataset.json));
  const details = el("details", { class: "settle-details" },
    el("summary", {}, say("Facts, steps and rules")),
    el("p", { class: "settle-plays" }, v.plays.map((p, i) => `${p.player} ${said.cards[i]}`).join(" · ")),
    table, el("p", { class: "settle-why" }, say("Why:")), steps, command(commandText), json);
  const illegal = (said.illegal ?? []).map((f) => el("p", { class: "settle-illegal" }, f.text, " ", ruleLink(f.rule)));
  verdict.replaceChildren(...illegal, ...(illegal.length ? [el("p", { class: "settle-stood" }, said.stood)] : []),
    el("p", { class: "settle-answer-line", lang: language }, said.answer), details);
}

// ------------------------------------------------------------------ the form not settled yet

// The form as it is filled in and not settled yet (the cards picked or typed, the hands, the deck, the edition,
// the house rules, the rulings, the abilities) is kept for this tab (sessionStorage), with the link it was filled
// in under: a reload, or a phone's browser reopening a tab it put away, gives it back, not the link's.
const DRAFT_KEY = "skrules.settle.draft";
function keepDraft() {
  try {
    const kept = { hash: location.hash, cards: field("cards").value, request: requestFromForm() };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // storage refused: kept while the page is open
  }
}
function storedDraft() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
    const lists = ["cards", "house", "rulings", "hands"].every((k) => Array.isArray(kept?.request?.[k]));
    return lists && typeof kept.cards === "string" && typeof kept.hash === "string" ? kept : null;
  } catch {
    return null;
  }
}
form.addEventListener("input", keepDraft);
form.addEventListener("change", keepDraft);

// ------------------------------------------------------------------ the card picker

// The picker writes tokens into the cards field, in play order: a suit then a number, or a special card. A Wild 15
// played while no numbered card has set a lead suit (first, after Escapes, or in a trick a character left without
// one) names its suit (wild15:p), as a number would take it: the suit chosen, unless black, which it can never be
// (the adjudicator then says what to name); once a suit is led it follows it and is written bare. Walk the Plank names the Pirate it removes by position (plank:2) when the trick
// holds two or more it may remove; a tap on Plank when it is already in the trick names the next of them.
const picker = (() => {
  const box = document.getElementById("settle-picker");
  const cards = field("cards");
  let suit = box.querySelector('[aria-pressed="true"]')?.dataset.suit ?? "g";
  const put = (token) => {
    cards.value = [...cardWords(cards.value), token].join(" ");
  };
  // A card of the field as a picker button has it (its facts are the adjudicator's: data-lead, data-pirate); a
  // player's name before it (Ann=rosie) is left aside, as is Walk the Plank's target (plank:2, planche:rosie). A
  // word typed is read as the card it names: the build gives every word the parser takes for a special card
  // (data-typed: esc, skull-king, sirène, 美人鱼...), folded as skrules.lexicon.fold folds it (case, accents,
  // spaces, hyphens and apostrophes), with its button's token. A word not found (a numbered card) has no facts.
  const typed = JSON.parse(box.dataset.typed);
  const fold = (text) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss")
    .replace(/[\s\-_'\u2019\u00b7\u30fb.]+/g, "");
  const facts = (word) => {
    const folded = fold(word); // the full-width ＝ of a Chinese keyboard is an = once folded
    const card = folded.slice(folded.indexOf("=") + 1);
    const head = card.split(":")[0];
    const token = typed[card] ?? (typed[head] === "plank" ? "plank" : undefined);
    return token ? box.querySelector(`[data-token="${CSS.escape(token)}"]`).dataset : {};
  };
  const reading = (name) => form.querySelector(`select[data-ruling="${name}"]`)?.value;
  // Whether these cards leave the trick without a lead suit, as skrules/lead.py's lead_of has it: a numbered card
  // sets it (as does a card typed that no button writes); an Escape-like card passes the choice on; a character or
  // sea monster leaves the trick with none in the lead under ruling.character-lead=no-suit, and after an
  // Escape-like card under ruling.lead-after-escape=character, else passes it on too.
  const noSuitYet = (played) => {
    let later = false;
    for (const word of played) {
      const lead = facts(word).lead;
      if (lead === "open") later = true;
      else if (lead !== "character") return false;
      else if (later ? reading("lead-after-escape") === "character" : reading("character-lead") === "no-suit") return true;
    }
    return true;
  };
  // The positions (from 1) of the Pirates Walk the Plank may remove (a Tigress played as one under
  // ruling.plank-tigress=yes), as the adjudicator's plank_candidates finds them.
  const pirates = (played) => played.flatMap((word, i) => {
    const pirate = facts(word).pirate;
    return pirate === "card" || (pirate === "declared" && reading("plank-tigress") === "yes") ? [i + 1] : [];
  });
  const plank = () => {
    const played = cardWords(cards.value);
    const at = played.findIndex((word) => facts(word).token === "plank");
    const targets = pirates(played);
    if (at < 0 || targets.length < 2) return put(at < 0 && targets.length > 1 ? `plank:${targets[0]}` : "plank");
    const word = played[at];
    const named = Number(word.slice(word.indexOf(":", word.indexOf("=") + 1) + 1));
    const next = targets.find((n) => n > named) ?? targets[0];
    played[at] = `${word.slice(0, word.indexOf("=") + 1)}plank:${next}`;
    cards.value = played.join(" ");
  };
  box.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.suit) {
      suit = button.dataset.suit;
      box.dataset.suit = suit;
      for (const b of box.querySelectorAll("[data-suit]")) b.setAttribute("aria-pressed", String(b === button));
    } else if (button.dataset.number) put(suit + button.dataset.number);
    else if (button.dataset.token === "wild15" && noSuitYet(cardWords(cards.value)) && suit !== "b") put(`wild15:${suit}`);
    else if (button.dataset.token === "plank") plank();
    else if (button.dataset.token) put(button.dataset.token);
    else if (button.id === "settle-undo") cards.value = cardWords(cards.value).slice(0, -1).join(" ");
    else if (button.id === "settle-clear") cards.value = "";
    keepDraft();
  });
  // Each name in the language chosen, English where the catalog has none.
  const names = (language) => {
    for (const name of box.querySelectorAll(".settle-pick-name")) name.textContent = name.dataset[language] ?? name.dataset.en;
  };
  names(lang());
  return { names };
})();

// ------------------------------------------------------------------ "Why not mine?" and "What if"

const whySelect = document.getElementById("settle-why");
const ifSelect = document.getElementById("settle-what-if-player");
const ifCard = document.getElementById("settle-what-if-card");

function clearQuestion() {
  question.dataset.state = "none";
  delete question.dataset.question;
  delete question.dataset.json;
  delete question.dataset.message;
  question.removeAttribute("lang");
  question.replaceChildren();
}

// The players of the verdict shown, in play order; a player is named by name, or by card position
// when the name is not unique (the Last Volley's player plays twice).
function offerQuestions(v, said) {
  const names = v.plays.map((p) => p.player);
  const value = (p) => (names.indexOf(p.player) === names.lastIndexOf(p.player) ? p.player : String(p.position + 1));
  const options = (won) => v.plays.map((p) =>
    el("option", { value: value(p), "data-position": String(p.position + 1) },
      say("{player}: {card}", { player: p.player, card: said.cards[p.position] }) +
        (won && p.position === v.winner ? after(say("(won)")) : "")));
  whySelect.replaceChildren(...options(true));
  const loser = v.plays.find((p) => p.position !== v.winner) ?? v.plays[0];
  whySelect.value = value(loser);
  ifSelect.replaceChildren(...options(false));
  ifSelect.value = value(loser);
  ifCard.value = "";
  asking.hidden = false;
}

// A question from a link is shown in the question's fields too, where a field can hold it.
function showQuestionInForm(request) {
  const choose = (select, who) => {
    const option = [...select.options].find((o) => o.value === who || o.dataset.position === who);
    if (option) select.value = option.value;
  };
  // The player asked about is chosen in both questions, so that the other question is one press away.
  if (request.what_if !== undefined) {
    const cut = request.what_if.indexOf("=");
    const who = cut < 0 ? "" : request.what_if.slice(0, cut);
    choose(ifSelect, who);
    choose(whySelect, who);
    ifCard.value = cut < 0 ? request.what_if : request.what_if.slice(cut + 1);
  }
  if (request.why !== undefined) {
    choose(whySelect, request.why);
    choose(ifSelect, request.why);
  }
}

async function answerQuestion(request) {
  const asked = questionOf(request);
  if (!asked) return clearQuestion();
  showQuestionInForm(request);
  question.dataset.state = "loading";
  const answer = await ask(request);
  if (answer.id !== latest) return; // another trick or question was asked meanwhile
  question.dataset.question = asked;
  if (answer.error) {
    delete question.dataset.json;
    question.replaceChildren(el("p", { class: "settle-refused" }, say("The adjudicator could not answer: {error}.", { error: answer.error })));
    question.dataset.state = "refused";
    return;
  }
  const reply = JSON.parse(answer.reply);
  delete question.dataset.message;
  question.removeAttribute("lang");
  if (reply.state === "done") {
    question.dataset.json = reply.json;
    const out = JSON.parse(reply.json);
    // In another language the words come from skrules (reply.said), as `skrules trick --lang` says them.
    question.replaceChildren(...(out.why_not ? whyNot(out.why_not, reply.said.why_not) : []),
      ...(out.what_if ? whatIf(out.what_if, reply.said.what_if) : []), command(reply.command));
    question.lang = answer.lang;
    question.dataset.state = "done";
    reveal();
  } else {
    delete question.dataset.json;
    question.dataset.message = reply.message;
    question.replaceChildren(el("p", { class: "settle-question-title" }, questionTitle(request)),
      el("p", { class: "settle-refused", lang: reply.said ? answer.lang : "en" },
        plainMessage(reply.said ? reply.said.message : reply.message)), command(reply.command));
    question.dataset.state = "refused";
    reveal();
  }
}

// An answer asked by a button or by the link the page was opened with is brought into view (on a
// phone it starts below the screen).
let revealNext = false;
function reveal() {
  if (revealNext) question.scrollIntoView({ block: "start" });
  revealNext = false;
}

// A typed card by its name in the page's language when the picker has a button for it ("sk": "Skull King").
function cardName(token) {
  const button = document.querySelector(`#settle-picker [data-token="${CSS.escape(token)}"] .settle-pick-name`);
  return button ? button.textContent : token;
}
// "Ben=sk" as "Ben: Skull King" when the card has a name, written as the questions' lists write a player and a
// card in the language ("Ben\u00a0: Skull King" in French, "Ben：骷髅王" in Chinese); as typed otherwise.
const typedWhatIf = (what) => {
  const cut = what.indexOf("=");
  const card = what.slice(cut + 1);
  return cut < 0 || cardName(card) === card ? what : say("{player}: {card}", { player: what.slice(0, cut), card: cardName(card) });
};

const questionTitle = (r) => [r.why !== undefined ? say("Why not {who}?", { who: r.why }) : "",
  r.what_if !== undefined ? say("What if {what}?", { what: typedWhatIf(r.what_if) }) : ""]
  .filter(Boolean).join(" ");

// The CLI names its option ("--why 'Dan': no player is called..."); the page's title already says what was asked.
function plainMessage(message) {
  // JavaScript's \s takes the no-break space French sets before a colon ("'Ben=zz'\u00a0: ...").
  const text = message.replace(/^--(?:why|what-if) (?:'[^']*'|"[^"]*")\s?[:：]\s?/, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Each item's words (texts, one for one) with its rule.
const cited = (items, texts) => el("ul", { class: "settle-cited" }, ...items.map((i, n) => el("li", {}, texts[n], " ", ruleLink(i.rule))));

function whyNot(w, said) {
  const parts = [el("p", { class: "settle-question-title" }, said.title)];
  if (w.beaten_by !== null) {
    parts.push(el("table", { class: "settle-table" }, el("tbody", {},
      el("tr", {}, el("th", { scope: "row" }, said.beaten_by), el("td", {}, said.beaten_by_card)),
      el("tr", {}, el("th", { scope: "row" }, said.rule), el("td", {}, ruleLink(w.rule))))));
  }
  // The rule is cited in the table when a card beat this one, after the text otherwise.
  parts.push(el("p", {}, said.text, ...(w.rule && w.beaten_by === null ? [" ", ruleLink(w.rule)] : [])));
  if (!w.won) {
    parts.push(el("p", { class: "settle-sub" }, said.would_win_if_title));
    if (w.would_win_if.length) parts.push(cited(w.would_win_if, said.would_win_if));
  }
  // What the card earned first (the winner, Davy Jones' Locker, a Loot), then the captures that earn nothing.
  const bonuses = [...w.earned, ...w.bonuses];
  if (bonuses.length) parts.push(el("p", { class: "settle-sub" }, said.bonuses_title), cited(bonuses, [...said.earned, ...said.bonuses]));
  return parts;
}

function whatIf(w, said) {
  const changed = (n) => w.changed.includes(said.keys[n]); // each row's fact, as the JSON names it
  const table = el("table", { class: "settle-table settle-what-if" },
    el("thead", {}, el("tr", {}, el("td", {}), el("th", { scope: "col" }, said.as_played), el("th", { scope: "col" }, said.what_if))),
    el("tbody", {}, ...said.rows.map(([fact, before, after], n) => el("tr", { class: changed(n) ? "settle-changed" : "" },
      el("th", { scope: "row" }, fact), el("td", {}, before), el("td", {}, changed(n) ? after : said.unchanged)))));
  const [before, after] = said.decided.split("{rule}");
  return [el("p", { class: "settle-question-title" }, said.title), table, el("p", {}, before, ruleLink(w.verdict.rule), after)];
}

document.getElementById("settle-why-form").addEventListener("submit", (event) => {
  event.preventDefault();
  if (shown) pose({ why: whySelect.value });
});

document.getElementById("settle-what-if-form").addEventListener("submit", (event) => {
  event.preventDefault();
  let card = ifCard.value.trim();
  // "Anna=Pirat", as the command line takes it: a player of the trick (by name, or position) before the first '='
  // is chosen, and the card is what follows; anything else typed is the card, whole, judged or refused as such.
  const cut = card.indexOf("=");
  const who = cut < 0 ? "" : card.slice(0, cut).trim().toLowerCase();
  const option = [...ifSelect.options].find((o) => who && (o.value.toLowerCase() === who || o.dataset.position === who));
  if (option) {
    ifSelect.value = option.value;
    card = card.slice(cut + 1).trim();
  }
  if (!card) {
    latest = nextId++; // an answer still on its way is not shown over the message
    clearQuestion();
    question.replaceChildren(el("p", { class: "settle-refused" }, say("Type the card they might have played first.")));
    question.dataset.state = "refused";
    return ifCard.focus();
  }
  if (shown) pose({ what_if: `${ifSelect.value}=${card}` });
});

// One question at a time from the buttons (a link may ask both); the link then holds it.
function pose(asked) {
  revealNext = true;
  const request = { ...shown.request, why: undefined, what_if: undefined, ...asked };
  const refusal = unencodable(request);
  if (refusal) {
    latest = nextId++; // an answer still on its way is not shown over the refusal
    clearQuestion();
    question.replaceChildren(el("p", { class: "settle-refused" }, refusal));
    question.dataset.state = "refused";
    return reveal();
  }
  const hash = hashFromRequest(request);
  if (location.hash === hash) answerQuestion(request);
  else location.hash = hash;
}

// ------------------------------------------------------------------ wiring

// A refusal of what the form holds, before anything is asked of the adjudicator: #verdict says it as
// it says the CLI's refusals, and the link is left as it was.
function refuseInput(request, message) {
  latest = nextId++; // an answer still on its way is not shown over the refusal
  shown = null;
  asking.hidden = true;
  clearQuestion();
  verdict.classList.remove("settle-busy");
  delete verdict.dataset.json;
  verdict.dataset.cards = request.cards.join(" ");
  verdict.replaceChildren(el("p", { class: "settle-refused" }, message));
  verdict.dataset.state = "refused";
  showRefusalAtField(message);
}

// Settle it with no cards: the verdict shown (and the trick in the link) belonged to cards no longer
// there, so both go, and the page says what to do.
function askForCards(request) {
  refuseInput(request, say("Pick or type the cards first."));
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  field("cards").focus();
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  verdictNext = true;
  const request = requestFromForm();
  if (!request.cards.length) return askForCards(request);
  const refusal = unencodable(request);
  if (refusal) return refuseInput(request, refusal);
  const hash = hashFromRequest(request);
  // Setting the same fragment again fires no hashchange: judge directly then.
  if (location.hash === hash) settle(request);
  else location.hash = hash;
});

function fromLocation() {
  const request = requestFromHash(location.hash);
  if (!request.cards.length) return;
  showInForm(request);
  // The same trick with another question: only the question is answered.
  if (shown && shown.key === trickKey(request) && verdict.dataset.state === "done") answerQuestion(request);
  else settle(request);
}

window.addEventListener("hashchange", fromLocation);
// A link opened is a verdict sent to be read: it and the link's question are brought into view once
// answered (on a phone the picker fills the first screen, and the answer would seem missing).
const opened = requestFromHash(location.hash);
if (opened.cards.length) {
  verdictNext = true;
  revealNext = opened.why !== undefined || opened.what_if !== undefined;
}
const draft = storedDraft(); // read before the link's trick is shown, which keeps itself as the draft
fromLocation();
if (draft && draft.hash === location.hash) {
  showInForm(draft.request);
  field("cards").value = draft.cards; // as typed
  keepDraft();
}
for (const data of boot?.early.splice(0) ?? []) fromWorker(data);

// Offline use after the first visit: the service worker (at the site's root, so that its scope covers
// every page) caches the whole site. Registered once the runtime has started, so that caching the site
// does not slow the first verdict.
function offline() {
  if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
    navigator.serviceWorker.register(new URL("sw.js", root)).catch(() => {});
  }
}

langSelect.addEventListener("change", () => {
  try {
    localStorage.setItem(LANG_KEY, lang());
  } catch {
    // kept for this visit only
  }
  picker.names(lang());
  sayForm();
  // A verdict on its way in the old language is asked again too; the newer answer replaces it.
  const request = requestFromHash(location.hash);
  if (request.cards.length && ["done", "refused", "loading"].includes(verdict.dataset.state)) settle(request);
});
