"""skrules: the Skull King rules reference that settles table arguments.

The core (cards, rules, trick, legality, trace) uses the standard library only::

    >>> from skrules import judge
    >>> verdict = judge(["mermaid", "sk", "rosie"])
    >>> verdict.winner_name, verdict.bonus
    ('P1', 40)

The names below are imported when first used (PEP 562), so ``import skrules`` costs nothing
and ``skrules trick --json`` loads only the modules on its path.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from .cards import Box, Card, Face, Kind, Module, Pirate, Role, Suit
    from .errors import DeckError, NotationError, RulesetError, SkrulesError, TrickError
    from .notation import Play, parse_hand, parse_play, parse_plays
    from .rules import RULES, RULINGS, RuleSet, Scoring
    from .trace import Step, Trace
    from .trick import Bonus, Outcome, Trick, Verdict, adjudicate, judge

# public name -> the module under skrules that defines it
_HOMES = {
    **dict.fromkeys(("Box", "Card", "Face", "Kind", "Module", "Pirate", "Role", "Suit"), "cards"),
    **dict.fromkeys(("DeckError", "NotationError", "RulesetError", "SkrulesError", "TrickError"), "errors"),
    **dict.fromkeys(("Play", "parse_hand", "parse_play", "parse_plays"), "notation"),
    **dict.fromkeys(("RULES", "RULINGS", "RuleSet", "Scoring"), "rules"),
    **dict.fromkeys(("Step", "Trace"), "trace"),
    **dict.fromkeys(("Bonus", "Outcome", "Trick", "Verdict", "adjudicate", "judge"), "trick"),
}

__all__ = [
    "RULES",
    "RULINGS",
    "Bonus",
    "Box",
    "Card",
    "DeckError",
    "Face",
    "Kind",
    "Module",
    "NotationError",
    "Outcome",
    "Pirate",
    "Play",
    "Role",
    "RuleSet",
    "RulesetError",
    "Scoring",
    "SkrulesError",
    "Step",
    "Suit",
    "Trace",
    "Trick",
    "TrickError",
    "Verdict",
    "adjudicate",
    "judge",
    "parse_hand",
    "parse_play",
    "parse_plays",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """Import a public name's module on first use, then keep the name here (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'skrules' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})
