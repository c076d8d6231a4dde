"""skrules: the Skull King rules reference that settles table arguments.

The core (cards, rules, trick, legality, trace) uses the standard library only::

    >>> from skrules import judge
    >>> verdict = judge(["mermaid", "sk", "rosie"])
    >>> verdict.winner_name, verdict.bonus
    ('P1', 40)
"""

from .cards import Box, Card, Face, Kind, Module, Pirate, Role, Suit
from .errors import DeckError, NotationError, RulesetError, SkrulesError, TrickError
from .notation import Play, parse_hand, parse_play, parse_plays
from .rules import RULES, RULINGS, RuleSet, Scoring
from .trace import Step, Trace
from .trick import Bonus, Outcome, Trick, Verdict, adjudicate, judge

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
