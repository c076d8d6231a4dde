"""Single tricks written from the rule sources, not from skrules' answers, and held to them.

Each case gives the ``skrules trick`` arguments, the rule ID that decides it (for a play checked against a
hand, the rule its legality finding names; ``refused`` for input the box or the edition cannot hold), the
source it was written from (the base-game reference guide and its FAQ, the Expansion Pack rulebook, the
Chinese rulebook, the research notes on the official rulings, the Rulings page for a switched reading) and
what it expects, each key optional:

- ``w``: who takes the trick (None: nobody); ``n``: who leads next; ``o``: won, destroyed or discarded;
- ``b``: the winner's bonus, or a dict of the bonuses by player (a Davy Jones bonus goes to the Locker's player);
- ``a``: the Loot alliances, as "Loot's player+winner"; ``r``: the positions Walk the Plank removed;
- ``lead``: the lead suit (None for none); ``legal``: whether the plays checked against the hands are allowed.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

RG = "reference guide"
FAQ = "reference guide FAQ"
X = "expansion rulebook"


class Seed(NamedTuple):
    """One trick: the arguments, the deciding rule, the source it was written from and what it expects."""

    args: str
    rule: str
    source: str
    expect: dict[str, Any]


CASES = [
    Seed("g5 g9 g3", "rank.lead", RG + " rank table", {"w": "P2", "n": "P2", "lead": "green", "b": 0}),
    Seed("g5 y14 g3", "rank.lead", RG + " standard suits only compared when matching lead", {"w": "P1", "b": 10}),
    Seed("g5 b1 g14", "rank.trump", RG + " trump outranks even at a lower number", {"w": "P2", "b": 10}),
    Seed("b3 g14 b2", "rank.trump", RG, {"w": "P1", "b": 10, "lead": "black"}),
    Seed("y2 p14 g14 b14", "rank.trump", RG + " bonuses 14s", {"w": "P4", "b": 40}),
    Seed("b14 b13", "rank.trump", RG, {"w": "P1", "b": 20}),
    Seed("p1 p2 p3 p4 p5 p6 p7 p8", "rank.lead", RG, {"w": "P8", "n": "P8"}),
    Seed("y7 y7", "refused", "box has one y7", {"err": True}),
    Seed("g3 y13 p13", "rank.lead", "zh rulebook neither trump nor lead suit loses", {"w": "P1", "b": 0}),
    Seed("g3 b1 b2", "rank.trump", "zh rulebook any black beats standard", {"w": "P3"}),
    Seed("escape escape escape", "rank.escape", RG + " all escapes: first wins", {"w": "P1", "n": "P1", "b": 0}),
    Seed("escape escape g2", "rank.lead", RG, {"w": "P3", "lead": "green"}),
    Seed("escape y3 y9", "rank.lead", RG + " escape lead: next player sets suit", {"w": "P3", "lead": "yellow"}),
    Seed("escape b2 g14", "rank.trump", RG, {"w": "P2", "lead": "black", "b": 10}),
    Seed("escape g3 y9", "rank.lead", RG, {"w": "P2", "lead": "green"}),
    Seed("g2 escape escape", "rank.lead", RG, {"w": "P1"}),
    Seed(
        "escape tigress:escape g4 g6", "rank.lead", RG + " tigress escape passes choice", {"w": "P4", "lead": "green"}
    ),
    Seed("tigress:escape g2", "rank.lead", RG, {"w": "P2", "b": 0}),
    Seed("escape tigress:escape escape", "rank.escape", RG, {"w": "P1"}),
    Seed("tigress:escape escape escape", "rank.escape", RG, {"w": "P1", "b": 0}),
    Seed("escape escape escape escape escape escape", "refused", "box has 5 escapes", {"err": True}),
    Seed("pirate g14 b14", "rank.pirate", RG, {"w": "P1", "b": 30}),
    Seed("pirate pirate", "rank.pirate", RG + " first pirate outranks", {"w": "P1", "b": 0}),
    Seed("g14 pirate rosie", "rank.pirate", RG, {"w": "P2", "b": 10}),
    Seed("rosie bendt rascal juanita harry", "rank.pirate", RG, {"w": "P1"}),
    Seed("b14 tigress:pirate", "rank.pirate", RG, {"w": "P2", "b": 20}),
    Seed("pirate mermaid", "rank.pirate", RG + " pirate beats mermaid +20", {"w": "P1", "b": 20}),
    Seed("mermaid pirate", "rank.pirate", RG, {"w": "P2", "b": 20}),
    Seed("mermaid mermaid pirate", "rank.pirate", "research 6: two mermaids and a pirate", {"w": "P3", "b": 40}),
    Seed("tigress:pirate mermaid", "rank.pirate", "research 5", {"w": "P1", "b": 20}),
    Seed("rosie tigress:pirate mermaid", "rank.pirate", RG, {"w": "P1", "b": 20}),
    Seed("mermaid tigress:escape", "rank.mermaid", FAQ + " tigress escape no bonus", {"w": "P1", "b": 0}),
    Seed("sk pirate pirate", "rank.king", RG, {"w": "P1", "b": 60}),
    Seed("sk tigress:pirate", "rank.king", RG + " SK beats tigress as pirate", {"w": "P1", "b": 30}),
    Seed("tigress:pirate sk", "rank.king", RG, {"w": "P2", "b": 30}),
    Seed("sk tigress:escape", "rank.king", FAQ, {"w": "P1", "b": 0}),
    Seed("sk pirate g14 b14", "rank.king", RG, {"w": "P1", "b": 60}),
    Seed("b14 sk", "rank.king", RG, {"w": "P2", "b": 20}),
    Seed("sk escape", "rank.king", RG, {"w": "P1", "b": 0}),
    Seed("rosie bendt rascal juanita harry sk", "rank.king", RG, {"w": "P6", "b": 150}),
    Seed("rosie bendt rascal juanita harry tigress:pirate sk", "rank.king", RG, {"w": "P7", "b": 180}),
    Seed("mermaid sk", "rank.mermaid-king", RG, {"w": "P1", "b": 40}),
    Seed("sk mermaid", "rank.mermaid-king", RG, {"w": "P2", "b": 40}),
    Seed("mermaid sk pirate", "rank.mermaid-king", FAQ + " mermaid sk pirate: mermaid, +40 only", {"w": "P1", "b": 40}),
    Seed("pirate sk mermaid", "rank.mermaid-king", FAQ, {"w": "P3", "b": 40}),
    Seed("sk pirate mermaid", "rank.mermaid-king", FAQ, {"w": "P3", "b": 40}),
    Seed("pirate mermaid sk", "rank.mermaid-king", FAQ, {"w": "P2", "b": 40}),
    Seed("mermaid mermaid sk", "rank.mermaid-king", RG + " first mermaid", {"w": "P1", "b": 40}),
    Seed("sk mermaid mermaid", "rank.mermaid-king", RG, {"w": "P2", "b": 40}),
    Seed("mermaid mermaid", "rank.mermaid", RG, {"w": "P1", "b": 0}),
    Seed("mermaid b14 g14", "rank.mermaid", RG, {"w": "P1", "b": 30}),
    Seed("mermaid sk b14 pirate", "rank.mermaid-king", FAQ, {"w": "P1", "b": 60}),
    Seed("g9 mermaid", "rank.mermaid", RG, {"w": "P2", "b": 0}),
    Seed("mermaid sk mermaid pirate tigress:pirate", "rank.mermaid-king", FAQ, {"w": "P1", "b": 40}),
    Seed("pirate g5 y9", "rank.pirate", RG + " character lead no suit", {"w": "P1", "lead": None}),
    Seed("mermaid g5 y9", "rank.mermaid", RG, {"w": "P1", "lead": None}),
    Seed("sk g5 b9", "rank.king", RG, {"w": "P1", "lead": None}),
    Seed("tigress:pirate g5 y9", "rank.pirate", RG, {"w": "P1", "lead": None}),
    Seed("escape pirate g5 y9", "rank.pirate", "rulings lead-after-escape next-number", {"w": "P2", "lead": "green"}),
    Seed("escape mermaid y5 b2", "rank.mermaid", "rulings lead-after-escape", {"w": "P2", "lead": "yellow"}),
    Seed("escape escape escape escape sk", "rank.king", RG, {"w": "P5", "b": 0}),
    Seed("--hand P2=g3,y5 g5 y5", "play.follow", RG + " must follow suit", {"legal": False}),
    Seed(
        "--hand P2=g3,escape g5 escape",
        "play.special",
        RG + " special may always be played",
        {"legal": True, "w": "P1"},
    ),
    Seed("--hand P2=g3,b5 g5 b5", "play.follow", RG, {"legal": False}),
    Seed("--hand P2=y3,b5 g5 y3", "play.free", "research 10: not forced to trump", {"legal": True, "w": "P1"}),
    Seed("--hand P2=b3,y5 b5 y5", "play.follow", "research 10: black led must follow", {"legal": False}),
    Seed(
        "--hand P3=g3,y9 pirate g5 y9", "play.free", RG + " character lead: anyone may play any card", {"legal": True}
    ),
    Seed("--hand P3=g3,y9 escape g5 y9", "play.follow", RG, {"legal": False}),
    Seed("--hand P3=g3,y9 loot g5 y9", "play.follow", FAQ + " loot lead = escape lead", {"legal": False}),
    Seed(
        "y12 b3 whale kraken",
        "kraken.destroy",
        FAQ + " whale then kraken",
        {"o": "destroyed", "w": None, "n": "P2", "b": {}},
    ),
    Seed("g3 b5 kraken p7", "kraken.destroy", "research 3 kraken leader", {"o": "destroyed", "n": "P2"}),
    Seed("kraken y12 b3 whale", "whale.numbers", FAQ + " kraken then whale: highest number", {"w": "P2", "n": "P2"}),
    Seed("kraken pirate", "kraken.destroy", RG, {"o": "destroyed", "n": "P2"}),
    Seed("mermaid kraken sk", "kraken.destroy", RG, {"o": "destroyed", "n": "P1", "b": {}}),
    Seed("g14 kraken", "kraken.destroy", RG, {"o": "destroyed", "n": "P1", "b": {}}),
    Seed("whale g3 y9 b5", "whale.numbers", RG + " whale highest number", {"w": "P3"}),
    Seed("whale g9 y9", "whale.numbers", RG + " whale tie first played", {"w": "P2"}),
    Seed("sk whale g2 g3", "whale.numbers", RG, {"w": "P4", "b": 0}),
    Seed("whale pirate mermaid g1", "whale.numbers", RG, {"w": "P4", "b": 0}),
    Seed("g14 whale y3", "whale.numbers", "research 13: 14s count in whale", {"w": "P1", "b": 10}),
    Seed("y3 whale b14", "whale.numbers", "research 13", {"w": "P3", "b": 20}),
    Seed("pirate escape whale", "whale.discard", "research 2 / D1 (RB21)", {"o": "discarded", "w": None, "n": "P3"}),
    Seed("loot escape escape", "rank.escape", FAQ + " loot lead, all escapes", {"w": "P1", "a": [], "b": 0}),
    Seed("loot tigress:escape", "rank.escape", FAQ, {"w": "P1", "a": []}),
    Seed("escape loot g5 g9", "rank.lead", RG + " loot alliance", {"w": "P4", "a": ["P2+P4"]}),
    Seed("loot g5", "rank.lead", RG, {"w": "P2", "a": ["P1+P2"], "lead": "green"}),
    Seed("loot pirate g5", "rank.pirate", RG, {"w": "P2", "a": ["P1+P2"]}),
    Seed("g5 loot kraken", "kraken.destroy", "research 4: kraken no alliance", {"o": "destroyed", "a": [], "n": "P1"}),
    Seed("escape escape loot", "rank.escape", "research 4: escape first, loot later", {"w": "P1", "a": ["P3+P1"]}),
    Seed("loot whale g3", "whale.numbers", "rulings monster-loot", {"w": "P3", "a": ["P1+P3"]}),
    Seed("loot loot g2", "rank.lead", RG, {"w": "P3", "a": ["P1+P3", "P2+P3"]}),
    Seed("g5 loot g9", "rank.lead", RG, {"w": "P3", "a": ["P2+P3"]}),
    Seed(
        "loot escape g2 b1",
        "rank.trump",
        FAQ + " next suited card sets suit",
        {"w": "P4", "a": ["P1+P4"], "lead": "green"},
    ),
    Seed("whale loot pirate", "whale.discard", "research 4", {"o": "discarded", "a": []}),
    Seed("whale kraken", "kraken.destroy", "rulings", {"o": "destroyed"}),
    Seed("kraken whale", "whale.discard", "kraken as escape, whale no numbers", {"o": "discarded"}),
    Seed(
        "kraken g5 y9", "kraken.destroy", "research 1 kraken lead no suit", {"o": "destroyed", "n": "P2", "lead": None}
    ),
    Seed("--hand P3=g3,y9 kraken g5 y9", "play.free", "research 1", {"legal": True}),
    Seed("--hand P3=g3,y9 whale g5 y9", "play.free", "research 1", {"legal": True, "w": "P3"}),
    Seed("--hand P3=g3,y9 g5 whale y9", "play.follow", "research 1 mid-trick suit still binds", {"legal": False}),
    Seed("y8 p12 y8x escape", "rank.lead", X + " Kevin example", {"w": "P1", "b": 5}),
    Seed("y8x y8", "rank.lead", X + " 8s tie first played", {"w": "P1", "b": 5}),
    Seed("g7 g7x", "rank.lead", X + " capturing expansion 7 -5", {"w": "P1", "b": -5}),
    Seed("g7x g9", "rank.lead", X, {"w": "P2", "b": -5}),
    Seed("b7x g14 y8x p8x", "rank.trump", X, {"w": "P1", "b": 15}),
    Seed("pirate g7x g8x b7x b8x", "rank.pirate", X, {"w": "P1", "b": 0}),
    Seed("g7x g8x", "rank.lead", X, {"w": "P2", "b": 0}),
    Seed("g14x g14", "rank.lead", X + " 0/14 tie: first played wins; the 14 earns 10", {"w": "P1", "b": 10}),
    Seed("g14 g14x", "rank.lead", X, {"w": "P1", "b": 10}),
    Seed("g0x g1", "rank.lead", X, {"w": "P2", "b": 0}),
    Seed("b14x b14", "rank.trump", X, {"w": "P1", "b": 20}),
    Seed("g14x g13", "rank.lead", X + " 0/14 no bonus", {"w": "P1", "b": 0}),
    Seed("y5 b0x", "rank.trump", X + " black 0 is still trump", {"w": "P2", "b": 0}),
    Seed("g14x", "refused", X + " must declare", {"err": True}),
    Seed("g5 wild15", "rank.lead", X + " wild plays as the lead suit 15", {"w": "P2", "b": 0}),
    Seed("g14 wild15", "rank.lead", X, {"w": "P2", "b": 10}),
    Seed("b5 wild15", "rank.trump", X + " black lead: wild loses", {"w": "P1"}),
    Seed("g5 b2 wild15", "rank.trump", X, {"w": "P2"}),
    Seed("escape wild15:y y14", "rank.lead", X + " no lead suit: names one", {"w": "P2", "b": 10, "lead": "yellow"}),
    Seed("wild15:p p14", "rank.lead", X, {"w": "P1", "b": 10}),
    Seed("wild15:b", "refused", X + " cannot be black", {"err": True}),
    Seed("whale g14 wild15:y", "whale.numbers", X + " whale: 15 highest", {"w": "P3", "b": 10}),
    Seed("b5 whale wild15", "whale.numbers", X + " whale: follow base game, 15 highest", {"w": "P3"}),
    Seed("pirate wild15:g g14", "rank.pirate", X, {"w": "P1", "b": 10}),
    Seed("mermaid wild15:g", "rank.mermaid", X, {"w": "P1"}),
    Seed("stingray g5 wild15:p", "stingray.lowest", X + " stingray lowest", {"w": "P2"}),
    Seed("mary mermaid", "rank.pirate", X + " Mary beats mermaids", {"w": "P1", "b": 20}),
    Seed("sk mary", "rank.king", X + " Mary loses to SK", {"w": "P1", "b": 30}),
    Seed("mary sk", "rank.king", X, {"w": "P2", "b": 30}),
    Seed("rosie mary", "rank.pirate", X + " first pirate", {"w": "P1"}),
    Seed("mary rosie", "rank.pirate", X, {"w": "P1"}),
    Seed("mary g14 b14", "rank.pirate", X, {"w": "P1", "b": 30}),
    Seed("pirate con", "con.rank", X + " Con defeats pirates, no bonus", {"w": "P2", "b": 0}),
    Seed("con rosie bendt mary", "con.rank", X, {"w": "P1", "b": 0}),
    Seed("con sk", "con.rank", X + " SK takes Con +30", {"w": "P2", "b": 30}),
    Seed("con mermaid", "con.rank", X + " mermaid takes Con +30", {"w": "P2", "b": 30}),
    Seed("mermaid con", "con.rank", X, {"w": "P1", "b": 30}),
    Seed("sk con rosie", "con.rank", X, {"w": "P1", "b": 60}),
    Seed("mermaid sk con", "rank.mermaid-king", X, {"w": "P1", "b": 70}),
    Seed("con rosie mermaid", "con.rank", "ruling con-triangle default mermaid", {"w": "P3", "b": 30}),
    Seed("--ruling con-triangle=con con rosie mermaid", "con.rank", "ruling con-triangle=con", {"w": "P1", "b": 0}),
    Seed("con g14 b14", "con.rank", X, {"w": "P1", "b": 30}),
    Seed("tigress:pirate con", "con.rank", X, {"w": "P2", "b": 0}),
    Seed("con tigress:pirate sk", "con.rank", X, {"w": "P3", "b": 60}),
    Seed("g5 con", "con.rank", X, {"w": "P2"}),
    Seed("rosie plank g5", "rank.lead", X + " plank removes the pirate", {"w": "P3", "r": [0]}),
    Seed("sk rosie plank", "rank.king", X + " SK no bonus for removed pirate", {"w": "P1", "b": 0, "r": [1]}),
    Seed("sk rosie bendt plank:rosie", "rank.king", X, {"w": "P1", "b": 30, "r": [1]}),
    Seed("rosie bendt plank:rosie", "rank.pirate", X + " changing the highest pirate", {"w": "P2", "r": [0]}),
    Seed("plank mermaid rosie", "rank.mermaid", X, {"w": "P2", "b": 0, "r": [2]}),
    Seed("plank mermaid", "rank.mermaid", X + " if any are present", {"w": "P2", "r": []}),
    Seed("plank con rosie", "con.rank", X + " con is not a standard pirate", {"w": "P2", "r": [2]}),
    Seed("plank escape escape", "rank.escape", X + " non-escape: first escape wins", {"w": "P2"}),
    Seed("plank g5 y9", "rank.lead", X + " plank lead defers suit", {"w": "P2", "lead": "green"}),
    Seed("--hand P3=g3,y9 plank g5 y9", "play.follow", X, {"legal": False}),
    Seed("mary plank mermaid", "rank.mermaid", X, {"w": "P3", "b": 0, "r": [0]}),
    Seed("plank escape", "rank.escape", X, {"w": "P2"}),
    Seed("mermaid sk rosie plank", "rank.mermaid-king", X, {"w": "P1", "b": 40}),
    Seed("sk mermaid rosie plank:rosie", "rank.mermaid-king", X, {"w": "P2", "b": 40}),
    Seed("stingray g5 y2 b9", "stingray.lowest", X + " lowest wins", {"w": "P3"}),
    Seed("stingray g7 g7x", "stingray.lowest", X + " tie first played", {"w": "P2", "b": -5}),
    Seed("stingray g0x g1", "stingray.lowest", X, {"w": "P2"}),
    Seed("g14 stingray g2", "stingray.lowest", X, {"w": "P3", "b": 10}),
    Seed("stingray sk pirate g9", "stingray.lowest", X, {"w": "P4", "b": 0}),
    Seed("stingray g5 kraken", "kraken.destroy", X + " last monster decides", {"o": "destroyed", "n": "P2"}),
    Seed("kraken g5 y2 stingray", "stingray.lowest", X, {"w": "P3"}),
    Seed("whale g5 y2 stingray", "stingray.lowest", X, {"w": "P3"}),
    Seed("stingray g5 y2 whale", "whale.numbers", X, {"w": "P2"}),
    Seed("davy stingray plank", "exp.discard", X + " seed example", {"o": "discarded", "w": None, "n": "P1"}),
    Seed("davy plank stingray", "exp.discard", X, {"o": "discarded", "n": "P1"}),
    Seed("y9 kraken davy y12", "rank.lead", X + " davy +20 to its player", {"w": "P4", "b": {"P3": 20}}),
    Seed("g5 whale stingray davy g9", "rank.lead", X, {"w": "P5", "b": {"P4": 40}}),
    Seed("kraken davy g5", "rank.lead", X, {"w": "P3", "b": {"P2": 20}}),
    Seed("davy escape escape", "rank.escape", X + " not escape; first escape", {"w": "P2"}),
    Seed("davy g5 y9", "rank.lead", X + " davy lead defers", {"w": "P2", "lead": "green"}),
    Seed("sk kraken pirate davy", "rank.king", X, {"w": "P1", "b": {"P1": 30, "P4": 20}}),
    Seed("whale davy b2 g9", "rank.trump", X + " davy destroys the whale: trump wins", {"w": "P3"}),
    Seed("davy whale kraken stingray g3 g9", "rank.lead", X, {"w": "P6", "b": {"P1": 60}}),
    Seed("loot kraken davy g5", "rank.lead", X, {"w": "P4", "a": ["P1+P4"]}),
    Seed("volley escape", "rank.escape", X, {"w": "P2"}),
    Seed("volley g5 y9", "rank.lead", X + " volley lead defers", {"w": "P2", "lead": "green"}),
    Seed("P1=g5 P2=volley P3=g9 P2=g11", "rank.lead", X + " extra card", {"w": "P2"}),
    Seed("volley plank davy", "exp.discard", X, {"o": "discarded", "n": "P1"}),
    Seed("--edition 2013 mermaid sk", "rank.mermaid-king", "first.king", {"w": "P1", "b": 50}),
    Seed("--edition 2013 sk mermaid", "rank.mermaid-king", "first.king", {"w": "P2", "b": 50}),
    Seed("--edition 2013 pirate mermaid", "rank.pirate", "first.mermaid", {"w": "P1", "b": 0}),
    Seed(
        "--edition 2013 sk scary-mary:escape",
        "rank.king",
        "first.pirate: Scary Mary even as an Escape",
        {"w": "P1", "b": 30},
    ),
    Seed("--edition 2013 sk scary-mary:pirate", "rank.king", "first.pirate", {"w": "P1", "b": 30}),
    Seed("--edition 2013 scary-mary:pirate sk", "rank.king", "first.pirate", {"w": "P2", "b": 30}),
    Seed("--edition 2013 scary-mary:escape g3", "rank.lead", "first.mary", {"w": "P2", "b": 0}),
    Seed("--edition 2013 mermaid sk pirate", "rank.mermaid-king", "first.king", {"w": "P1", "b": 50}),
    Seed("--edition 2013 g13 b13", "rank.trump", "first.deck no 14 bonus", {"w": "P2", "b": 0}),
    Seed("--edition 2013 sk g13 b13", "rank.king", "first.deck", {"w": "P1", "b": 0}),
    Seed(
        "--edition 2013 --hand P3=g3,y9 pirate g5 y9",
        "play.follow",
        "RB13 next suit card after special lead",
        {"legal": False},
    ),
    Seed("--edition 2013 pirate g5 y9", "rank.pirate", "RB13", {"w": "P1", "lead": "green"}),
    Seed("--edition 2013 escape escape", "rank.escape", "RB13", {"w": "P1"}),
    Seed("--edition 2013 mermaid mermaid sk", "rank.mermaid-king", "RB13", {"w": "P1", "b": 50}),
    Seed("--edition 2013 tigress:pirate sk", "refused", "no tigress in 2013", {"err": True}),
    Seed("--edition 2013 kraken g5", "refused", "no kraken in 2013", {"err": True}),
    Seed("--edition 2021 g3 b5 kraken p7", "kraken.destroy", "RB21 left of kraken", {"o": "destroyed", "n": "P4"}),
    Seed(
        "--edition 2021 g3 b5 p7 kraken", "kraken.destroy", "RB21 left of kraken wraps", {"o": "destroyed", "n": "P1"}
    ),
    Seed("--edition 2018 g3 b5 kraken p7", "kraken.destroy", "editions", {"o": "destroyed", "n": "P2"}),
    Seed("--edition 2024 g3 b5 kraken p7", "kraken.destroy", "editions", {"o": "destroyed", "n": "P2"}),
    Seed("--edition 2021 pirate escape whale", "whale.discard", "RB21", {"o": "discarded", "n": "P3"}),
    Seed("--edition 2021 sk tigress:pirate", "rank.king", "RB21", {"w": "P1", "b": 30}),
    Seed("--edition 2021 pirate mermaid", "rank.pirate", "RB21", {"w": "P1", "b": 20}),
    Seed("--edition 2021 mermaid sk", "rank.mermaid-king", "RB21", {"w": "P1", "b": 40}),
    Seed(
        "--ruling kraken-leader=left-of-kraken g7 g11 kraken g2",
        "kraken.destroy",
        "rulings.md",
        {"o": "destroyed", "n": "P4"},
    ),
    Seed(
        "--ruling kraken-leader=left-of-kraken g7 g11 kraken",
        "kraken.destroy",
        "rulings.md",
        {"o": "destroyed", "n": "P1"},
    ),
    Seed(
        "--ruling monster-discard-leader=would-have-won escape whale sk",
        "whale.discard",
        "rulings.md",
        {"o": "discarded", "n": "P3"},
    ),
    Seed(
        "--ruling monster-discard-leader=trick-leader escape whale sk",
        "whale.discard",
        "rulings.md",
        {"o": "discarded", "n": "P1"},
    ),
    Seed(
        "--ruling monster-discard-leader=would-have-won mermaid whale sk pirate",
        "whale.discard",
        "rulings.md would-have-won: mermaid",
        {"o": "discarded", "n": "P1"},
    ),
    Seed("whale kraken", "kraken.destroy", "rulings.md kraken-nobody-leader", {"o": "destroyed", "n": "P1"}),
    Seed(
        "--ruling kraken-nobody-leader=kraken-player whale kraken",
        "kraken.destroy",
        "rulings.md",
        {"o": "destroyed", "n": "P2"},
    ),
    Seed(
        "--ruling character-lead=next-number --hand P3=y9,g2 pirate g5 y9",
        "play.follow",
        "rulings.md",
        {"legal": False, "lead": "green"},
    ),
    Seed(
        "--ruling lead-after-escape=character --hand P4=y3,g9 escape pirate g5 y3",
        "play.free",
        "rulings.md",
        {"legal": True, "lead": None},
    ),
    Seed("--ruling monster-loot=none loot whale g3", "whale.numbers", "rulings.md", {"w": "P3", "a": []}),
    Seed("--ruling loot-escapes=none loot loot escape", "rank.escape", "rulings.md", {"w": "P1", "a": []}),
    Seed("loot loot escape", "rank.escape", "rulings.md", {"w": "P1", "a": ["P2+P1"]}),
    Seed(
        "--ruling removed-lead=as-played whale g5 davy y9", "exp.discard", "rulings.md", {"o": "discarded", "n": "P1"}
    ),
    Seed("whale g5 davy y9", "rank.lead", "rulings.md", {"w": "P2"}),
    Seed("rosie g5 plank y9", "rank.lead", "rulings.md", {"w": "P2"}),
    Seed("--ruling removed-lead=as-played rosie g5 plank y9", "exp.discard", "rulings.md", {"o": "discarded"}),
    Seed("--ruling wild-follow=may --hand P2=y3,wild15 g5 y3", "play.free", "rulings.md", {"legal": True}),
    Seed("--hand P2=y3,wild15 g5 y3", "play.follow", "rulings.md", {"legal": False}),
    Seed("--hand P2=y3,wild15 b5 y3", "play.free", "rulings.md black lead never obliges", {"legal": True}),
    Seed("--ruling plank-tigress=no tigress:pirate plank g5", "rank.pirate", "rulings.md", {"w": "P1"}),
    Seed("tigress:pirate plank g5", "rank.lead", "rulings.md", {"w": "P3", "r": [0]}),
    Seed("stingray rosie escape plank:2", "exp.discard", "rulings.md plank-monster default", {"o": "discarded"}),
    Seed(
        "--ruling plank-monster=removes stingray rosie escape plank:2",
        "exp.non-winning",
        "rulings.md",
        {"w": "P3", "r": [1]},
    ),
    Seed("--ruling davy-recipient=winner y9 kraken davy y12", "rank.lead", "rulings.md", {"w": "P4", "b": {"P4": 20}}),
    Seed("davy kraken plank", "exp.discard", "rulings.md", {"o": "discarded", "b": {}}),
    Seed(
        "--ruling discard-captures=davy davy kraken plank",
        "exp.discard",
        "rulings.md",
        {"o": "discarded", "b": {"P1": 20}},
    ),
    Seed("--ruling con-triangle=con rosie mermaid con", "con.rank", "rulings.md", {"w": "P3"}),
    Seed("--house kraken-trick-leader g3 b5 kraken p7", "kraken.destroy", "house rule", {"o": "destroyed", "n": "P1"}),
    Seed(
        "--hand P2=b3,wild15 b5 wild15",
        "play.follow",
        X + " wild is a suited card, never black: holding black must follow",
        {"legal": False},
    ),
    Seed("--hand P2=y3,wild15 b5 wild15", "play.free", X + " black lead: wild loses", {"legal": True, "w": "P1"}),
    Seed("--hand P2=g3,wild15 g5 wild15", "play.follow", X, {"legal": True, "w": "P2"}),
    Seed("--hand P2=g3,wild15,y3 g5 y3", "play.follow", X, {"legal": False}),
    Seed(
        "--hand P3=y2,g9 escape wild15:y g9",
        "play.follow",
        X + " wild names the suit",
        {"legal": False, "lead": "yellow"},
    ),
    Seed("--hand P2=g0x,y3 g5 y3", "play.follow", X, {"legal": False}),
    Seed("--hand P2=g0x,y3 g5 g0x", "play.follow", X, {"legal": True, "w": "P1"}),
    Seed("--hand P2=g8x,y3 g5 g8x", "play.follow", X, {"legal": True, "w": "P2", "b": 5}),
    Seed("--hand P3=g3,y9 volley g5 y9", "play.follow", X + " volley lead defers", {"legal": False}),
    Seed("--hand P3=g3,y9 davy g5 y9", "play.follow", X + " davy lead defers", {"legal": False}),
    Seed("--hand P3=g3,y9 stingray g5 y9", "play.free", "rulings: stingray lead no suit", {"legal": True}),
    Seed("--hand P3=g3,y9 con g5 y9", "play.free", "rulings: con lead no suit", {"legal": True}),
    Seed("--hand P3=g3,y9 mary g5 y9", "play.free", X + " mary is a pirate", {"legal": True}),
    Seed("--hand P2=g3,plank g5 plank", "play.special", X + " special may always be played", {"legal": True}),
    Seed("--hand P2=g3,wild15 escape wild15:y", "play.free", X, {"legal": True, "w": "P2"}),
    Seed("kraken whale", "whale.discard", "whale.discard monster-player", {"o": "discarded", "n": "P2"}),
    Seed("kraken escape", "kraken.destroy", "FAQ would have won: first escape", {"o": "destroyed", "n": "P2"}),
    Seed("kraken loot loot", "kraken.destroy", "would have won: first loot", {"o": "destroyed", "n": "P2", "a": []}),
    Seed("escape kraken g5 y9", "kraken.destroy", "would have won g5", {"o": "destroyed", "n": "P3"}),
    Seed("tigress:escape loot", "rank.escape", "research 4 escape first, loot later", {"w": "P1", "a": ["P2+P1"]}),
    Seed("--edition 2013 scary-mary:pirate mermaid", "rank.pirate", "first.mermaid", {"w": "P1", "b": 0}),
    Seed(
        "--edition 2013 scary-mary:escape mermaid sk",
        "rank.mermaid-king",
        "first.king; Scary Mary no pirate bonus for mermaid",
        {"w": "P2", "b": 50},
    ),
    Seed(
        "rosie g5 plank kraken",
        "kraken.destroy",
        "rulings plank-monster: kraken, plank acts",
        {"o": "destroyed", "n": "P2"},
    ),
    Seed("P1=escape P2=volley P3=escape P2=escape", "rank.escape", "volley", {"w": "P1"}),
    Seed("P1=g5 P2=volley P3=g9 P2=kraken", "kraken.destroy", "volley extra kraken", {"o": "destroyed", "n": "P3"}),
    Seed("whale g8x g7", "whale.numbers", "whale highest", {"w": "P2", "b": 5}),
    Seed("stingray g14x g13", "stingray.lowest", "stingray lowest", {"w": "P3"}),
    Seed("whale rosie plank davy g5", "rank.lead", "davy + plank", {"w": "P5"}),
    Seed("g5 kraken davy whale", "rank.lead", "davy destroys both", {"w": "P1", "b": {"P3": 40}}),
    Seed("sk mermaid con rosie", "rank.mermaid-king", "mermaid +40 +30", {"w": "P2", "b": 70}),
    Seed("--edition 2013 mermaid mermaid", "rank.mermaid", "", {"w": "P1"}),
    Seed("--edition 2018 pirate escape whale", "whale.discard", "", {"o": "discarded", "n": "P3"}),
    Seed(
        "loot kraken",
        "kraken.destroy",
        "kraken nobody: loot is escape -> would have won P1",
        {"o": "destroyed", "n": "P1", "a": []},
    ),
    Seed("mermaid loot sk", "rank.mermaid-king", "loot allies", {"w": "P1", "b": 40, "a": ["P2+P1"]}),
    Seed("loot loot", "rank.escape", "loot-escapes alliance", {"w": "P1", "a": ["P2+P1"]}),
    Seed("b5 stingray wild15", "stingray.lowest", X, {"w": "P1"}),
    Seed("b5 whale wild15 davy", "rank.trump", X, {"w": "P1", "b": {"P4": 20}}),
    Seed("P1=g5 P2=volley P3=g9 P2=b2", "rank.trump", X, {"w": "P2"}),
    Seed("P1=g5 P2=volley P3=g9 P2=loot", "rank.lead", X, {"w": "P3", "a": ["P2+P3"]}),
    Seed("P1=escape P2=volley P3=escape P2=loot", "rank.escape", X, {"w": "P1", "a": ["P2+P1"]}),
    Seed("davy loot", "rank.escape", X + " non-escape specials; loot as escape wins", {"w": "P2", "a": []}),
    Seed("plank loot", "rank.escape", X, {"w": "P2", "a": []}),
    Seed("volley tigress:escape", "rank.escape", X, {"w": "P2"}),
    Seed("stingray loot g5", "stingray.lowest", "monster-loot", {"w": "P3", "a": ["P2+P3"]}),
    Seed("stingray escape loot", "exp.non-winning", "stingray escapes", {"w": "P2", "a": ["P3+P2"]}),
    Seed("con whale g5", "whale.numbers", "whale no special effects", {"w": "P3", "b": 0}),
    Seed("mermaid whale sk davy", "rank.mermaid-king", X, {"w": "P1", "b": {"P1": 40, "P4": 20}}),
    Seed("sk whale rosie davy", "rank.king", X, {"w": "P1", "b": {"P1": 30, "P4": 20}}),
    Seed("rosie whale davy mermaid", "rank.pirate", X, {"w": "P1", "b": {"P1": 20, "P3": 20}}),
    Seed("kraken escape davy", "rank.escape", X + " first escape wins", {"w": "P2", "b": {"P3": 20}}),
    Seed("mary con sk plank", "con.rank", X + " mary removed; SK takes con +30", {"w": "P3", "b": 30, "r": [0]}),
    Seed("con mary plank:mary mermaid", "con.rank", X, {"w": "P4", "b": 30, "r": [1]}),
    Seed(
        "con rosie mermaid plank",
        "con.rank",
        X + " rosie removed: mermaid beats con, no triangle",
        {"w": "P3", "b": 30, "r": [1]},
    ),
    Seed(
        "--ruling con-triangle=con con rosie mermaid plank",
        "con.rank",
        X + " rosie removed: no triangle",
        {"w": "P3", "b": 30},
    ),
    Seed("g14x g14 b0x", "rank.trump", X, {"w": "P3", "b": 10}),
    Seed("whale b0x g1", "whale.numbers", X + " 0 is lowest", {"w": "P3"}),
    Seed("stingray b0x g1", "stingray.lowest", X, {"w": "P2"}),
]


def _got(verdict: dict[str, Any]) -> dict[str, Any]:
    """The verdict in the cases' terms."""
    plays = verdict["plays"]
    bonus: dict[str, int] = {}
    for b in verdict["bonuses"]:
        bonus[b["player_name"]] = bonus.get(b["player_name"], 0) + b["points"]
    return {
        "w": verdict["winner_name"],
        "n": verdict["next_leader_name"],
        "o": verdict["outcome"],
        "b": {player: points for player, points in sorted(bonus.items()) if points},
        "a": sorted(f"{plays[loot]['player']}+{plays[w]['player']}" for loot, w in verdict["alliances"]),
        "r": sorted(verdict["removed"]),
        "lead": verdict["lead_suit"],
        "legal": verdict["legal"],
    }


@pytest.mark.parametrize("seed", CASES, ids=[f"{c.rule}:{c.args}" for c in CASES])
def test_trick_as_the_sources_say(cli: Cli, seed: Seed) -> None:
    """The trick's winner, next leader, outcome, bonuses, alliances, removals, lead suit and legality are
    the ones the source gives, and the deciding rule is cited."""
    code, out, err = cli("trick", "--json", *shlex.split(seed.args))
    if seed.rule == "refused":
        assert code == 2 and out == "" and err.startswith("skrules: error: "), (code, out, err)
        return
    assert code in (0, 1), err
    verdict = json.loads(out)
    got = _got(verdict)
    expect = dict(seed.expect)
    if isinstance(expect.get("b"), int):
        expect["b"] = {got["w"]: expect["b"]} if expect["b"] else {}
    assert {k: got[k] for k in expect} == expect, verdict["answer"]
    cited = {step["rule"] for step in verdict["trace"]} | {f["rule"] for f in verdict["legality"]}
    assert seed.rule in cited, verdict["trace"]
