"""Following suit, pinned to exact findings: each branch of ``may_play`` and ``check_trick`` with its
rule ID, its reason word for word and the ruling it cites, and the refusals of impossible hands.

Rules exercised: play.hand, play.follow, play.special, play.free, lead.escape, lead.character,
wild.follow, wild.black, ruling.wild-follow, volley.extra, two.flip, mary.power, box.copies.
"""

from __future__ import annotations

import pytest

from skrules import RuleSet, parse_hand
from skrules.cards import Card, Suit
from skrules.errors import DeckError, NotationError, TrickError
from skrules.lead import Lead
from skrules.legality import Legality, check_trick, may_play
from skrules.rules import FULL_BOX
from skrules.trick import NoSuit, Trick

FULL = RuleSet(modules=FULL_BOX)
MAY = FULL.with_rulings({"wild-follow": "may"})
WILD_MUST = ("ruling.wild-follow", "must")
WILD_MAY = ("ruling.wild-follow", "may")
LEADS: dict[str, Lead] = {
    "none": NoSuit.NONE,
    "not-yet": NoSuit.NOT_YET,
    "g": Suit.GREEN,
    "y": Suit.YELLOW,
    "b": Suit.BLACK,
}


@pytest.mark.parametrize(
    ("hand", "card", "lead", "rules", "expected"),
    [
        # play.hand: the card must be in the hand, whatever else is true
        (
            "y5,b2",
            "g9",
            "y",
            FULL,
            (False, "play.hand", "the hand (yellow 5, black 2) does not hold the green 9", None),
        ),
        ("", "g9", "g", FULL, (False, "play.hand", "the hand (nothing) does not hold the green 9", None)),
        ("y5", "sk", "none", FULL, (False, "play.hand", "the hand (yellow 5) does not hold the Skull King", None)),
        # play.special: a special card may always be played, a declared Tigress from an undeclared one
        (
            "y5,sk",
            "sk",
            "y",
            FULL,
            (True, "play.special", "Skull King is a special card, which may always be played", None),
        ),
        (
            "y5,tigress",
            "tigress:pirate",
            "y",
            FULL,
            (True, "play.special", "Tigress as Pirate is a special card, which may always be played", None),
        ),
        (
            "wild15,loot",
            "loot",
            "g",
            FULL,
            (True, "play.special", "Loot is a special card, which may always be played", None),
        ),
        # play.free, lead.character, lead.escape: no suit to follow
        (
            "y5,b2",
            "b2",
            "none",
            FULL,
            (True, "play.free", "the trick has no suit to follow, so any card may be played", None),
        ),
        ("y5,b2", "b2", "not-yet", FULL, (True, "play.free", "no suit is set yet, so any card may be played", None)),
        # play.follow: a card of the lead suit
        ("y5,y9,b2", "y9", "y", FULL, (True, "play.follow", "yellow 9 follows yellow, the lead suit", None)),
        ("b3,g9", "b3", "b", FULL, (True, "play.follow", "black 3 follows black, the lead suit", None)),
        # play.follow: holding the lead suit, another numbered card is refused, naming every follower
        (
            "y5,b2,y9,g1",
            "b2",
            "y",
            FULL,
            (
                False,
                "play.follow",
                "yellow is the lead suit and the hand holds yellow 5, yellow 9: a numbered card played must be yellow "
                "(a special card may be played instead)",
                None,
            ),
        ),
        (
            "b3,g9,mermaid",
            "g9",
            "b",
            FULL,
            (
                False,
                "play.follow",
                "black is the lead suit and the hand holds black 3: a numbered card played must be black "
                "(a special card may be played instead)",
                None,
            ),
        ),
        # play.free: no card of the lead suit (specials and other suits do not oblige)
        (
            "b3,g9,sk",
            "g9",
            "y",
            FULL,
            (True, "play.free", "the hand holds no yellow card, so any card may be played", None),
        ),
        (
            "b3,g9",
            "b3",
            "y",
            FULL,
            (True, "play.free", "the hand holds no yellow card, so any card may be played", None),
        ),
        # ruling.wild-follow=must: the Wild 15 in hand obliges like a card of the standard lead suit
        (
            "wild15,b2",
            "b2",
            "g",
            FULL,
            (
                False,
                "play.follow",
                "green is the lead suit and the hand holds Wild 15: a numbered card played must be green "
                "(a special card may be played instead)",
                WILD_MUST,
            ),
        ),
        (
            "wild15,y4,b2",
            "b2",
            "y",
            FULL,
            (
                False,
                "play.follow",
                "yellow is the lead suit and the hand holds Wild 15, yellow 4: a numbered card played must be yellow "
                "(a special card may be played instead)",
                WILD_MUST,
            ),
        ),
        # ruling.wild-follow=may: it does not, and the finding says which reading decided
        (
            "wild15,b2",
            "b2",
            "g",
            MAY,
            (True, "play.free", "the hand holds no green card, so any card may be played", WILD_MAY),
        ),
        # wild.black: on a black lead the Wild 15 neither obliges nor follows, and no ruling is involved
        (
            "wild15,g2",
            "g2",
            "b",
            FULL,
            (True, "play.free", "the hand holds no black card, so any card may be played", None),
        ),
        (
            "wild15,g2",
            "wild15",
            "b",
            FULL,
            (True, "play.free", "the hand holds no black card, so any card may be played", None),
        ),
        (
            "wild15,b2",
            "wild15",
            "b",
            FULL,
            (
                False,
                "play.follow",
                "black is the lead suit and the hand holds black 2: a numbered card played must be black "
                "(a special card may be played instead)",
                None,
            ),
        ),
    ],
)
def test_play_follow_findings_are_exact(
    hand: str, card: str, lead: str, rules: RuleSet, expected: tuple[bool, str, str, tuple[str, str] | None]
) -> None:
    """play.hand, play.special, play.free, play.follow, ruling.wild-follow, wild.black: each finding in full."""
    finding = may_play(parse_hand(hand) if hand else [], Card.parse(card), LEADS[lead], rules)
    assert (finding.legal, finding.rule, finding.reason, finding.ruling) == expected
    assert (finding.position, finding.player) == (None, None)


@pytest.mark.parametrize(
    ("hand", "plays_as", "expected"),
    [
        ("wild15,g3", Suit.GREEN, (True, "play.follow", "Wild 15 follows green, the lead suit", None)),
        (
            "wild15,g3",
            Suit.YELLOW,
            (
                False,
                "play.follow",
                "green is the lead suit and the hand holds green 3: a numbered card played must be green "
                "(a special card may be played instead)",
                None,
            ),
        ),
    ],
)
def test_wild_follow_the_wild_15_follows_as_the_suit_it_plays_as(
    hand: str, plays_as: Suit, expected: tuple[bool, str, str, tuple[str, str] | None]
) -> None:
    """wild.follow: the Wild 15 is judged by the suit it plays as, not its printed (absent) suit."""
    finding = may_play(parse_hand(hand), Card.wild(), Suit.GREEN, FULL, plays_as=plays_as)
    assert (finding.legal, finding.rule, finding.reason, finding.ruling) == expected


def test_play_follow_plays_as_is_ignored_for_a_printed_suit() -> None:
    """play.follow: a standard card follows by its printed suit, whatever ``plays_as`` says."""
    finding = may_play(parse_hand("g3"), Card.parse("g3"), Suit.GREEN, FULL, plays_as=Suit.YELLOW)
    assert (finding.legal, finding.rule) == (True, "play.follow")
    finding = may_play(parse_hand("y3,g2"), Card.parse("y3"), Suit.GREEN, FULL, plays_as=Suit.GREEN)
    assert (finding.legal, finding.rule) == (False, "play.follow")


def test_play_follow_legality_as_dict() -> None:
    """play.follow, ruling.wild-follow: a finding's JSON form, with the ruling written ID=reading."""
    finding = Legality(False, "play.follow", "because", WILD_MUST, 2, "Ben")
    assert finding.as_dict() == {
        "position": 2,
        "player": "Ben",
        "legal": False,
        "rule": "play.follow",
        "ruling": "ruling.wild-follow=must",
        "reason": "because",
    }
    assert Legality(True, "play.free", "why").as_dict() == {
        "position": None,
        "player": None,
        "legal": True,
        "rule": "play.free",
        "ruling": None,
        "reason": "why",
    }


# ---------------------------------------------------------------------------- whole tricks


def test_check_trick_findings_carry_position_player_and_the_suit_each_card_plays_as() -> None:
    """play.follow, wild.follow, ruling.wild-follow: findings in play order, each with its place in the trick."""
    trick = Trick.of(["Ann=g3", "Ben=wild15", "Cat=b2", "Dan=g9"], FULL)
    hands = {"Ben": parse_hand("wild15,g5"), "Cat": parse_hand("b2,g7"), "Dan": parse_hand("g9,y1")}
    findings = check_trick(trick, hands)
    assert findings == [
        Legality(True, "play.follow", "Wild 15 follows green, the lead suit", None, 1, "Ben"),
        Legality(
            False,
            "play.follow",
            "green is the lead suit and the hand holds green 7: a numbered card played must be green "
            "(a special card may be played instead)",
            None,
            2,
            "Cat",
        ),
        Legality(True, "play.follow", "green 9 follows green, the lead suit", None, 3, "Dan"),
    ]


def test_check_trick_a_wild_15_left_in_hand_cites_the_ruling() -> None:
    """ruling.wild-follow: the reading that decided is recorded on the finding it decided."""
    trick = Trick.of(["Ann=y3", "Ben=b2"], FULL)
    (finding,) = check_trick(trick, {"Ben": parse_hand("b2,wild15")})
    assert (finding.legal, finding.ruling, finding.position, finding.player) == (False, WILD_MUST, 1, "Ben")


def test_check_trick_volley_second_card_comes_from_what_is_left() -> None:
    """volley.extra, play.hand: after the Last Volley the extra card must still be in the hand."""
    trick = Trick.of(["Ann=g3", "Ben=volley", "Cat=g7", "Ben=b9"], FULL)
    findings = check_trick(trick, {"Ben": parse_hand("volley,b9")})
    assert [(f.legal, f.rule, f.position) for f in findings] == [(True, "play.special", 1), (True, "play.free", 3)]
    findings = check_trick(trick, {"Ben": parse_hand("volley,g1")})
    assert [(f.legal, f.rule, f.reason) for f in findings] == [
        (True, "play.special", "Last Volley is a special card, which may always be played"),
        (False, "play.hand", "the hand (green 1) does not hold the black 9"),
    ]


@pytest.mark.parametrize("rule", ["two.flip", "mary.power"])
def test_check_trick_an_exempt_play_need_not_follow_but_must_be_held(rule: str) -> None:
    """two.flip, mary.power, play.hand: exempt from following suit, not from playing a card of the hand."""
    trick = Trick.of(["Ann=y3", "Ghost=b2", "Ben=g7"], FULL)
    hands = {"Ghost": parse_hand("y5,b2"), "Ben": parse_hand("g7,y1")}
    findings = check_trick(trick, hands, exempt={1: rule})
    assert findings == [
        Legality(True, rule, "this card need not follow suit", None, 1, "Ghost"),
        Legality(
            False,
            "play.follow",
            "yellow is the lead suit and the hand holds yellow 1: a numbered card played must be yellow "
            "(a special card may be played instead)",
            None,
            2,
            "Ben",
        ),
    ]
    (finding,) = check_trick(trick, {"Ghost": parse_hand("y5,g2")}, exempt={1: rule})
    assert finding == Legality(
        False, "play.hand", "the hand (yellow 5, green 2) does not hold the black 2", None, 1, "Ghost"
    )
    (finding,) = check_trick(trick, {"Ghost": parse_hand("y5,b2")}, exempt={2: rule})
    assert (finding.legal, finding.rule, finding.position) == (False, "play.follow", 1)
    (finding,) = check_trick(trick, {"Ghost": parse_hand("y5,b2")}, exempt={})
    assert (finding.legal, finding.rule, finding.position) == (False, "play.follow", 1)


def test_check_trick_a_hand_for_a_player_not_in_the_trick_is_refused() -> None:
    """play.hand: a hand given for someone who plays no card is a mistake in the input."""
    with pytest.raises(TrickError) as caught:
        check_trick(Trick.of(["Ann=y3", "Ben=b2"]), {"Ben": parse_hand("b2"), "Cat": parse_hand("y1")})
    assert caught.value.message == "a hand is given for 'Cat', who plays no card in this trick"


@pytest.mark.parametrize(
    ("plays", "hands", "message"),
    [
        (
            ["Ann=y14", "Ben=b2"],
            {"Ben": "b2,y14"},
            "yellow 14 is in 2 places (card 2 of Ben's hand, card 1 of the trick), but the box holds 1",
        ),
        (
            ["Ann=y3", "Ben=b2", "Cat=g1"],
            {"Ben": "b2,y14", "Cat": "g1,y14"},
            "yellow 14 is in 2 places (card 2 of Ben's hand, card 2 of Cat's hand), but the box holds 1",
        ),
        (
            ["Ann=y3", "Ben=b2", "Cat=sk"],
            {"Ann": "y3,g4", "Ben": "b2,sk"},
            "Skull King is in 2 places (card 2 of Ben's hand, card 3 of the trick), but the box holds 1",
        ),
        (
            ["Ann=mermaid", "Ben=mermaid", "Cat=b2"],
            {"Cat": "b2,mermaid"},
            (
                "Mermaid is in 3 places (card 2 of Cat's hand, card 1 of the trick, card 2 of the trick), "
                "but the box holds 2"
            ),
        ),
        (
            ["Ann=y3", "Ben=b2"],
            {"Ben": "b2,kraken"},
            "card 2 of Ben's hand: Kraken is not in this deck; the deck part 'kraken' adds it",
        ),
    ],
)
def test_box_copies_hands_and_trick_must_fit_in_one_box(plays: list[str], hands: dict[str, str], message: str) -> None:
    """box.copies, box.advanced: the hands and the other players' cards together, naming where each copy is."""
    trick = Trick.of(plays)
    with pytest.raises(DeckError) as caught:
        check_trick(trick, {name: parse_hand(cards) for name, cards in hands.items()})
    assert caught.value.message == message


def test_box_copies_a_player_s_own_card_is_counted_once() -> None:
    """box.copies: the card a player with a hand plays is the one in the hand, not a second copy."""
    trick = Trick.of(["Ann=sk", "Ben=mermaid", "Cat=mermaid"])
    findings = check_trick(trick, {"Ann": parse_hand("sk,g1"), "Ben": parse_hand("mermaid")})
    assert [(f.legal, f.rule, f.player) for f in findings] == [
        (True, "play.special", "Ann"),
        (True, "play.special", "Ben"),
    ]


@pytest.mark.parametrize(
    ("played", "hand", "legal"),
    [
        ("pirate", "rosie,g2", True),  # an unnamed Pirate played: any of the five in the hand
        ("rosie", "pirate,g2", True),  # an unnamed Pirate in the hand may be Rosie
        ("bendt", "rosie,g2", False),  # two named Pirates are two cards
        ("pirate", "mary,g2", False),  # the unnamed Pirate stands for the base game's five only
    ],
)
def test_play_hand_an_unnamed_pirate_stands_for_one_of_the_five(played: str, hand: str, legal: bool) -> None:
    """play.hand, box.copies: a Pirate whose name does not matter stands for one of the five Pirates,
    so it is held by a hand holding a named one, and holds the named one played."""
    trick = Trick.of(["Ann=g5", f"Ben={played}"], FULL)
    (finding,) = check_trick(trick, {"Ben": parse_hand(hand)})
    assert (finding.legal, finding.rule) == ((True, "play.special") if legal else (False, "play.hand"))
    assert may_play(parse_hand(hand), Card.parse(played), Suit.GREEN, FULL).legal is legal


def test_box_copies_too_many_pirates_counts_the_named_and_the_unnamed() -> None:
    """box.copies: one unnamed Pirate beside the five named ones is six Pirates, where the box holds five."""
    trick = Trick.of(["Ann=pirate", "Ben=y3"])
    with pytest.raises(DeckError) as caught:
        check_trick(trick, {"Ben": parse_hand("y3,rosie,bendt,rascal,juanita,harry")})
    assert caught.value.message == (
        "6 Pirates are in the hands and the trick (card 2 of Ben's hand, card 3 of Ben's hand, card 4 of Ben's "
        "hand, card 5 of Ben's hand, card 6 of Ben's hand, card 1 of the trick), but the box holds five"
    )


def test_setup_deal_no_hand_holds_more_than_ten_cards() -> None:
    """setup.deal: round ten deals ten cards, the most any round deals; a hand of eleven is refused,
    and one of ten is judged."""
    trick = Trick.of(["Ann=g5", "Ben=y3"])
    eleven = "y3,y1,y2,y4,y5,y6,y7,y8,y9,y10,y11"
    with pytest.raises(TrickError) as caught:
        check_trick(trick, {"Ben": parse_hand(eleven)})
    assert caught.value.message == "Ben's hand holds 11 cards, but no round deals more than 10 (setup.deal)"
    (finding,) = check_trick(trick, {"Ben": parse_hand(eleven.removesuffix(",y11"))})
    assert finding.legal


def test_plank_remove_a_hand_holds_walk_the_plank_whatever_pirate_is_named() -> None:
    """plank.remove: the Pirate Walk the Plank removes is named when it is played, so ``plank:rosie`` in a
    hand is Walk the Plank, held as a bare ``plank`` is (play.hand)."""
    assert parse_hand("plank:rosie,g2") == parse_hand("plank,g2")
    trick = Trick.of(["Ann=rosie", "Ben=plank:rosie", "Cat=g5"], RuleSet.from_options(deck="all"))
    (finding,) = check_trick(trick, {"Ben": parse_hand("plank:2,g2")})
    assert finding.legal and finding.rule == "play.special"


def test_tigress_declare_a_hand_s_tigress_needs_no_declaration() -> None:
    """tigress.declare: the Tigress is declared when played; a hand's Tigress declared neither way is told
    to be written bare, not asked for the declaration a play needs."""
    assert {card.key for card in parse_hand("tigress:pirate,tigress:escape,tigress")} == {parse_hand("tigress")[0].key}
    with pytest.raises(NotationError) as caught:
        parse_hand("y3,tigress:maybe")
    assert caught.value.message == (
        "in the hand, card 2 'tigress:maybe': a hand's Tigress needs no declaration: write 'tigress' (she is "
        "declared 'tigress:pirate' or 'tigress:escape' when played)"
    )
    with pytest.raises(NotationError, match="'zz:zz': not a card"):
        parse_hand("y3,zz:zz")
