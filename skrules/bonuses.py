"""The bonus table: what each capture is worth, shared by the trick engine and scoring.

One row per bonus, keyed by the name a score sheet or the command line writes (``pirate``,
``black14``, ``8``), with its rule ID, its points and what pays it: the character that takes
which other (``takes``) or the numbered cards captured (``cards``). The trick engine pays
captures from it and scoring checks and labels awards from it, so a bonus is stated in one place.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .catalog import Face, Kind, Role, Suit
from .rulings import RuleId

__all__ = ["BONUS_ALIASES", "BONUS_KINDS", "BONUS_POINTS", "FIRST_BONUS_KINDS", "BonusKind", "Takes"]

Takes = tuple[Role, Role, "Kind | None"]  # the winning card's role, the captured card's, the only kind paid for
NumberCard = tuple[Suit, int, Face]  # a numbered card by suit, rank and face


class BonusKind:
    """A bonus: its written name, its rule, its points, what pays it and how to say it."""

    __slots__ = ("cards", "many", "most", "name", "one", "points", "rule", "takes")

    def __init__(
        self,
        name: str,
        rule: RuleId,
        points: int,
        one: str,
        many: str,
        most: int,
        *,
        takes: tuple[Takes, ...] = (),
        cards: tuple[NumberCard, ...] = (),
    ) -> None:
        self.name = name
        self.rule = rule
        self.points = points
        self.one = one  # "a Pirate taken by the Skull King"
        self.many = many  # "Pirates taken by the Skull King"
        self.most = most  # how many a round can bring with the fullest deck (the box holds no more)
        self.takes = takes  # paid when the first role's winning card captures one of the second's
        self.cards = cards  # paid for each of these numbered cards the winning card captures

    def __repr__(self) -> str:
        return f"BonusKind({self.name!r}, {self.rule!r}, {self.points})"


_SK, _MERMAID, _PIRATE = Role.SKULL_KING, Role.MERMAID, Role.PIRATE

BONUS_KINDS: Mapping[str, BonusKind] = MappingProxyType(
    {
        k.name: k
        for k in (
            BonusKind(
                "14",
                RuleId.BONUS_FOURTEEN,
                10,
                "a green, purple or yellow 14 captured",
                "14s captured",
                3,
                cards=tuple((suit, 14, Face.STANDARD) for suit in (Suit.GREEN, Suit.PURPLE, Suit.YELLOW)),
            ),
            BonusKind(
                "black14",
                RuleId.BONUS_BLACK_FOURTEEN,
                20,
                "the black 14 captured",
                "black 14s captured",
                1,
                cards=((Suit.BLACK, 14, Face.STANDARD),),
            ),
            BonusKind(
                "mermaid",
                RuleId.BONUS_MERMAID,
                20,
                "a Mermaid taken by a Pirate",
                "Mermaids taken by a Pirate",
                2,
                takes=((_PIRATE, _MERMAID, None),),
            ),
            BonusKind(
                "pirate",
                RuleId.BONUS_PIRATE,
                30,
                "a Pirate taken by the Skull King",
                "Pirates taken by the Skull King",
                7,
                takes=((_SK, _PIRATE, None),),
            ),
            BonusKind(
                "king",
                RuleId.BONUS_KING,
                40,
                "the Skull King taken by a Mermaid",
                "Skull Kings taken",
                1,
                takes=((_MERMAID, _SK, None),),
            ),
            BonusKind(
                "con",
                RuleId.CON_BONUS,
                30,
                "First Mate Con taken",
                "First Mate Cons taken",
                1,
                takes=((_SK, Role.FIRST_MATE, None), (_MERMAID, Role.FIRST_MATE, None)),
            ),
            BonusKind(
                "8",
                RuleId.EXP_EIGHT,
                5,
                "an expansion 8 captured",
                "expansion 8s captured",
                4,
                cards=tuple((suit, 8, Face.EXTRA) for suit in Suit),
            ),
            BonusKind(
                "7",
                RuleId.EXP_SEVEN,
                -5,
                "an expansion 7 captured",
                "expansion 7s captured",
                4,
                cards=tuple((suit, 7, Face.EXTRA) for suit in Suit),
            ),
            BonusKind(
                "davy",
                RuleId.DAVY_BONUS,
                20,
                "a sea monster destroyed by Davy Jones",
                "sea monsters destroyed by Davy Jones",
                3,
            ),  # paid for what Davy Jones destroys, not for a capture: the trick engine's own case
        )
    }
)

FIRST_BONUS_KINDS: Mapping[str, BonusKind] = MappingProxyType(
    {
        k.name: k
        for k in (
            BonusKind(
                "pirate",
                RuleId.FIRST_PIRATE,
                30,
                "a Pirate (or Scary Mary) taken by the Skull King",
                "Pirates (Scary Mary counts too) taken by the Skull King",
                6,
                takes=((_SK, _PIRATE, None), (_SK, Role.ESCAPE, Kind.SCARY_MARY)),  # Scary Mary pays even as an Escape
            ),
            BonusKind(
                "king",
                RuleId.FIRST_KING,
                50,
                "the Skull King taken by a Mermaid",
                "Skull Kings taken",
                1,
                takes=((_MERMAID, _SK, None),),
            ),
        )
    }
)
"""The first edition's (2013) bonuses: the only two it pays (first.pirate, first.king)."""

BONUS_POINTS: Mapping[str, int] = MappingProxyType(
    {k.rule: k.points for k in (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values())}
)
"""Points per capture, by rule ID: ``BONUS_POINTS[RuleId.BONUS_PIRATE] == 30``."""

BONUS_ALIASES: Mapping[str, str] = MappingProxyType(
    {
        "fourteen": "14",
        "g14": "14",
        "p14": "14",
        "y14": "14",
        "b14": "black14",
        "black-14": "black14",
        "mermaids": "mermaid",
        "m": "mermaid",  # the score pad's codes, m, p and sk, as the pad takes them
        "pirates": "pirate",
        "p": "pirate",
        "sk": "king",
        "skull-king": "king",
        "skullking": "king",
        "first-mate": "con",
        "eight": "8",
        "8x": "8",
        "seven": "7",
        "7x": "7",
        "davy-jones": "davy",
        "locker": "davy",
    }
)
