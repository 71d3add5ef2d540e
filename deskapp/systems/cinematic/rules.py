"""Cinematic cards (54-card Unisystem variant): one test resolved from its cards — rules U-01, U-11 … U-15.

A test is Attribute + Skill + the value of the card(s) against a Difficulty
Level (U-01). The first card decides which rule applies: a number card counts
its value (U-11), a face card counts 5 plus a second card (U-12), an ace
subtracts a second card (rule of 1s, U-13), a natural 10 adds a second card
(rule of 10s, U-14), a joker lets the colour of a second card decide (U-15).

:func:`resolve` takes the first card and a way to get each further card (the
deck engine's draw, or cards typed in from a physical deck); :func:`resolve_cards`
takes the cards themselves and insists they are exactly the ones the test uses.
Both return a :class:`CheckResult`. Where the rules file names an
interpretation, :class:`CinematicOptions` holds the group's choice. The table —
decks, hands, luck and peeks — lives in :mod:`deskapp.systems.cinematic.state`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Literal, NamedTuple

from deskapp.core.cards import Card, Rank, first_repeated, standard_54
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.options import OptionText, TableOptions, option

MIN_DIFFICULTY = 9
FACE_VALUE = 5
CRITICAL_SUCCESS_ABOVE = 20
MAX_HAND = 20
# Card Desk's ranges (docs/rules/cinematic-cards.md, "Ranges"): an Attribute or a Skill is
# 0 to 99 and a Difficulty Level 9 to 99 — far above any the rules describe (U-01).
MAX_RATING = 99
MAX_DIFFICULTY = 99
MINUS = "\N{MINUS SIGN}"

_DECK = frozenset(standard_54())


class CinematicError(UserError):
    """A test, card or table action the cinematic rules refuse; nothing was changed."""


class Outcome(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    CRITICAL_SUCCESS = "critical_success"
    CRITICAL_FAILURE = "critical_failure"

    @property
    def label(self) -> str:
        """``critical success``: the outcome as a player reads it, in the user's language."""
        return translate("CinematicRules", _OUTCOME_LABELS[self.value])

    @property
    def succeeded(self) -> bool:
        return self in (Outcome.SUCCESS, Outcome.CRITICAL_SUCCESS)


_OUTCOME_LABELS = {
    "success": QT_TRANSLATE_NOOP("CinematicRules", "success"),
    "failure": QT_TRANSLATE_NOOP("CinematicRules", "failure"),
    "critical_success": QT_TRANSLATE_NOOP("CinematicRules", "critical success"),
    "critical_failure": QT_TRANSLATE_NOOP("CinematicRules", "critical failure"),
}


class Source(StrEnum):
    """Where a card of a test came from: the player's hand or the draw pile (U-22, U-23)."""

    HAND = "hand"
    DRAW_PILE = "draw_pile"


@dataclass(frozen=True)
class CinematicOptions(TableOptions):
    """How this table reads the cinematic-card rules where they can be read more than one way."""

    SYSTEM: ClassVar[str] = "cinematic"
    mode: Literal["direct_draw", "hand_management"] = option(
        "direct_draw",
        "rules U-10, U-20: every test draws a new card (direct_draw), or players hold a hand "
        "and choose which card to play (hand_management)",
    )
    success_when: Literal["greater", "at_least"] = option(
        "greater",
        "rule U-01: a test succeeds when the total is greater than the Difficulty Level "
        "(greater, as the original writes), or meets or beats it (at_least, classic Unisystem)",
    )
    second_card: Literal["plain", "chain"] = option(
        "plain",
        "rules U-12 to U-15: a second card counts its plain value — face 5, ace 1, 10, joker 0 "
        "(plain) — or triggers its own rule as a first card would (chain)",
    )
    ace: Literal["minus_second", "one_minus_second"] = option(
        "minus_second",
        "rule U-13: an ace gives Attribute + Skill − the second card (minus_second), "
        "or the ace counts 1 and the second card is subtracted (one_minus_second)",
    )
    natural_ten: Literal["ten_plus_second", "second_only"] = option(
        "ten_plus_second",
        "rule U-14: a natural 10 gives Attribute + Skill + 10 + the second card "
        "(ten_plus_second), or the second card replaces the 10 (second_only, the original's letter)",
    )
    joker_total: Literal["attribute_plus_skill", "plus_second"] = option(
        "attribute_plus_skill",
        "rule U-15: the second card's colour decides a joker's test and the total shown is "
        "Attribute + Skill (attribute_plus_skill), or Attribute + Skill + the second card (plus_second)",
    )
    reshuffle: Literal["when_empty", "each_test"] = option(
        "when_empty",
        "rule U-10: every card of a test goes to its owner's discard pile, shuffled back only "
        "when the draw pile is empty (when_empty), or spent cards are shuffled back after every "
        "test, so each draw is as fresh as a d10 roll (each_test)",
    )
    deck_peek: Literal["top", "peeker_picks", "chronicler_picks"] = option(
        "top",
        "rule U-41: a power that sees 'a card of the deck' sees the top card of the draw pile (top), "
        "or one the peeking player (peeker_picks) or the Chronicler (chronicler_picks) picks; "
        "it stays in place",
    )
    starting_hand: int = option(
        6,
        f"rule U-20: cards in a starting hand before luck (U-30), 0 to {MAX_HAND}",
        minimum=0,
        maximum=MAX_HAND,
    )
    curse_overflow: Literal["carry_over", "lost"] = option(
        "carry_over",
        "rule U-31: a curse never helps — one that takes more cards than the hand holds empties "
        "it and the rest carries over: the next hand is dealt that many cards short and the "
        "curse ends when that hand is exhausted (carry_over); or the rest of the curse is lost "
        "and the next hand is full (lost)",
    )
    curse_empties_hand: Literal["ends", "owes_one"] = option(
        "ends",
        "rule U-31: a curse that takes the whole hand and has nothing left over exhausts the "
        "hand, so it ends and a full hand follows (ends); or, as a curse never helps, the next "
        "hand is dealt one card short and the curse lasts until it is exhausted (owes_one)",
    )
    chronicler_hand: bool = option(
        True,
        "rules U-20, U-41: in hand management the Chronicler holds a hand like the players, "
        "so Insight can look at it (true), or always draws from the draw pile (false)",
    )


def option_words() -> dict[str, OptionText]:
    """The Table Options dialog's words of each option: what a game master reads (the
    options' ``help`` cites the rules, for the docs and the tooltips), translated when called."""
    return {
        "mode": OptionText(
            translate("OptionTexts", "How cards are drawn"),
            translate(
                "OptionTexts",
                "Every test draws from the deck, or players hold a hand and choose a card.",
            ),
            {
                "direct_draw": translate("OptionTexts", "Draw for every test"),
                "hand_management": translate("OptionTexts", "Play from a hand"),
            },
        ),
        "success_when": OptionText(
            translate("OptionTexts", "A test succeeds when the total"),
            translate("OptionTexts", "Compared with the Difficulty."),
            {
                "greater": translate("OptionTexts", "Beats the Difficulty"),
                "at_least": translate("OptionTexts", "Meets or beats it"),
            },
        ),
        "second_card": OptionText(
            translate("OptionTexts", "A second card"),
            translate("OptionTexts", "What a card drawn after an ace, a 10 or a joker counts."),
            {
                "plain": translate("OptionTexts", "Its plain value (a face 5, an ace 1)"),
                "chain": translate("OptionTexts", "Its own rule, as a first card"),
            },
        ),
        "ace": OptionText(
            translate("OptionTexts", "An ace"),
            translate("OptionTexts", "How an ace and the card after it make the total."),
            {
                "minus_second": translate("OptionTexts", "Attribute + Skill − the second card"),
                "one_minus_second": translate("OptionTexts", "1 − the second card"),
            },
        ),
        "natural_ten": OptionText(
            translate("OptionTexts", "A natural 10"),
            translate("OptionTexts", "How a 10 and the card after it make the total."),
            {
                "ten_plus_second": translate("OptionTexts", "10 + the second card"),
                "second_only": translate("OptionTexts", "The second card replaces the 10"),
            },
        ),
        "joker_total": OptionText(
            translate("OptionTexts", "A joker's total"),
            translate(
                "OptionTexts",
                "The second card's colour decides a joker's test; the total shown is "
                "Attribute + Skill, or adds the second card's value too.",
            ),
            {
                "attribute_plus_skill": translate("OptionTexts", "Attribute + Skill"),
                "plus_second": translate("OptionTexts", "Attribute + Skill + the second card"),
            },
        ),
        "reshuffle": OptionText(
            translate("OptionTexts", "Shuffling back"),
            translate("OptionTexts", "When spent cards go back into the draw pile."),
            {
                "when_empty": translate("OptionTexts", "When the draw pile is empty"),
                "each_test": translate("OptionTexts", "After every test"),
            },
        ),
        "deck_peek": OptionText(
            translate("OptionTexts", "A power that sees a card of the deck"),
            translate("OptionTexts", "Which card it sees; the card stays where it is."),
            {
                "top": translate("OptionTexts", "The top card"),
                "peeker_picks": translate("OptionTexts", "One the peeking player picks"),
                "chronicler_picks": translate("OptionTexts", "One the Chronicler picks"),
            },
        ),
        "curse_overflow": OptionText(
            translate("OptionTexts", "A curse bigger than the hand"),
            translate(
                "OptionTexts",
                "A curse that takes more cards than the hand holds empties it; the rest "
                "either carries over (the next hand is dealt that many short) or is lost.",
            ),
            {
                "carry_over": translate("OptionTexts", "The rest carries over"),
                "lost": translate("OptionTexts", "The rest is lost"),
            },
        ),
        "curse_empties_hand": OptionText(
            translate("OptionTexts", "A curse that empties the hand"),
            translate(
                "OptionTexts",
                "A curse that takes every card of the hand exhausts it: it ends there and a "
                "full hand follows, or the next hand is dealt one card short.",
            ),
            {
                "ends": translate("OptionTexts", "It ends: a full hand follows"),
                "owes_one": translate("OptionTexts", "The next hand is one card short"),
            },
        ),
        "starting_hand": OptionText(
            translate("OptionTexts", "Starting hand"),
            translate("OptionTexts", "Cards in a starting hand before luck, 0 to 20."),
        ),
        "chronicler_hand": OptionText(
            translate("OptionTexts", "The Chronicler holds a hand"),
            translate(
                "OptionTexts",
                "When players play from a hand, the Chronicler holds one too (so Insight "
                "can look at it), or always draws from the draw pile.",
            ),
        ),
    }


@dataclass(frozen=True)
class Check:
    """What a test is made against: the character's Attribute and Skill and the Difficulty Level (U-01)."""

    attribute: int
    skill: int
    difficulty: int = MIN_DIFFICULTY

    def __post_init__(self) -> None:
        # Worded only when refused: every test (and every replayed one) makes a Check, and
        # three whole numbers in range (not True, which is an int too) pass at a glance.
        attribute, skill, difficulty = self.attribute, self.skill, self.difficulty
        if (
            type(attribute) is type(skill) is type(difficulty) is int
            and 0 <= attribute <= MAX_RATING
            and 0 <= skill <= MAX_RATING
            and MIN_DIFFICULTY <= difficulty <= MAX_DIFFICULTY
        ):
            return
        for value, is_attribute in ((self.attribute, True), (self.skill, False)):
            if not _is_whole(value) or not 0 <= value <= MAX_RATING:
                message = (
                    translate(
                        "CinematicRules",
                        "the attribute must be a whole number from 0 to {maximum}, not {value}",
                    )
                    if is_attribute
                    else translate(
                        "CinematicRules",
                        "the skill must be a whole number from 0 to {maximum}, not {value}",
                    )
                )
                raise CinematicError(message.format(maximum=MAX_RATING, value=f"{value!r:.20}"))
        if (
            not _is_whole(self.difficulty)
            or not MIN_DIFFICULTY <= self.difficulty <= MAX_DIFFICULTY
        ):
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "the Difficulty Level must be from {minimum} (rule U-01) to {maximum}, "
                    "not {value}",
                ).format(
                    minimum=MIN_DIFFICULTY,
                    maximum=MAX_DIFFICULTY,
                    value=f"{self.difficulty!r:.20}",
                )
            )

    @property
    def base(self) -> int:
        """Attribute + Skill, what the cards add to."""
        return self.attribute + self.skill

    def to_json(self) -> dict[str, int]:
        return {"attribute": self.attribute, "skill": self.skill, "difficulty": self.difficulty}


class UsedCard(NamedTuple):
    """A card a test used, and where it came from. (Named tuples here and below: made in a
    third of a frozen dataclass's time, for each card of every test a reopening replays.)"""

    card: Card
    source: Source


class CheckResult(NamedTuple):
    """The resolution of one test: its cards, total and outcome, and how it was worked out.

    ``cards`` are in the order they were drawn or played; ``chance`` is what the
    cards add to Attribute + Skill; ``rule`` names the first card's rule
    (``U-12``); ``working`` shows the cards with their operations (``Q♥ + 4♣``).
    """

    check: Check
    cards: tuple[UsedCard, ...]
    chance: int
    total: int
    outcome: Outcome
    rule: str
    working: str

    def describe(self) -> str:
        """One readable line: ``Q♥ + 4♣ = 9 → total 14: success``."""
        return translate(
            "CinematicRules", "{working} = {chance} → total {total}: {outcome}"
        ).format(
            working=self.working,
            chance=_signed(self.chance),
            total=_signed(self.total),
            outcome=self.outcome.label,
        )

    def to_json(self) -> dict[str, Any]:
        """The test and its cards: :func:`resolve_cards` works the rest out again."""
        return {
            "check": self.check.to_json(),
            "cards": [used.card.notation for used in self.cards],
            "first_source": self.cards[0].source.value,
        }


NextCard = Callable[[], Card]


def card_value(card: Card) -> int:
    """A card's plain value, as a second card counts it (U-11 and the default reading of U-12 … U-15).

    Number cards count their value, face cards 5, an ace 1, a joker 0.
    """
    if card.is_joker or card.rank is None:
        return 0
    return FACE_VALUE if card.rank.is_face else int(card.rank)


def rule_of(card: Card) -> str:
    """The rule a card follows when it is the first card of a test."""
    if card.is_joker:
        return "U-15"
    if card.rank is Rank.ACE:
        return "U-13"
    if card.rank is Rank.TEN:
        return "U-14"
    if card.rank is not None and card.rank.is_face:
        return "U-12"
    return "U-11"


def calls_for_another(card: Card) -> bool:
    """Whether a first card needs a second: face cards, aces, natural 10s and jokers (U-12 … U-15)."""
    return rule_of(card) != "U-11"


def resolve(
    check: Check,
    first: Card,
    next_card: NextCard,
    options: CinematicOptions | None = None,
    *,
    first_source: Source = Source.DRAW_PILE,
) -> CheckResult:
    """Resolve one test whose first card is ``first``; ``next_card()`` gives each further card.

    Further cards always come from the draw pile (U-22). ``first_source`` says
    where the first one came from: the hand only for a test the player did not
    initiate in hand management (U-23).
    """
    options = options or CinematicOptions()
    _check_in_deck(first)
    used = [UsedCard(first, first_source)]

    def draw(caller: Card) -> Card:
        try:
            card = next_card()
        except _SupplyEmpty:
            # Only this module's own card supply runs dry; say which card asked for more.
            raise _NoMoreCards(caller, first=len(used) == 1) from None
        _check_in_deck(card)
        used.append(UsedCard(card, Source.DRAW_PILE))
        return card

    term = _read(first, draw, options, applies_rule=True)
    total = check.base + term.value
    outcome = term.decide(total) or _compare(total, check.difficulty, options)
    return CheckResult(check, tuple(used), term.value, total, outcome, rule_of(first), term.working)


def resolve_cards(
    check: Check,
    cards: Sequence[Card],
    options: CinematicOptions | None = None,
    *,
    first_source: Source = Source.DRAW_PILE,
) -> CheckResult:
    """Resolve a test from the cards themselves, which must be exactly the cards it uses.

    For a physical draw typed in: too few cards, one too many, a card named
    twice or a card that is not in a 54-card deck is refused with a message
    that says which.
    """
    if not cards:
        raise CinematicError(translate("CinematicRules", "a test needs at least one card"))
    for card in cards:
        _check_in_deck(card)
    twice = first_repeated(cards)
    if twice is not None:
        raise CinematicError(
            translate(
                "CinematicRules", "{card} is named twice: a deck holds each card once"
            ).format(card=twice.label)
        )
    try:
        result = resolve(check, cards[0], _given(cards[1:]), options, first_source=first_source)
    except _NoMoreCards as short:
        given = len(cards)  # lupdate reads a plural's count only as a plain name
        message = (
            translate(
                "CinematicRules",
                "{card} calls for another card (rule {rule}) but the test was given only %n card(s)",
                None,
                given,
            )
            if short.first
            else translate(
                "CinematicRules",
                "{card} calls for another card (rule {rule}, chained) but the test was given only %n card(s)",
                None,
                given,
            )
        )
        raise CinematicError(
            message.format(card=short.caller.label, rule=rule_of(short.caller))
        ) from None
    extra = cards[len(result.cards) :]
    if extra:
        message = (
            translate("CinematicRules", "the test uses {used} only: {extra} is not part of it")
            if len(extra) == 1
            else translate(
                "CinematicRules", "the test uses {used} only: {extra} are not part of it"
            )
        )
        raise CinematicError(
            message.format(used=_labels(cards[: len(result.cards)]), extra=_labels(extra))
        )
    return result


def needs_another_card(cards: Sequence[Card], options: CinematicOptions | None = None) -> bool:
    """Whether the cards drawn so far, in order, leave the test waiting for another card.

    For typing in a physical draw one card at a time: ask for a card while this says so.
    """
    if not cards:
        return True
    try:
        resolve(Check(0, 0), cards[0], _given(cards[1:]), options)
    except _NoMoreCards:
        return True
    return False


# --- how the cards combine ---------------------------------------------------------


class _Term(NamedTuple):
    """What one card adds, with the cards it called for: value, working text and critical rule."""

    value: int
    working: str
    cards: int
    decide: Callable[[int], Outcome | None]

    @property
    def nested(self) -> str:
        """The working as part of an outer card's: in brackets when it spans several cards."""
        return self.working if self.cards == 1 else f"({self.working})"


def _no_critical(_total: int) -> Outcome | None:
    return None


def _read(
    card: Card, draw: Callable[[Card], Card], options: CinematicOptions, *, applies_rule: bool
) -> _Term:
    """What ``card`` adds to the test; ``applies_rule`` is false for a plain second card."""
    if not applies_rule or not calls_for_another(card):
        return _Term(card_value(card), card.label, 1, _no_critical)
    second = draw(card)
    inner = _read(second, draw, options, applies_rule=options.second_card == "chain")
    cards = 1 + inner.cards
    rank = card.rank
    if card.is_joker:
        return _joker(card, second, inner, options)
    if rank is Rank.ACE:
        # Rule of 1s (U-13): a negative result is a critical failure, whatever else the cards say.
        base = 1 if options.ace == "one_minus_second" else 0
        return _Term(
            base - inner.value,
            f"{card.label} {MINUS} {inner.nested}",
            cards,
            lambda total: Outcome.CRITICAL_FAILURE if total < 0 else inner.decide(total),
        )
    if rank is Rank.TEN:
        # Rule of 10s (U-14): above 20 is a critical success.
        plus_ten = options.natural_ten == "ten_plus_second"
        working = f"{card.label} + {inner.nested}" if plus_ten else _then(card.label, inner.nested)
        return _Term(
            (10 if plus_ten else 0) + inner.value,
            working,
            cards,
            lambda total: (
                Outcome.CRITICAL_SUCCESS if total > CRITICAL_SUCCESS_ABOVE else inner.decide(total)
            ),
        )
    return _Term(FACE_VALUE + inner.value, f"{card.label} + {inner.nested}", cards, inner.decide)


def _joker(card: Card, second: Card, inner: _Term, options: CinematicOptions) -> _Term:
    """U-15: the second card's colour decides; a chained joker decides by its own second card."""
    value = inner.value if options.joker_total == "plus_second" else 0
    if second.is_joker and inner.cards > 1:
        return _Term(value, _then(card.label, inner.nested), 1 + inner.cards, inner.decide)
    outcome = Outcome.CRITICAL_SUCCESS if second.is_red else Outcome.CRITICAL_FAILURE
    if second.is_joker:
        working = _then(card.label, inner.nested)
    elif second.is_red:
        working = translate("CinematicRules", "{first} then {second} (red)").format(
            first=card.label, second=inner.nested
        )
    else:
        working = translate("CinematicRules", "{first} then {second} (black)").format(
            first=card.label, second=inner.nested
        )

    def decide(_total: int) -> Outcome:
        return outcome

    return _Term(value, working, 1 + inner.cards, decide)


def _then(first: str, second: str) -> str:
    """``10♥ then 4♣``: a second card that counts instead of the first (U-14, U-15)."""
    return translate("CinematicRules", "{first} then {second}").format(first=first, second=second)


def _compare(total: int, difficulty: int, options: CinematicOptions) -> Outcome:
    """U-01: beat the Difficulty Level (or meet it, if the table reads it so)."""
    beaten = total >= difficulty if options.success_when == "at_least" else total > difficulty
    return Outcome.SUCCESS if beaten else Outcome.FAILURE


class _SupplyEmpty(Exception):
    """Raised by :func:`_given`'s supply when its cards have run out."""


class _NoMoreCards(Exception):
    """A test asked for a card the given cards did not hold; caught in this module only."""

    def __init__(self, caller: Card, first: bool) -> None:
        super().__init__(caller)
        self.caller = caller
        self.first = first


def _given(cards: Sequence[Card]) -> NextCard:
    """A card supply that hands out ``cards`` in order and then says it has run out."""
    pending = iter(cards)

    def next_card() -> Card:
        for card in pending:
            return card
        raise _SupplyEmpty

    return next_card


def _check_in_deck(card: Card) -> None:
    if card not in _DECK:
        raise CinematicError(
            translate(
                "CinematicRules", "{card} is not a card of a 54-card deck (52 cards and 2 jokers)"
            ).format(card=card.label)
        )


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _signed(number: int) -> str:
    return f"{MINUS}{-number}" if number < 0 else str(number)


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards)
