"""Trick resolution, rule by rule. Each test names the rule ID (or FAQ item) it exercises."""

from __future__ import annotations

import pytest

from skrules import Outcome, RuleSet, Suit, judge
from skrules.cards import Module
from skrules.errors import DeckError, NotationError, RulesetError, SkrulesError, TrickError
from skrules.rules import parse_modules
from skrules.sentence import answer_text
from skrules.trick import Trick, Verdict, adjudicate


def v(*tokens: str, **choices: str) -> Verdict:
    """Adjudicate with rulings switched by keyword (kraken_leader="left-of-kraken")."""
    rules = None
    if choices:
        rules = RuleSet.for_cards([], choices={k.replace("_", "-"): val for k, val in choices.items()}).with_modules(
            Module
        )
    return judge(tokens, rules)


def winner(*tokens: str, **choices: str) -> str | None:
    return v(*tokens, **choices).winner_name


def rules_cited(verdict: Verdict) -> list[str]:
    return verdict.trace.rules


# ------------------------------------------------------------------ lead suit


def test_lead_number_sets_the_suit() -> None:
    """lead.number: the suit led must be followed; the highest of it wins."""
    verdict = v("g5", "g9", "p14")
    assert verdict.lead_suit is Suit.GREEN
    assert verdict.winner_name == "P2"
    assert "lead.number" in rules_cited(verdict)


def test_rank_lead_off_suit_never_wins_even_when_higher() -> None:
    """rank.lead: a card of another standard suit never wins, whatever its number."""
    assert winner("y12", "y5", "p14") == "P1"


def test_lead_escape_passes_the_choice_to_the_next_numbered_card() -> None:
    """lead.escape: after an Escape lead the next numbered card sets the suit."""
    verdict = v("escape", "y3", "y9", "g14")
    assert verdict.lead_suit is Suit.YELLOW
    assert verdict.winner_name == "P3"


def test_lead_escape_passes_again_over_several_escape_like_cards() -> None:
    """lead.escape: Escape, Tigress as Escape and Loot all pass the choice on."""
    verdict = v("escape", "tigress:escape", "loot", "p2", "p7", "g13")
    assert verdict.lead_suit is Suit.PURPLE
    assert verdict.winner_name == "P5"


def test_lead_character_leaves_no_suit_for_the_whole_trick() -> None:
    """lead.character: a Pirate lead means no suit; a later numbered card does not set one."""
    verdict = v("rosie", "g5", "g9")
    assert verdict.lead_suit is None
    assert verdict.winner_name == "P1"


@pytest.mark.parametrize("lead", ["kraken", "whale", "mermaid", "sk", "tigress:pirate"])
def test_lead_character_advanced_cards_leave_no_suit(lead: str) -> None:
    """lead.character (research 1): the Kraken and the White Whale in the lead also leave no suit."""
    assert v(lead, "g5", "p9").lead_suit is None


def test_ruling_lead_after_escape_default_next_number() -> None:
    """ruling.lead-after-escape=next-number: a Pirate after an Escape lead does not void the suit."""
    verdict = v("escape", "pirate", "g5", "g9")
    assert verdict.lead_suit is Suit.GREEN
    step = next(s for s in verdict.trace if s.rule == "lead.escape")
    assert step.ruling == "ruling.lead-after-escape"


def test_ruling_lead_after_escape_character_reading() -> None:
    """ruling.lead-after-escape=character: the Pirate leads in effect, so there is no suit."""
    verdict = v("escape", "pirate", "g5", "g9", lead_after_escape="character")
    assert verdict.lead_suit is None


@pytest.mark.parametrize(
    ("tokens", "lead", "by"),
    [
        (("pirate", "mermaid", "g5", "y3"), Suit.GREEN, 2),  # no Escape-like card: the Mermaid is no later one
        (("sk", "g5", "y3"), Suit.GREEN, 1),
        (("pirate", "escape", "mermaid", "g5"), None, 2),  # a character after an Escape-like card voids the suit
        (("escape", "pirate", "mermaid", "g5"), None, 1),
    ],
)
def test_ruling_lead_after_escape_character_voids_only_after_an_escape_like_card(
    tokens: tuple[str, ...], lead: Suit | None, by: int
) -> None:
    """ruling.character-lead=next-number with ruling.lead-after-escape=character (the 2013 lead with the
    character reading): a character that led leaves the suit to the next numbered card, and so does a second
    character after it; only a character after an Escape-like card is treated as if it had led, and voids."""
    verdict = v(*tokens, character_lead="next-number", lead_after_escape="character")
    assert (verdict.lead_suit, verdict.trick.lead_by) == (lead, by)


@pytest.mark.parametrize(("reading", "alliances"), [("alliance", ((2, 0),)), ("none", ())])
def test_ruling_loot_escapes_decides_the_other_loot_in_a_trick_a_loot_won(
    reading: str, alliances: tuple[tuple[int, int], ...]
) -> None:
    """ruling.loot-escapes, loot.alliance, loot.none: a Loot led wins a trick of Escapes and takes the other
    Loot; its player allies with the winner by default, and under "none" no alliance forms. Either way the
    step that says so cites the ruling; an Escape winning instead leaves the ruling out."""
    verdict = v("loot", "escape", "loot", loot_escapes=reading)
    assert (verdict.winner, verdict.alliances) == (0, alliances)
    (step,) = [s for s in verdict.trace if s.ruling == "ruling.loot-escapes"]
    assert (step.rule, step.reading, step.cards) == ("loot.alliance" if alliances else "loot.none", reading, (2, 0))
    escape_won = v("escape", "loot", "loot", loot_escapes="none")
    assert escape_won.alliances == ((1, 0), (2, 0))
    assert not [s for s in escape_won.trace if s.ruling == "ruling.loot-escapes"]


# ------------------------------------------------------------------ characters


@pytest.mark.parametrize(
    "tokens",
    [
        ("mermaid", "sk", "rosie"),
        ("rosie", "sk", "mermaid"),
        ("sk", "rosie", "mermaid"),
        ("sk", "mermaid", "rosie"),
        ("rosie", "mermaid", "sk"),
    ],
)
def test_rank_mermaid_king_whatever_the_order(tokens: tuple[str, ...]) -> None:
    """rank.mermaid-king (FAQ: Mermaid, Skull King and Pirate): the Mermaid wins in every order, +40 only."""
    verdict = v(*tokens)
    assert verdict.winner is not None  # narrowing only: indexing with None below would fail anyway
    assert verdict.trick.plays[verdict.winner].card.kind.value == "mermaid"
    assert verdict.bonus == 40
    assert [b.rule for b in verdict.bonuses] == ["bonus.king"]


def test_rank_mermaid_king_first_mermaid_of_two() -> None:
    """rank.mermaid-king (research 6): with two Mermaids and the King, the first Mermaid wins and scores +40."""
    verdict = v("y3", "mermaid", "sk", "mermaid")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 40


def test_rank_king_beats_pirates_and_scores_30_each() -> None:
    """rank.king, bonus.pirate: the Skull King takes every Pirate, +30 each, the Tigress as Pirate included."""
    verdict = v("rosie", "tigress:pirate", "sk", "bendt", "b14")
    assert verdict.winner_name == "P3"
    assert verdict.bonus == 30 * 3 + 20


def test_rank_pirate_first_pirate_wins() -> None:
    """rank.pirate: of several Pirates, the first played wins."""
    assert winner("g3", "harry", "rosie", "juanita") == "P2"


def test_rank_pirate_beats_mermaids_20_each() -> None:
    """rank.pirate, bonus.mermaid: a Pirate takes every Mermaid for +20 each."""
    verdict = v("mermaid", "mermaid", "pirate")
    assert verdict.winner_name == "P3"
    assert verdict.bonus == 40


def test_tigress_as_pirate_takes_mermaid_bonus() -> None:
    """tigress.declare, bonus.mermaid (research 5): the Tigress as a Pirate earns the Mermaid bonus."""
    verdict = v("mermaid", "tigress:pirate")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 20


def test_tigress_as_escape_earns_nothing() -> None:
    """tigress.declare (FAQ: Tigress as Escape): she is an Escape; no capture bonus, she cannot win."""
    verdict = v("tigress:escape", "mermaid", "sk")
    assert verdict.winner_name == "P2"
    assert not any(b.rule == "bonus.pirate" for b in verdict.bonuses)
    assert winner("tigress:escape", "g2") == "P2"


def test_rank_mermaid_first_mermaid_beats_numbers() -> None:
    """rank.mermaid: with no Pirate or King, the first Mermaid wins over every number."""
    verdict = v("b14", "mermaid", "mermaid")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 20  # the black 14 captured


def test_rank_trump_beats_higher_lead_suit() -> None:
    """rank.trump: any black card beats the standard suits, even a low one."""
    assert winner("y12", "y5", "b2") == "P3"


def test_rank_trump_highest_black_wins() -> None:
    """rank.trump: of several black cards, the highest."""
    assert winner("g5", "b3", "b11", "b7") == "P3"


def test_not_forced_to_trump_but_trump_still_wins_when_black_led() -> None:
    """rank.lead with black led: the black cards are both the lead suit and trump."""
    assert winner("b5", "b9", "g14") == "P2"


def test_rank_escape_all_escapes_first_played_wins() -> None:
    """rank.escape: if every card is an Escape, the first played wins."""
    assert winner("escape", "escape", "tigress:escape") == "P1"


def test_rank_escape_loses_to_everything() -> None:
    """rank.escape: an Escape never beats a numbered card, even a low one off-suit."""
    assert winner("escape", "g1", "escape") == "P2"


def test_rank_tie_expansion_numbers_first_played() -> None:
    """rank.tie (Expansion Pack example): two yellow 8s tie; the first played wins."""
    verdict = v("Kevin=y8", "Terri=p12", "Greg=y8x", "Matt=escape")
    assert verdict.winner_name == "Kevin"
    assert "rank.tie" in rules_cited(verdict)


def test_rank_tie_zero_fourteen_as_14_against_the_14() -> None:
    """exp.zero-fourteen, rank.tie: the 0/14 declared 14 ties the 14; the first played wins, no 14 bonus for it."""
    verdict = v("g14x", "g14")
    assert verdict.winner_name == "P1"
    assert verdict.bonus == 10  # the printed 14 only
    assert winner("g14", "g14x") == "P1"


def test_zero_fourteen_as_zero_is_the_lowest() -> None:
    """exp.zero-fourteen: declared 0, it is below the 1."""
    assert winner("p0x", "p1") == "P2"


# ------------------------------------------------------------------ bonuses


def test_bonus_fourteen_and_black_fourteen_go_to_the_winner_whoever_played_them() -> None:
    """bonus.fourteen, bonus.black-fourteen: +10 per coloured 14, +20 for the black 14, the winner's own included."""
    verdict = v("g14", "y14", "b14", "p14")
    assert verdict.winner_name == "P3"
    assert verdict.bonus == 10 + 10 + 20 + 10


def test_bonus_capture_only_winning_card_counts() -> None:
    """bonus.capture: in the rulebook example the Mermaid takes yellow 14 and the King: +50, no Pirate bonus."""
    verdict = v("Lawrence=y14", "Charlotte=pirate", "Anne=sk", "Morgan=mermaid")
    assert verdict.winner_name == "Morgan"
    assert verdict.bonus == 50
    assert "bonus.capture" in rules_cited(verdict)


def test_bonus_nothing_when_nobody_wins() -> None:
    """kraken.destroy: a destroyed trick is worth nothing to anybody."""
    verdict = v("b14", "sk", "pirate", "kraken")
    assert verdict.bonus == 0
    assert verdict.bonuses == ()


# ------------------------------------------------------------------ advanced cards


def test_kraken_destroys_and_would_be_winner_leads() -> None:
    """kraken.destroy, kraken.leader (research 3): nobody wins; who would have won leads next."""
    verdict = v("g5", "kraken", "g9", "p14")
    assert verdict.outcome is Outcome.DESTROYED
    assert verdict.winner is None
    assert verdict.next_leader_name == "P3"


def test_kraken_would_be_winner_recomputes_the_lead_without_the_kraken() -> None:
    """kraken.leader: 'had the Kraken not been played' means the next card led: green 5 would have won."""
    verdict = v("kraken", "g5", "p9")
    assert verdict.next_leader_name == "P2"


def test_ruling_kraken_leader_left_of_kraken() -> None:
    """ruling.kraken-leader=left-of-kraken: the first print's reading, the player after the Kraken's."""
    verdict = v("g5", "kraken", "g9", "p14", kraken_leader="left-of-kraken")
    assert verdict.next_leader_name == "P3"
    verdict = v("g5", "g9", "p14", "kraken", kraken_leader="left-of-kraken")
    assert verdict.next_leader_name == "P1"


def test_monster_last_whale_then_kraken_faq_example() -> None:
    """monster.last (FAQ: yellow 12, black 3, Whale, Kraken): destroyed, player 2 leads."""
    verdict = v("y12", "b3", "whale", "kraken")
    assert verdict.outcome is Outcome.DESTROYED
    assert verdict.next_leader_name == "P2"
    assert "monster.last" in rules_cited(verdict)


def test_monster_last_kraken_then_whale_highest_number_wins() -> None:
    """monster.last: the Kraken played first counts as an Escape; the Whale decides."""
    verdict = v("y12", "kraken", "b3", "whale")
    assert verdict.outcome is Outcome.WON
    assert verdict.winner_name == "P1"


def test_whale_numbers_rulebook_example() -> None:
    """whale.numbers (2021 rulebook example): black 2, Pirate, yellow 14, Skull King, Whale: the 14 wins."""
    verdict = v("Cathy=b2", "Ezra=pirate", "David=y14", "Lori=sk", "Charlie=whale")
    assert verdict.winner_name == "David"
    assert verdict.bonus == 10  # the 14 still counts; no character bonus under the Whale


def test_whale_ignores_trump_and_ties_go_first() -> None:
    """whale.numbers, rank.tie: suits are gone, black does not trump; equal numbers go to the first."""
    assert winner("b9", "whale", "g9", "p3") == "P1"
    assert winner("g9", "b13", "whale", "y13") == "P2"


def test_whale_discard_whale_player_leads_by_default() -> None:
    """whale.discard, ruling.monster-discard-leader=monster-player: no numbers, discarded, Whale's player leads."""
    verdict = v("pirate", "sk", "whale", "escape")
    assert verdict.outcome is Outcome.DISCARDED
    assert verdict.next_leader_name == "P3"


@pytest.mark.parametrize(("reading", "leader"), [("would-have-won", "P2"), ("trick-leader", "P1")])
def test_ruling_monster_discard_leader_readings(reading: str, leader: str) -> None:
    """ruling.monster-discard-leader: the 2024 print (would have won) and the trick's leader."""
    verdict = v("pirate", "sk", "whale", "escape", monster_discard_leader=reading)
    assert verdict.next_leader_name == leader


def test_loot_alliance_with_the_winner() -> None:
    """loot.escape, loot.alliance: the Loot plays as an Escape and allies its player with the winner."""
    verdict = v("g5", "loot", "g9")
    assert verdict.winner_name == "P3"
    assert verdict.alliances == ((1, 2),)


def test_loot_lead_all_escapes_loot_player_wins_without_alliance() -> None:
    """loot.none (FAQ: a Loot that leads): the Loot player wins, no alliance."""
    verdict = v("loot", "escape", "tigress:escape")
    assert verdict.winner_name == "P1"
    assert verdict.alliances == ()


def test_loot_lead_next_numbered_card_sets_suit() -> None:
    """lead.escape (FAQ: a Loot that leads): the next numbered card sets the suit."""
    verdict = v("loot", "y4", "g13", "y6")
    assert verdict.lead_suit is Suit.YELLOW
    assert verdict.winner_name == "P4"


def test_loot_after_an_escape_lead_loses_and_allies() -> None:
    """loot.alliance (research 4): Escape, then Loot, all Escapes: the first card wins and takes the Loot."""
    verdict = v("escape", "loot", "escape")
    assert verdict.winner_name == "P1"
    assert verdict.alliances == ((1, 0),)


def test_loot_no_alliance_when_destroyed() -> None:
    """loot.none: nobody captures a destroyed trick, so no alliance."""
    assert v("g5", "loot", "kraken").alliances == ()


def test_loot_alliance_under_the_whale() -> None:
    """loot.alliance (research 4): the highest number captures the Loot under the Whale."""
    verdict = v("g5", "loot", "whale", "p9")
    assert verdict.winner_name == "P4"
    assert verdict.alliances == ((1, 3),)


def test_two_loots_two_alliances() -> None:
    """loot.alliance: each Loot makes its own alliance with the winner."""
    verdict = v("loot", "g2", "loot", "sk")
    assert verdict.alliances == ((0, 3), (2, 3))


# ------------------------------------------------------------------ Expansion Pack


def test_con_beats_pirates_no_bonus() -> None:
    """con.rank, con.bonus: First Mate Con beats Pirates and earns nothing for them."""
    verdict = v("rosie", "con", "pirate")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 0


def test_con_taken_by_king_is_30() -> None:
    """con.rank, con.bonus: the Skull King takes Con for +30 (and a Pirate for +30)."""
    verdict = v("con", "sk", "harry")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 60


def test_con_taken_by_mermaid_is_30() -> None:
    """con.bonus: a Mermaid takes Con for +30."""
    verdict = v("con", "mermaid")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 30


def test_mermaid_takes_king_and_con() -> None:
    """rank.mermaid-king, con.bonus: the Mermaid takes the King (+40) and Con (+30)."""
    assert v("con", "sk", "mermaid").bonus == 70


def test_ruling_con_triangle_both_readings() -> None:
    """ruling.con-triangle: Mermaid by default (+30 for Con), Con under the other reading."""
    verdict = v("pirate", "con", "mermaid")
    assert verdict.winner_name == "P3"
    assert verdict.bonus == 30
    assert winner("pirate", "con", "mermaid", con_triangle="con") == "P2"


def test_mary_thorne_is_a_pirate() -> None:
    """mary.pirate: Mary Thorne takes Mermaids (+20) and loses to the Skull King (+30 to him)."""
    assert v("mermaid", "mary").bonus == 20
    verdict = v("mary", "sk")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 30


def test_plank_removes_the_pirate_and_changes_the_winner() -> None:
    """plank.remove: the first Pirate is removed, so the second wins."""
    verdict = v("rosie", "bendt", "plank:rosie")
    assert verdict.winner_name == "P2"
    assert verdict.removed == (0,)


def test_plank_removed_pirate_earns_the_king_no_bonus() -> None:
    """plank.remove: the Skull King earns no +30 for a Pirate walked off the plank."""
    verdict = v("harry", "sk", "plank")
    assert verdict.winner_name == "P2"
    assert verdict.bonus == 0


def test_plank_cannot_remove_con() -> None:
    """plank.remove: First Mate Con is not a Pirate; with no Pirate the Plank removes nothing."""
    verdict = v("con", "g3", "plank")
    assert verdict.winner_name == "P1"
    assert verdict.removed == ()


def test_ruling_plank_tigress() -> None:
    """ruling.plank-tigress: by default the Tigress as Pirate can be removed; not under the other reading."""
    assert winner("tigress:pirate", "g3", "plank") == "P2"
    assert winner("tigress:pirate", "g3", "plank", plank_tigress="no") == "P1"


def test_ruling_plank_monster() -> None:
    """ruling.plank-monster: under a deciding Stingray the Plank by default removes nothing and the
    trick of specials is discarded (exp.discard); read the other way Rosie goes, and among the
    Escapes left the first wins (exp.non-winning). Under the Whale a number wins either way."""
    kept = v("stingray", "rosie", "escape", "plank:2")
    assert (kept.outcome, kept.removed, kept.removed_by_plank) == (Outcome.DISCARDED, (), None)
    assert kept.next_leader_name == "P1"
    assert "ruling.plank-monster" in [s.ruling for s in kept.trace]
    gone = v("stingray", "rosie", "escape", "plank:2", plank_monster="removes")
    assert (gone.winner_name, gone.removed, gone.removed_by_plank) == ("P3", (1,), 1)
    assert gone.decided_by == "exp.non-winning"
    whale = v("whale", "rosie", "g3", "plank:2", plank_monster="removes")
    assert (whale.winner_name, whale.removed) == ("P3", (1,))
    assert v("whale", "rosie", "g3", "plank:2").removed == ()


def test_plank_removed_lead_recomputes_the_suit() -> None:
    """ruling.removed-lead=recompute: with the leading Pirate removed, the green 5 leads in effect and wins."""
    verdict = v("rosie", "g5", "p9", "plank")
    assert verdict.winner_name == "P2"


def test_ruling_removed_lead_as_played_discards() -> None:
    """ruling.removed-lead=as-played: no suit as played, nothing can win: discarded, the leader leads again."""
    verdict = v("rosie", "g5", "p9", "plank", removed_lead="as-played")
    assert verdict.outcome is Outcome.DISCARDED
    assert verdict.next_leader_name == "P1"


def test_stingray_lowest_number_wins() -> None:
    """stingray.lowest: only numbers count and the lowest wins, whatever the suit."""
    assert winner("g5", "b2", "stingray", "y9") == "P2"


def test_stingray_tie_first_played() -> None:
    """stingray.lowest, rank.tie: equal lowest numbers go to the first played."""
    assert winner("g7", "stingray", "y7x", "p7") == "P1"


def test_last_sea_monster_decides_stingray_over_whale() -> None:
    """monster.last: the Stingray played after the Whale decides."""
    assert winner("g5", "whale", "b2", "stingray") == "P3"
    assert winner("g5", "stingray", "b2", "whale") == "P1"


def test_davy_destroys_every_monster_and_scores_20_each() -> None:
    """davy.destroy, davy.bonus: the monsters go, the rest resolves; +20 per monster to Davy's player."""
    verdict = v("kraken", "g5", "davy", "whale", "g9")
    assert verdict.outcome is Outcome.WON
    assert verdict.winner_name == "P5"
    davy = [b for b in verdict.bonuses if b.rule == "davy.bonus"]
    assert len(davy) == 2
    assert all(verdict.trick.players[b.player] == "P3" for b in davy)
    assert verdict.bonus == 0  # the winner captures nothing of value here


def test_ruling_davy_recipient_winner() -> None:
    """ruling.davy-recipient=winner: the trick's winner receives Davy Jones' bonus."""
    verdict = v("kraken", "g5", "davy", "g9", davy_recipient="winner")
    assert verdict.bonus == 20


def test_ruling_davy_needs_bid() -> None:
    """ruling.davy-needs-bid: by default the bonus needs a made bid; 'always' pays it regardless."""
    assert all(b.needs_bid for b in v("kraken", "g5", "davy").bonuses)
    assert not any(b.needs_bid for b in v("kraken", "g5", "davy", davy_needs_bid="always").bonuses)


def test_exp_discard_expansion_example() -> None:
    """exp.discard (Expansion Pack example): Davy, Stingray, Plank: discarded, player 1 leads again."""
    verdict = v("davy", "stingray", "plank")
    assert verdict.outcome is Outcome.DISCARDED
    assert verdict.next_leader_name == "P1"
    assert verdict.bonuses == ()


def test_ruling_discard_captures_davy() -> None:
    """ruling.discard-captures=davy: Davy Jones still earns his monster from a discarded trick."""
    verdict = v("davy", "stingray", "plank", discard_captures="davy")
    assert [b.rule for b in verdict.bonuses] == ["davy.bonus"]


def test_exp_non_winning_with_escapes_first_escape_wins() -> None:
    """exp.non-winning: Plank, Volley and Davy are not Escapes; with Escapes the first Escape wins."""
    assert winner("plank", "escape", "davy", "escape") == "P2"


def test_exp_lead_non_winning_lead_defers_the_suit() -> None:
    """exp.lead: Walk the Plank in the lead passes the choice of suit to the next card."""
    verdict = v("plank", "y4", "y9", "b1")
    assert verdict.lead_suit is Suit.YELLOW
    assert verdict.winner_name == "P4"


def test_wild_follows_standard_lead_as_15() -> None:
    """wild.follow: the Wild 15 follows the lead suit as its 15."""
    assert winner("g13", "wild15", "g14") == "P2"


def test_wild_loses_to_black_lead() -> None:
    """wild.black: against a black lead the Wild 15 takes no suit and loses."""
    assert winner("b1", "wild15") == "P1"


def test_wild_names_the_suit_when_none_is_set() -> None:
    """wild.name: after an Escape lead the Wild 15 names its suit and sets the lead."""
    verdict = v("escape", "wild15:p", "p14")
    assert verdict.lead_suit is Suit.PURPLE
    assert verdict.winner_name == "P2"


def test_wild_is_highest_under_the_whale() -> None:
    """whale.numbers: with the White Whale the 15 is the highest number."""
    assert winner("b14", "whale", "wild15") == "P3"


def test_wild_loses_to_trump_when_named() -> None:
    """wild.name, rank.trump: a Wild 15 never becomes black, so trump beats it."""
    assert winner("escape", "wild15:g", "b1") == "P3"


def test_expansion_seven_and_eight_bonuses() -> None:
    """exp.eight, exp.seven: +5 per expansion 8, -5 per expansion 7 captured."""
    verdict = v("g8x", "g7x", "g9")
    assert verdict.winner_name == "P3"
    assert verdict.bonus == 0
    assert sorted(b.points for b in verdict.bonuses) == [-5, 5]


def test_volley_extra_card_can_win() -> None:
    """volley.extra: the Last Volley's player adds a card after everyone; it plays like any other."""
    verdict = v("Ann=g3", "Ben=volley", "Cat=g7", "Ben=g9")
    assert verdict.winner == 3
    assert verdict.winner_name == "Ben"
    assert verdict.next_leader_name == "Ben"


def test_volley_never_wins() -> None:
    """volley.extra, exp.non-winning: the Last Volley alone with Escapes loses to the first Escape."""
    assert winner("volley", "escape", "escape") == "P2"


def test_abilities_unlock_named_pirate_only() -> None:
    """ability.unlock: winning with a named Pirate unlocks its ability; an unnamed Pirate has none."""
    rules = RuleSet(modules=frozenset(Module), abilities=True)
    assert [p.value for p in judge(["rosie", "g3"], rules).abilities] == ["rosie"]
    assert judge(["pirate", "g3"], rules).abilities == ()
    assert judge(["rosie", "g3"], RuleSet()).abilities == ()


def test_con_powers_of_captured_pirates() -> None:
    """con.powers: Con's winner may use the powers of the named Pirates he took."""
    rules = RuleSet(modules=frozenset(Module), abilities=True)
    verdict = judge(["harry", "con", "bendt", "pirate"], rules)
    assert [p.value for p in verdict.abilities] == ["harry", "bendt"]


@pytest.mark.parametrize("tokens", [["rosie", "g3"], ["con", "rosie", "g3"]])
def test_rosie_winner_leads_unless_her_ability_names_another(tokens: list[str]) -> None:
    """ability.rosie, con.powers: with Rosie's power unlocked, the winner leads next unless the power names
    another player, and the verdict says so; without the abilities the winner simply leads (next.winner)."""
    rules = RuleSet(modules=frozenset(Module), abilities=True)
    verdict = judge(tokens, rules)
    last = list(verdict.trace)[-1]
    assert last.rule == "ability.rosie"
    unless = "unless P1 uses Rosie D'Laney's ability to choose who does."
    assert last.text == f"P1 won the trick and leads the next, {unless}"
    assert answer_text(verdict).endswith(f"P1 leads next, {unless}")
    assert verdict.next_leader_name == "P1"
    plain = judge(tokens, RuleSet(modules=frozenset(Module)))
    assert list(plain.trace)[-1].rule == "next.winner"
    assert answer_text(plain).endswith(" P1 leads next.")


def test_a_winner_without_rosie_is_told_to_lead() -> None:
    """next.winner: another named Pirate's power leaves the lead to the winner."""
    verdict = judge(["harry", "g3"], RuleSet(modules=frozenset(Module), abilities=True))
    assert list(verdict.trace)[-1].text == "P1 won the trick and leads the next."


# ------------------------------------------------------------------ refusals


@pytest.mark.parametrize(
    ("tokens", "error", "words"),
    [
        ([], TrickError, "empty"),
        (["sk", "sk"], DeckError, "Skull King appears 2 times"),
        (["mermaid", "mermaid", "mermaid"], DeckError, "Mermaid appears 3 times"),
        (["escape"] * 6, DeckError, "Escape appears 6 times"),
        (["y14", "g2", "y14"], DeckError, "yellow 14 appears 2 times"),
        (["pirate"] * 5 + ["rosie"], DeckError, "five Pirates"),
        (["rosie", "rosie"], DeckError, "Pirate Rosie D'Laney appears 2 times"),
        (["tigress", "g3"], NotationError, "declare the Tigress"),
        (["g15", "g3"], NotationError, "1 to 14"),
        (["b0", "g3"], NotationError, "1 to 14"),
        (["rosiee", "g3"], NotationError, "did you mean 'rosie'"),
        ([f"g{i}" for i in range(1, 10)], TrickError, "at most 8"),
        (["g3"], TrickError, "at least two players"),
        (["Ann=g3", "Ann=g4"], TrickError, "plays twice"),
        (["wild15", "g3"], NotationError, "names green, purple or yellow"),
        (["g3", "wild15:y"], NotationError, "cannot be named yellow"),
        (["rosie", "harry", "plank"], TrickError, "must name the Pirate"),
        (["g3", "g4", "plank:rosie"], TrickError, "no Pirate"),
    ],
)
def test_refusals_name_the_card_and_what_is_wrong(tokens: list[str], error: type[SkrulesError], words: str) -> None:
    """box.copies, tigress.declare, setup.players and notation: impossible tricks are refused with a reason."""
    with pytest.raises(error) as caught:
        judge(tokens)
    assert words in str(caught.value)


def test_refusal_names_position_and_token() -> None:
    """An error says where: the card's position and the token as typed."""
    with pytest.raises(NotationError) as caught:
        judge(["g3", "Ben=rosiee"])
    assert str(caught.value).startswith("card 2 'Ben=rosiee':")


def test_deck_without_a_module_refuses_its_cards() -> None:
    """box.advanced: with the base deck only, the Kraken is not in play."""
    with pytest.raises(DeckError, match="not in this deck"):
        judge(["kraken", "g3"], RuleSet())


def test_expansion_seats_more_than_eight() -> None:
    """exp.players: with the Expansion Pack a trick may have nine players."""
    verdict = judge([f"g{i}" for i in range(1, 9)] + ["g8x"])
    assert verdict.winner_name == "P8"


def test_trick_object_is_reusable_and_deterministic() -> None:
    """A built trick adjudicates to the same verdict every time, with or without the explanation."""
    trick = Trick.of(["Ann=g5", "Ben=sk", "Cat=mermaid", "Dan=loot"])
    a, b = adjudicate(trick), adjudicate(trick, explain=False)
    assert (a.winner, a.next_leader, a.bonuses, a.alliances) == (b.winner, b.next_leader, b.bonuses, b.alliances)
    assert len(b.trace) == 0
    assert a.as_dict() == adjudicate(trick).as_dict()


def test_ruling_removed_lead_as_played_escape_does_not_win_over_a_number() -> None:
    """ruling.removed-lead=as-played, rank.escape: an Escape wins only when every remaining card is one."""
    verdict = v("rosie", "escape", "g5", "plank", removed_lead="as-played")
    assert verdict.outcome is Outcome.DISCARDED


def test_kraken_counterfactual_recomputes_the_lead_whatever_the_removed_lead_ruling() -> None:
    """kraken.leader: 'had the Kraken not been played' is a fresh trick, under either removed-lead reading."""
    verdict = v("kraken", "g5", "p9", removed_lead="as-played")
    assert verdict.next_leader_name == "P2"


@pytest.mark.parametrize(
    ("tokens", "won"),
    [
        ("Ann=rosie Ben=g5 Cat=wild15:y Dan=plank", "Cat"),
        ("Ann=whale Ben=g5 Cat=wild15:y Dan=davy", "Cat"),
        ("Ann=kraken Ben=davy Cat=g5 Dan=wild15:y", "Dan"),
        ("Ann=rosie Ben=b5 Cat=wild15:y Dan=plank", "Ben"),
    ],
)
def test_a_wild_15_follows_the_lead_set_once_cards_are_removed(tokens: str, won: str) -> None:
    """ruling.removed-lead=recompute, wild.follow, wild.black: the rest is judged as if the removed
    card had never been played, so a Wild 15 named before any suit plays as the suit set afresh
    (none under black), and the trace says so."""
    verdict = judge(tokens.split())
    assert verdict.winner_name == won
    wild = tokens.split().index(next(t for t in tokens.split() if "wild15" in t))
    step = next(s for s in verdict.trace if s.rule in ("wild.follow", "wild.black") and s.cards == (wild,))
    assert step.ruling == "ruling.removed-lead"
    assert step.text.startswith("With the removed cards gone,")


def test_a_wild_15_keeps_its_named_suit_when_the_removed_lead_stays_as_played() -> None:
    """ruling.removed-lead=as-played: no suit as played, so the Wild 15 keeps the suit it was named
    and nothing follows a lead: the trick is discarded."""
    verdict = v("rosie", "g5", "wild15:y", "plank", removed_lead="as-played")
    assert verdict.outcome is Outcome.DISCARDED
    assert not any(s.rule == "wild.follow" for s in verdict.trace)


@pytest.mark.parametrize(
    "tokens", ["Ann=kraken Ben=g5 Cat=wild15:y Dan=y3", "Ann=whale Ben=g5 Cat=wild15:y Dan=kraken"]
)
def test_the_kraken_would_be_winner_is_a_wild_15_following_the_suit_set_without_it(tokens: str) -> None:
    """kraken.leader: without the sea monsters the green 5 sets the suit, the Wild 15 follows it and
    would have won, so its player leads next; the trace says what it would play as."""
    verdict = judge(tokens.split())
    assert verdict.outcome is Outcome.DESTROYED
    assert verdict.next_leader_name == "Cat"
    step = next(s for s in verdict.trace if s.rule == "wild.follow")
    assert step.ruling == "ruling.kraken-leader" and "would play as the green 15" in step.text


def test_a_wild_15_following_a_fresh_lead_is_not_counted_off_suit() -> None:
    """ruling.removed-lead=recompute, rank.lead: once the Pirate is removed the Wild 15 is a green
    card; the rank.lead step names only the purple 9 as off the lead suit."""
    verdict = judge(["Ann=rosie", "Ben=g5", "Cat=wild15:y", "Dan=plank", "Eve=p9"])
    assert verdict.field.suits[2] is Suit.GREEN
    step = next(s for s in verdict.trace if s.rule == "rank.lead")
    assert step.cards == (2, 4)


@pytest.mark.parametrize("monster", ["whale", "stingray"])
def test_a_wild_15_under_black_is_not_said_to_lose_when_only_numbers_count(monster: str) -> None:
    """wild.black, whale.numbers: black was led, so the Wild 15 takes no suit; but the White Whale
    (or the Stingray) ranks the numbers alone, so the step names it instead of a loss to trump."""
    verdict = judge(["Ann=b3", "Ben=wild15", f"Cat={monster}"])
    step = next(s for s in verdict.trace if s.rule == "wild.black")
    assert step.cards == (1, 2) and "trump" not in step.text and "only its number counts" in step.text
    assert judge(["Ann=b3", "Ben=wild15", "Cat=g5"]).trace[1].text.endswith("loses to trump.")


def test_under_a_deciding_whale_no_step_says_what_suit_a_wild_15_would_follow() -> None:
    """ruling.plank-monster=removes, whale.numbers: the lead is set afresh, but the White Whale counts
    numbers alone, so no step says which suit the Wild 15 now plays as."""
    verdict = v("rosie", "plank:1", "whale", "g5", "wild15:y", plank_monster="removes")
    assert verdict.winner_name == "P5"
    assert not any(s.rule == "wild.follow" for s in verdict.trace)


def test_the_answer_does_not_call_a_card_that_never_wins_an_escape() -> None:
    """rank.escape, exp.non-winning: Walk the Plank and the Last Volley are not Escapes; when the
    Escapes win over them, the answer says every card that can win plays as one."""
    led = answer_text(judge(["Ann=plank", "Ben=escape", "Cat=escape"]))
    assert led.startswith("Ben's Escape wins: every card that can win plays as an Escape")
    volley = answer_text(judge(["Ann=escape", "Ben=volley", "Cat=escape"]))
    assert "every card that can win plays as an Escape" in volley
    plain = answer_text(judge(["Ann=escape", "Ben=loot"]))
    assert plain.startswith("Ann's Escape wins: every card plays as an Escape")


def test_stingray_among_escapes_first_escape_wins() -> None:
    """exp.non-winning: the Stingray is not an Escape; with only Escapes besides, the first Escape wins."""
    verdict = v("Ann=stingray", "Ben=escape", "Cat=escape")
    assert verdict.winner_name == "Ben"


def test_stingray_with_specials_and_no_number_is_discarded() -> None:
    """whale.discard (the Stingray plays like the Whale): no number and a character: discarded."""
    verdict = v("Ann=stingray", "Ben=pirate", "Cat=escape")
    assert verdict.outcome is Outcome.DISCARDED
    assert verdict.next_leader_name == "Ann"


def test_lead_suit_reported_is_the_one_that_decided() -> None:
    """ruling.removed-lead=recompute: once the Whale leading is destroyed, green decides and is reported."""
    verdict = v("Ann=whale", "Ben=g5", "Cat=davy", "Dan=y9")
    assert verdict.winner_name == "Ben"
    assert verdict.lead_suit is Suit.GREEN
    assert verdict.trick.lead is not Suit.GREEN


def test_deck_error_quotes_the_token_as_typed() -> None:
    """box.copies: the error quotes what was typed, the player's name included."""
    with pytest.raises(DeckError) as caught:
        judge(["Ann=sk", "Ben=g2", "Cat=sk"])
    assert str(caught.value).startswith("card 3 'Cat=sk':")


def test_ruling_character_lead_next_number() -> None:
    """ruling.character-lead=next-number (the 2013 rules): after a Pirate lead, the next number sets the suit."""
    verdict = v("pirate", "g5", "y9", character_lead="next-number")
    assert verdict.lead_suit is Suit.GREEN
    assert verdict.winner_name == "P1"
    step = verdict.trace[0]
    assert (step.rule, step.ruling, step.reading) == ("lead.character", "ruling.character-lead", "next-number")


def test_ruling_character_lead_next_number_decides_after_removal() -> None:
    """ruling.character-lead=next-number: with the leading Pirate walked off the plank, green leads either way."""
    assert winner("rosie", "g5", "g9", "plank", character_lead="next-number") == "P3"


@pytest.mark.parametrize("explain", [True, False])
def test_a_trick_given_as_one_text_is_read_as_its_tokens(explain: bool) -> None:
    """rank.mermaid-king: ``judge("mermaid sk rosie")`` reads the three cards, as the command line does; a
    text of spaces alone is the empty trick, refused as such."""
    v = judge("Ann=mermaid  Ben=sk Cat=rosie", explain=explain)
    assert (v.winner_name, v.decided_by, v.bonus) == ("Ann", "rank.mermaid-king", 40)
    with pytest.raises(TrickError, match="an empty trick"):
        judge("   ", explain=explain)


@pytest.mark.parametrize("explain", [True, False])
def test_rules_may_be_a_deck_named_as_the_command_line_names_it(explain: bool) -> None:
    """kraken.destroy: ``judge(tokens, rules="advanced")`` plays the advanced deck with every default, as
    ``--deck advanced`` does, where it raised AttributeError; ``Trick.of``, ``adjudicate`` and ``play_round``
    read it so too. A deck the cards are not in is refused by the deck, and anything else is a TypeError
    naming the argument."""
    v = judge("g5 kraken g7", rules="advanced", explain=explain)
    assert v.outcome is Outcome.DESTROYED and v.trick.rules == RuleSet(modules=parse_modules("advanced"))
    assert RuleSet(modules="kraken") == RuleSet(modules={Module.KRAKEN})
    assert adjudicate(["g5", "kraken", "g7"], "kraken").outcome is Outcome.DESTROYED
    assert Trick.of(["g5", "g7"], "advanced").rules.modules == parse_modules("advanced")
    with pytest.raises(DeckError, match="the deck part 'kraken' adds it"):
        judge("g5 kraken", rules="base", explain=explain)
    with pytest.raises(RulesetError, match="did you mean 'advanced'"):
        judge("g5 g7", rules="advancd", explain=explain)
    for bad in (3, ["advanced"]):
        with pytest.raises(TypeError, match=r"^judge\(\) argument 'rules' must be a RuleSet or a deck"):
            judge("g5 g7", rules=bad, explain=explain)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^adjudicate\(\) argument 'rules'"):
        adjudicate(["g5", "g7"], 3)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tokens", "rules"),
    [
        (["Ann=b14", "Ben=y14", "Cat=wild15"], ["lead.number", "wild.black"]),
        (["Ann=g3", "Ben=wild15", "Cat=tigress:pirate"], ["lead.number", "wild.follow", "tigress.declare"]),
        (["Ann=tigress:pirate", "Ben=g3", "Cat=wild15:y"], ["tigress.declare", "lead.character", "wild.name"]),
        (["Ann=escape", "Ben=wild15:g", "Cat=g5"], ["lead.escape", "wild.name"]),
        (["Ann=loot", "Ben=g0x", "Cat=g5"], ["loot.escape", "lead.escape", "exp.zero-fourteen"]),
    ],
)
def test_the_lead_is_told_before_the_later_cards_declarations(tokens: list[str], rules: list[str]) -> None:
    """lead.number, wild.black, wild.follow, tigress.declare: the trace tells the trick in play order. What the
    card led was declared as comes first, then the lead suit, then what each later card was declared as or plays
    as, which may follow the lead (a Wild 15 under black was said to lose to trump before black was said led)."""
    verdict = judge(tokens, RuleSet.for_cards([]).with_modules(Module))
    assert verdict.trace.rules[: len(rules)] == rules


@pytest.mark.parametrize("explain", [True, False])
def test_a_token_that_is_no_text_is_a_type_error_naming_the_card(explain: bool) -> None:
    """play.order: ``judge(["g5", 7])`` says which card is not text and what a card looks like, where an int or
    None among the tokens raised AttributeError from inside the notation."""
    for tokens, where in ((["g5", 7], "card 2"), ([None, "g5"], "card 1"), (["g5", b"g7"], "card 2")):
        with pytest.raises(TypeError, match=rf"^{where}: a card is given as text, such as 'g5' or 'Ann=g5', not "):
            judge(tokens, explain=explain)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^card 1: a card is given as text"):
        Trick.of([5, "g5"])  # type: ignore[list-item]
