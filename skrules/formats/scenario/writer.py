"""Writing scenarios back as text, in the canonical layout (one key per line, comments dropped).

``parse_text(format_scenarios(doc.scenarios))`` reads back the same scenarios: each is written
self-contained, with the whole rule set it runs under. Used to generate scenario files.
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Expect, Game, Round, Scenario, ScenarioKind, Settings

__all__ = ["format_scenario", "format_scenarios"]


def format_scenarios(scenarios: Iterable[Scenario]) -> str:
    return "\n".join(format_scenario(s) for s in scenarios)


def format_scenario(s: Scenario) -> str:
    lines = [f"{s.kind.key}: {s.name}"]
    if s.cites:
        lines.append(f"cites: {' '.join(s.cites)}")
    lines += [f"note: {n}" for n in s.notes]
    lines += _settings(s.settings)
    if s.players is not None:
        lines.append(f"players: {' '.join(s.players)}")
    if s.kind is ScenarioKind.TRICK:
        lines.append(f"trick: {' '.join(w.text for w in s.trick)}")
        lines += [f"hand {h.player}: {' '.join(w.text for w in h.cards)}" for h in s.hands]
        lines += _expect(s.expect)
    elif s.kind is ScenarioKind.ROUND:
        lines += [f"hand {h.player}: {' '.join(w.text for w in h.cards)}" for h in s.hands]
        lines += _round(s.round or Round())
    else:
        lines += _game(s.game or Game())
    return "\n".join(lines) + "\n"


def _settings(st: Settings) -> list[str]:
    out = []
    if st.deck is not None:
        out.append(f"deck: {st.deck}")
    out += [f"ruling: {rid.removeprefix('ruling.')}={reading}" for rid, reading in st.rulings]
    if st.abilities is not None:
        out.append(f"abilities: {'on' if st.abilities else 'off'}")
    if st.scoring is not None:
        out.append(f"scoring: {st.scoring}")
    if st.edition is not None:
        out.append(f"edition: {st.edition}")
    if st.house is not None:
        out.append(f"house: {' '.join(st.house) or 'none'}")
    return out


def _pairs(pairs: Iterable[tuple[str, int]]) -> str:
    return " ".join(f"{p}={n:+d}" if n else f"{p}=0" for p, n in pairs)


def _list(items: Iterable[object], sep: str = " ") -> str:
    return sep.join(map(str, items)) or "none"


def _expect(e: Expect) -> list[str]:
    out = []
    if e.winner is not None:
        out.append(f"winner: {e.winner}")
    if e.outcome is not None:
        out.append(f"outcome: {e.outcome}")
    if e.lead_suit is not None:
        out.append(f"lead suit: {e.lead_suit}")
    if e.next_leader is not None:
        out.append(f"next leader: {e.next_leader}")
    if e.bonus is not None:
        out.append(f"bonus: {e.bonus:+d}" if e.bonus else "bonus: 0")
    if e.bonuses is not None:
        out.append(f"bonuses: {_list(e.bonuses, ', ')}")
    if e.alliances is not None:
        out.append(f"alliances: {_list(e.alliances, ', ')}")
    if e.removed is not None:
        out.append(f"removed: {_list(w.text for w in e.removed)}")
    if e.powers is not None:
        out.append(f"powers: {_list(e.powers)}")
    if e.illegal is not None:
        out.append(f"illegal: {_list(e.illegal, ', ')}")
    if e.refused is not None:
        out.append(f"refused: {e.refused}")
    if e.trace is not None:
        out.append(f"trace: {' '.join(e.trace)}")
    return out


def _round(r: Round) -> list[str]:
    out = []
    if r.cards is not None:
        out.append(f"cards: {r.cards}")
    if r.dealer is not None:
        out.append(f"dealer: {r.dealer}")
    if r.leader is not None:
        out.append(f"leader: {r.leader}")
    if r.ghost:
        out.append(f"ghost: {' '.join(w.text for w in r.ghost)}")
    if r.bids:
        out.append(f"bids: {' '.join(f'{p}={n}' for p, n in r.bids)}")
    if r.cannonball:
        out.append(f"cannonball: {' '.join(r.cannonball)}")
    for t in r.tricks:
        out.append(f"trick: {' '.join(w.text for w in t.plays)}")
        out += [str(c) for c in t.choices]
    e = r.expect
    if e.scores is not None:
        out.append(f"scores: {_pairs(e.scores)}")
    if e.taken is not None:
        out.append(f"taken: {' '.join(f'{p}={n}' for p, n in e.taken)}")
    if e.winners is not None:
        out.append(f"winners: {' '.join(e.winners)}")
    if e.refused is not None:
        out.append(f"refused: {e.refused}")
    if e.trace is not None:
        out.append(f"trace: {' '.join(e.trace)}")
    return out


def _game(g: Game) -> list[str]:
    out = []
    if g.variant is not None:
        out.append(f"variant: {g.variant}")
    if g.dealer is not None:
        out.append(f"dealer: {g.dealer}")
    out += [f"round {r.number}: {' '.join(w.text for w in r.cells)}" for r in g.rounds]
    e = g.expect
    if e.schedule is not None:
        out.append(f"schedule: {' '.join(map(str, e.schedule))}")
    if e.dealers is not None:
        out.append(f"dealers: {' '.join(e.dealers)}")
    if e.leaders is not None:
        out.append(f"leaders: {' '.join(e.leaders)}")
    out += [f"totals after round {n}: {_pairs(pairs)}" for n, pairs in e.after or ()]
    if e.totals is not None:
        out.append(f"totals: {_pairs(e.totals)}")
    if e.winner is not None:
        out.append(f"winner: {e.winner}")
    if e.tie is not None:
        out.append(f"tie: {' '.join(e.tie)}")
    if e.refused is not None:
        out.append(f"refused: {e.refused}")
    if e.trace is not None:
        out.append(f"trace: {' '.join(e.trace)}")
    return out
