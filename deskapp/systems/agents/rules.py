"""Agents — red/black deck (rules/agents.md): one test from its drawn cards, and the mission track.

Pure rules. :func:`resolve_test` takes a test in counts (:class:`TestSetup`) and
the cards drawn for it, and returns which cards stay on the table, which are
removed or discarded, and what goes to the score (A-10 … A-21). :class:`Track`
reads the score as Threat level, milestones, who leads, the initiative, and the
mission's outcome and grade (A-25, A-30 … A-37). The rules that need an agent's
cards (which aspects may be exhausted, rest, trust and distrust) follow them, as pure
functions on the campaign model; the mission they change is
:class:`deskapp.systems.agents.state.AgentsState`.

Every interpretation the rules file names is an :class:`AgentsOptions` field.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Literal

from deskapp.core.cards import (
    Card,
    Colour,
    DeckSpec,
    DeckSpecError,
    first_repeated,
    labels,
    notations,
    parse_card,
)
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, named, translate
from deskapp.core.options import OptionsError, OptionText, TableOptions, option
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    ModelError,
    Relation,
    Relationship,
    find_name,
    names_match,
)

SUCCESS = "success"
COMPLICATION = "complication"
# No count in one test (aspects, negative aspects, distrust, advantages …) can exceed the cards
# of the largest deck the rules allow (A-01: 54 with the jokers).
MAX_TEST_COUNT = 54

Initiative = Literal["agents", "pressure", "tie"]
Leading = Literal["threat", "milestone"]
Outcome = Literal["success", "failure", "pyrrhic"]
Grade = Literal["total", "normal", "narrow"]


class TestError(UserError):
    """A test that cannot be resolved as asked: wrong card count, too many removals …"""

    __test__ = False  # a rules error, not a pytest test class


@dataclass(frozen=True)
class AgentsOptions(TableOptions):
    """How a group reads the Agents rules where they can be read more than one way."""

    SYSTEM: ClassVar[str] = "agents"

    step: int | None = option(
        None,
        "Rules A-30, A-32: complications per Threat level and successes per milestone; "
        "null means the tested default: the number of agents, at least 3 for the Threat, "
        "and for the milestones as the 'milestone_step' option says.",
        minimum=1,
    )
    milestone_step: Literal["agents", "threat"] = option(
        "agents",
        "Rule A-32, when 'step' is null: 'agents' — a milestone for every number of agents "
        "in successes, as the original says; 'threat' — the Threat's step (A-30), the "
        "number of agents but at least 3.",
    )
    final_level: int | Literal["agents", "aspects"] = option(
        4,
        "Rule A-34: the Threat level and the milestone count that end the mission (default 4); "
        "'agents' derives it from the number of agents, 'aspects' from the average number of "
        "an agent's own aspects, either at least 4.",
        minimum=1,
    )
    disadvantage_draw: Literal["both", "extra_card", "remove_success"] = option(
        "both",
        "Rules A-12, A-15, A-44: 'both' — a used negative aspect draws a card whose black "
        "result is discarded, and exhausting it also removes one success; 'extra_card' — only "
        "the drawn card; 'remove_success' — no card, exhausting it removes one success. "
        "Partial distrust always draws its card (A-44).",
    )
    grading: Literal["thirds", "coordinator"] = option(
        "thirds",
        "Rules A-35, A-36: 'thirds' — with final level F and Threat step s a success is total "
        "below s·F/3 complications, narrow from 2·s·F/3, else normal, and a failure is graded "
        "the same way from the successes and the milestone step; 'coordinator' — the "
        "Coordinator grades, the app does not.",
    )
    tie_break: Literal["coordinator", "first_card"] = option(
        "coordinator",
        "Rule A-25: on equal totals the Coordinator decides whether a scene opens with the "
        "initiative or under pressure, or ('first_card') the scene's first drawn card does.",
    )
    deck: Literal["standard52", "standard54", "red_black"] = option(
        "standard52",
        "What the deck is: a standard 52-card deck; 'standard54' adds a red and a black "
        "joker; 'red_black' is a custom deck of the given black and red counts.",
    )
    threat_cards: Literal["face_up", "face_down"] = option(
        "face_up",
        "Rule A-30: the Coordinator lays each Threat-level card publicly ('face_up') or face "
        "down ('face_down'): the track then shows the level only while the Coordinator "
        "turns the cards over.",
    )
    rest_marks: Literal["next_scene", "at_once"] = option(
        "next_scene",
        "Rules A-22, A-37: 'next_scene' — a Threat level reached only through rest marks takes "
        "effect at the start of the next scene, for the threat factors and for the mission's "
        "outcome alike; 'at_once' — it counts for both as soon as the marks are added.",
    )
    black: int = option(26, "What the deck is: the black cards of a 'red_black' deck.", minimum=0)
    red: int = option(26, "What the deck is: the red cards of a 'red_black' deck.", minimum=0)

    def __post_init__(self) -> None:
        super().__post_init__()  # step and final_level: 1 or more
        try:
            self.deck_spec()
        except DeckSpecError as error:
            raise OptionsError(
                translate("AgentsRules", "Agents table options 'black' and 'red': {error}").format(
                    error=error
                )
            ) from None

    def deck_spec(self) -> DeckSpec:
        if self.deck == "red_black":
            return DeckSpec("red_black", self.black, self.red)
        return DeckSpec(self.deck)

    @property
    def negative_draws(self) -> bool:
        """Whether a used negative aspect draws a card (A-15: none is drawn once it is ignored)."""
        return self.disadvantage_draw != "remove_success"

    @property
    def negative_removes(self) -> bool:
        """Whether an exhausted negative aspect removes one success (A-16)."""
        return self.disadvantage_draw != "extra_card"


def option_words() -> dict[str, OptionText]:
    """The Table Options dialog's words of each option: what a game master reads (the
    options' ``help`` cites the rules, for the docs and the tooltips), translated when called."""
    return {
        "step": OptionText(
            translate("OptionTexts", "Cards per level"),
            translate(
                "OptionTexts",
                "How many complications raise the Threat one level, and how many successes "
                "make a milestone. Default: the number of agents, at least 3 for the Threat; "
                "for the milestones as the next option says.",
            ),
            unset=translate("OptionTexts", "Number of agents"),
        ),
        "milestone_step": OptionText(
            translate("OptionTexts", "Successes per milestone"),
            translate(
                "OptionTexts",
                "When no number of cards per level is set: whether a milestone takes as "
                "many successes as there are agents, as the book says, or as many as a "
                "Threat level takes complications (at least 3).",
            ),
            {
                "agents": translate("OptionTexts", "The number of agents"),
                "threat": translate("OptionTexts", "As the Threat (at least 3)"),
            },
        ),
        "final_level": OptionText(
            translate("OptionTexts", "Mission ends at"),
            translate(
                "OptionTexts",
                "The Threat level or milestone count that ends the mission. Type a number "
                "(4 by default), or let the number of agents or their average number of "
                "aspects decide (at least 4).",
            ),
            {
                "agents": translate("OptionTexts", "the number of agents"),
                "aspects": translate("OptionTexts", "the agents' aspects"),
            },
        ),
        "disadvantage_draw": OptionText(
            translate("OptionTexts", "Negative aspects"),
            translate(
                "OptionTexts", "What a negative aspect does when it is used against its agent."
            ),
            {
                "both": translate(
                    "OptionTexts", "Draws a card, and exhausting it removes a success"
                ),
                "extra_card": translate("OptionTexts", "Only draws a card"),
                "remove_success": translate("OptionTexts", "Only removes a success when exhausted"),
            },
        ),
        "grading": OptionText(
            translate("OptionTexts", "How well the mission went"),
            translate(
                "OptionTexts",
                "Whether Card Desk grades the mission's end (clean, narrow or normal "
                "success or failure) from the score, or the Coordinator does.",
            ),
            {
                "thirds": translate(
                    "OptionTexts",
                    "From the score (the fewer complications, the cleaner the success)",
                ),
                "coordinator": translate("OptionTexts", "The Coordinator"),
            },
        ),
        "tie_break": OptionText(
            translate("OptionTexts", "A tied scene opening"),
            translate(
                "OptionTexts",
                "Who decides how a scene opens when both sides' totals are equal.",
            ),
            {
                "coordinator": translate("OptionTexts", "The Coordinator decides"),
                "first_card": translate("OptionTexts", "The scene's first card decides"),
            },
        ),
        "deck": OptionText(
            translate("OptionTexts", "The deck"),
            translate("OptionTexts", "The cards the group plays with."),
            {
                "standard52": translate("OptionTexts", "A standard 52-card deck"),
                "standard54": translate("OptionTexts", "52 cards and two jokers"),
                "red_black": translate("OptionTexts", "A custom deck of red and black cards"),
            },
        ),
        "threat_cards": OptionText(
            translate("OptionTexts", "Threat level cards"),
            translate(
                "OptionTexts",
                "Whether the Coordinator lays each Threat level card face up for all to "
                "see, or face down: then the track shows the level only once turned over.",
            ),
            {
                "face_up": translate("OptionTexts", "Face up"),
                "face_down": translate("OptionTexts", "Face down"),
            },
        ),
        "rest_marks": OptionText(
            translate("OptionTexts", "A level reached by rest marks"),
            translate(
                "OptionTexts",
                "When a Threat level reached only through rest marks counts, for the "
                "threat factors and the mission's outcome alike.",
            ),
            {
                "next_scene": translate("OptionTexts", "From the next scene"),
                "at_once": translate("OptionTexts", "At once"),
            },
        ),
        "black": OptionText(
            translate("OptionTexts", "Black cards"),
            translate("OptionTexts", "For a custom deck: how many are black."),
            only_with=("deck", "red_black"),
        ),
        "red": OptionText(
            translate("OptionTexts", "Red cards"),
            translate("OptionTexts", "For a custom deck: how many are red."),
            only_with=("deck", "red_black"),
        ),
    }


# --- one test ------------------------------------------------------------------------------


@dataclass(frozen=True)
class TestSetup:
    """One test in counts: what it draws, then the advantages and disadvantages used.

    This is the mission log's test event and ``deskapp check agents``. Cards are
    drawn in this order (A-10, A-15, A-44): the base card, one per described
    positive aspect (``aspects``), one per temporary aspect, one per negative
    aspect the Coordinator uses, one per partially distrusted agent present.

    ``exhaust`` of the positive aspects are exhausted for advantages (A-11) and
    ``negative_exhausted`` of the negative aspects for disadvantages (A-12);
    ``advantages`` come from elsewhere (betrayed full trust A-43, a distrusted attacker A-45),
    ``disadvantages`` from threat factors (A-31). ``betrayal`` counts partial trusts
    betrayed by this test: each adds one success that is no card (A-43). ``helped`` kept complications
    are cancelled by a trusted agent's successes (A-42); ``to_aspect`` kept
    complications become negative aspects instead of scoring (A-19).

    ``remove`` names the drawn cards the removals take (A-16): its red cards are
    the complications the advantages and trust help remove (the player's choice),
    its black cards the successes the disadvantages remove (the Coordinator's).
    A colour it does not name loses its earliest drawn cards first.
    """

    __test__: ClassVar[bool] = False

    aspects: int = 0
    temporary: int = 0
    negative: int = 0
    distrust: int = 0
    exhaust: int = 0
    negative_exhausted: int = 0
    advantages: int = 0
    disadvantages: int = 0
    helped: int = 0
    to_aspect: int = 0
    betrayal: int = 0
    remove: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if self.remove != ():
            object.__setattr__(self, "remove", named_cards(self.remove))
        for name in _SETUP_COUNTS:
            value = getattr(self, name)
            if value < 0:
                raise TestError(
                    translate("AgentsRules", "{name} cannot be below zero, not {value}").format(
                        name=name, value=value
                    )
                )
            if value > MAX_TEST_COUNT:
                raise TestError(
                    translate(
                        "AgentsRules",
                        "{name} must be at most {maximum}: a test never draws or counts "
                        "more than the largest deck holds",
                    ).format(name=name, maximum=MAX_TEST_COUNT)
                )
        if self.exhaust > self.aspects:
            exhausted = self.exhaust
            raise TestError(
                translate(
                    "AgentsRules",
                    "%n aspect(s) exhausted for advantages but only {described} described; "
                    "temporary aspects cannot be exhausted (rules A-11, A-15)",
                    None,
                    exhausted,
                ).format(described=self.aspects)
            )
        if self.negative_exhausted > self.negative:
            exhausted = self.negative_exhausted
            raise TestError(
                translate(
                    "AgentsRules",
                    "%n negative aspect(s) exhausted as disadvantages but only {used} used "
                    "(rule A-12)",
                    None,
                    exhausted,
                ).format(used=self.negative)
            )

    def cards_needed(self, options: AgentsOptions | None = None) -> int:
        options = options or AgentsOptions()
        negative = self.negative if options.negative_draws else 0
        return 1 + self.aspects + self.temporary + negative + self.distrust

    def describe_draw(self, options: AgentsOptions | None = None) -> str:
        """``1 base + 2 aspects + 1 negative``: how the card count is made up."""
        negative_draws = (options or AgentsOptions()).negative_draws
        return draw_parts(
            self.aspects, self.temporary, self.negative, self.distrust, negative_draws
        )


_SETUP_COUNTS = tuple(f.name for f in dataclasses.fields(TestSetup) if f.name != "remove")


def draw_parts(
    aspects: int, temporary: int, negative: int, distrust: int, negative_draws: bool = True
) -> str:
    """``1 base + 2 aspects + 1 negative``: how a test's card count is made up (A-10 … A-15)."""
    parts = [translate("AgentsRules", "1 base")]
    counts = (
        (aspects, translate("AgentsRules", "%n aspect(s)", None, aspects)),
        (temporary, translate("AgentsRules", "%n temporary", None, temporary)),
        (
            negative if negative_draws else 0,
            translate("AgentsRules", "%n negative", None, negative),
        ),
        (distrust, translate("AgentsRules", "%n distrust", None, distrust)),
    )
    parts += [text for count, text in counts if count]
    return " + ".join(parts)


def named_cards(values: Sequence[Card | str]) -> tuple[Card, ...]:
    """Cards given as :class:`Card` values or notations (``"QH"``), as cards."""
    return tuple(value if isinstance(value, Card) else parse_card(value) for value in values)


@dataclass(frozen=True)
class TestResult:
    """What one test did with its cards.

    ``kept`` are the cards left on the table after removals (at least one,
    A-16), narrated one by one (A-18); of these, the black ones go to the success
    pile and the red ones to the complication pile (A-21), except ``to_aspect``
    (A-19). ``removed`` (by advantages, trust help and disadvantages) and
    ``discarded`` (black results of negative-aspect and distrust cards) go to the
    discard pile, never to the score.
    """

    __test__: ClassVar[bool] = False

    cards: tuple[Card, ...]
    kept: tuple[Card, ...]
    discarded: tuple[Card, ...]
    removed_by_advantage: tuple[Card, ...]
    cancelled: tuple[Card, ...]
    removed_by_disadvantage: tuple[Card, ...]
    to_aspect: tuple[Card, ...]
    exhaust_used: int
    negative_exhausted_used: int
    betrayal_successes: int = 0
    """Successes that are no card: one per partial trust betrayed (A-43)."""

    @property
    def removed(self) -> tuple[Card, ...]:
        """Every removed card, in draw order."""
        gone = {*self.removed_by_advantage, *self.cancelled, *self.removed_by_disadvantage}
        return tuple(card for card in self.cards if card in gone)

    @property
    def success_cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self.kept if not card.is_red)

    @property
    def complication_cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self.kept if card.is_red and card not in self.to_aspect)

    @property
    def successes(self) -> int:
        return len(self.success_cards) + self.betrayal_successes

    @property
    def complications(self) -> int:
        return len(self.complication_cards)

    @property
    def reading(self) -> str:
        """A-18: a clean success, a clean complication, or a mix."""
        reds = sum(card.is_red for card in self.kept)
        if reds == 0:
            return "clean success"
        if reds == len(self.kept) and not self.betrayal_successes:
            return "clean complication"
        return "mix"

    def to_json(self) -> dict[str, Any]:
        """The ``deskapp check agents --json`` object."""
        return {
            "cards": notations(self.cards),
            "kept": notations(self.kept),
            "removed": notations(self.removed),
            "discarded": notations(self.discarded),
            "successes": self.successes,
            "complications": self.complications,
            # The same names as ``check agents --odds``: clean_success, mix, clean_complication.
            "outcome": self.reading.replace(" ", "_"),
        }


_READINGS = {
    "clean success": QT_TRANSLATE_NOOP("AgentsRules", "clean success"),
    "clean complication": QT_TRANSLATE_NOOP("AgentsRules", "clean complication"),
    "mix": QT_TRANSLATE_NOOP("AgentsRules", "mix"),
}


def reading_words(reading: str) -> str:
    """A test's reading (:attr:`TestResult.reading`, stored in English) in the user's language."""
    return named("AgentsRules", _READINGS, reading)


def resolve_test(
    setup: TestSetup, cards: Sequence[Card], options: AgentsOptions | None = None
) -> TestResult:
    """Resolve one test from the cards drawn for it, in draw order (A-10 … A-21).

    Black is a success, red a complication (A-14). The black results of
    negative-aspect and distrust cards are discarded (A-44 and the "disadvantage
    draw" option). Then the player's advantages each remove one complication,
    trust help cancels complications, and only then the Coordinator's
    disadvantages each remove one success; the cards ``setup.remove`` names go,
    else the earliest drawn of the colour, and the last card on the table is never
    removed (A-16). An advantage or disadvantage with nothing left to remove is not
    used, so the aspect behind it stays fresh (the player and the Coordinator
    decide, A-16).
    """
    options = options or AgentsOptions()
    needed = setup.cards_needed(options)
    if len(cards) != needed:
        raise TestError(
            translate(
                "AgentsRules", "this test draws %n card(s) ({draw}), not {given}", None, needed
            ).format(draw=setup.describe_draw(options), given=len(cards))
        )
    twice = first_repeated(cards)
    if twice is not None:
        raise TestError(
            translate("AgentsRules", "{card} is drawn twice: a card can be drawn only once").format(
                card=twice
            )
        )
    if setup.remove:
        # Which cards go never changes how many: sort by the counts, then swap in the named ones.
        return _with_named(resolve_test(replace(setup, remove=()), cards, options), setup, options)

    scored_draws = 1 + setup.aspects + setup.temporary
    on_table = list(cards[:scored_draws])
    discarded: list[Card] = []
    for card in cards[scored_draws:]:
        (on_table if card.is_red else discarded).append(card)

    by_advantage = _remove(on_table, Colour.RED, setup.exhaust + setup.advantages)
    available = min(sum(card.is_red for card in on_table), len(on_table) - 1)
    if setup.helped > available:
        helped = setup.helped
        raise TestError(
            translate(
                "AgentsRules",
                "trust help cancels %n complication(s) but only {available} can be "
                "cancelled: the last card on the table stays (rules A-16, A-42)",
                None,
                helped,
            ).format(available=available)
        )
    cancelled = _remove(on_table, Colour.RED, setup.helped)
    negative_removals = setup.negative_exhausted if options.negative_removes else 0
    by_disadvantage = _remove(on_table, Colour.BLACK, setup.disadvantages + negative_removals)

    kept_reds = [card for card in on_table if card.is_red]
    if setup.to_aspect > len(kept_reds):
        to_aspect = setup.to_aspect
        raise TestError(
            translate(
                "AgentsRules",
                "%n complication(s) are to become negative aspects but only {kept} stayed "
                "on the table (rule A-19)",
                None,
                to_aspect,
            ).format(kept=len(kept_reds))
        )
    return TestResult(
        cards=tuple(cards),
        kept=tuple(on_table),
        discarded=tuple(discarded),
        removed_by_advantage=tuple(by_advantage),
        cancelled=tuple(cancelled),
        removed_by_disadvantage=tuple(by_disadvantage),
        to_aspect=tuple(kept_reds[: setup.to_aspect]),
        # Free advantages (betrayal, a distrusted attacker) are used before aspects are
        # exhausted, and threat factors before negative aspects: nobody spends a card for nothing.
        exhaust_used=max(0, len(by_advantage) - setup.advantages),
        negative_exhausted_used=max(0, len(by_disadvantage) - setup.disadvantages)
        if options.negative_removes
        else setup.negative_exhausted,
        # betraying partial trust is one more success, whatever the cards say.
        betrayal_successes=setup.betrayal,
    )


def _with_named(result: TestResult, setup: TestSetup, options: AgentsOptions) -> TestResult:
    """``result`` with the cards ``setup.remove`` names removed instead of the earliest drawn (A-16)."""
    seen: set[Card] = set()
    for card in setup.remove:
        if card in seen:
            raise TestError(
                translate("AgentsRules", "{card} is named twice among the cards to remove").format(
                    card=card.label
                )
            )
        seen.add(card)
        if card not in result.cards:
            raise TestError(
                translate(
                    "AgentsRules",
                    "{card} was not drawn in this test: only a drawn card can be removed "
                    "(rule A-16)",
                ).format(card=card.label)
            )
        if card in result.discarded:
            raise TestError(
                translate(
                    "AgentsRules",
                    "{card} is the black card of a negative aspect or distrust and is discarded "
                    "anyway: it cannot be removed as well (rules A-16, A-44)",
                ).format(card=card.label)
            )
    order = {card: index for index, card in enumerate(result.cards)}
    reds = sorted((card for card in setup.remove if card.is_red), key=order.__getitem__)
    blacks = sorted((card for card in setup.remove if not card.is_red), key=order.__getitem__)
    by_advantage, cancelled = result.removed_by_advantage, result.cancelled
    if reds:
        _check_named(
            reds,
            len(by_advantage) + len(cancelled),
            setup.exhaust + setup.advantages + setup.helped,
            "complication",
        )
        by_advantage, cancelled = tuple(reds[: len(by_advantage)]), tuple(reds[len(by_advantage) :])
    by_disadvantage = result.removed_by_disadvantage
    if blacks:
        negative = setup.negative_exhausted if options.negative_removes else 0
        _check_named(blacks, len(by_disadvantage), setup.disadvantages + negative, "success")
        by_disadvantage = tuple(blacks)
    gone = {*by_advantage, *cancelled, *by_disadvantage, *result.discarded}
    kept = tuple(card for card in result.cards if card not in gone)
    return dataclasses.replace(
        result,
        kept=kept,
        removed_by_advantage=by_advantage,
        cancelled=cancelled,
        removed_by_disadvantage=by_disadvantage,
        to_aspect=tuple(card for card in kept if card.is_red)[: len(result.to_aspect)],
    )


def _check_named(named: Sequence[Card], removals: int, asked: int, kind: str) -> None:
    """The named cards of one colour must be exactly as many as that colour's removals (A-16)."""
    if len(named) == removals:
        return
    listed = labels(named)
    complication = kind == COMPLICATION
    if asked == 0:
        raise TestError(
            (
                translate(
                    "AgentsRules",
                    "{card} is a complication: only an advantage or trust help removes one, "
                    "and this test uses none (rule A-16)",
                )
                if complication
                else translate(
                    "AgentsRules",
                    "{card} is a success: only a disadvantage removes one, and this test uses "
                    "none (rule A-16)",
                )
            ).format(card=named[0])
        )
    if removals < len(named) <= asked:
        raise TestError(
            translate(
                "AgentsRules",
                "{cards} cannot all be removed: at least one card stays on the table (rule A-16)",
            ).format(cards=listed)
            if len(named) > 1
            else translate(
                "AgentsRules",
                "{cards} cannot be removed: at least one card stays on the table (rule A-16)",
            ).format(cards=listed)
        )
    raise TestError(
        (
            translate(
                "AgentsRules",
                "the advantages and trust help remove %n complication(s) here: name "
                "{removals}, not {named} ({cards}) (rule A-16)",
                None,
                removals,
            )
            if complication
            else translate(
                "AgentsRules",
                "the disadvantages remove %n success(es) here: name {removals}, not {named} "
                "({cards}) (rule A-16)",
                None,
                removals,
            )
        ).format(removals=removals, named=len(named), cards=listed)
    )


def _remove(on_table: list[Card], colour: Colour, count: int) -> list[Card]:
    removed: list[Card] = []
    for card in list(on_table):
        if len(removed) == count or len(on_table) == 1:
            break
        if card.colour is colour:
            on_table.remove(card)
            removed.append(card)
    return removed


# --- the mission track ---------------------------------------------------------------------


def step_sizes(options: AgentsOptions, agents: int) -> tuple[int, int]:
    """Complications per Threat level (A-30) and successes per milestone (A-32).

    The tested minimum of 3 stands only beside the Threat; milestones take the number
    of agents as written, unless the table gives them the Threat's step too.
    """
    if options.step is not None:
        return options.step, options.step
    threat = max(agents, 3)
    return threat, threat if options.milestone_step == "threat" else agents


def final_level(options: AgentsOptions, own_aspects: Sequence[int]) -> int:
    """The Threat level and milestone count that end the mission (A-34).

    ``own_aspects`` holds each agent's number of own aspects (not negative ones,
    relationships or equipment); its length is the number of agents, never 0 (a mission
    has agents, and the printed cards of a campaign without any ask by the agents).
    """
    if options.final_level == "agents":
        return max(len(own_aspects), 4)
    if options.final_level == "aspects":
        return max(sum(own_aspects) // len(own_aspects), 4)
    return options.final_level


def initiative(successes: int, complications: int) -> Initiative:
    """A-25: more successes — the agents have the initiative; more complications — under pressure."""
    if successes > complications:
        return "agents"
    if successes < complications:
        return "pressure"
    return "tie"


def opening(
    successes: int, complications: int, first_card: Card | None, options: AgentsOptions
) -> Initiative:
    """How a scene opens (A-25); a tie is broken by the scene's first card if the table says so."""
    reading = initiative(successes, complications)
    if reading == "tie" and options.tie_break == "first_card" and first_card is not None:
        return "pressure" if first_card.is_red else "agents"
    return reading


def grade_of(
    outcome: Outcome | None,
    successes: int,
    complications: int,
    step: int,
    final: int,
    milestone_step: int | None = None,
) -> Grade | None:
    """A-35, A-36 graded by thirds (the "grading" option's default); a pyrrhic win is narrow (A-37).

    ``step`` is the Threat's step, ``milestone_step`` the milestones' (the same when ``None``).
    """
    if outcome is None:
        return None
    if outcome == "pyrrhic":
        return "narrow"
    # Complications spoil a success; successes soften a failure (a total fiasco has few).
    if outcome == "success":
        count = complications
    else:
        count, step = successes, milestone_step or step
    if count * 3 < step * final:
        return "total"
    if count * 3 >= 2 * step * final:
        return "narrow"
    return "normal"


def next_start_threat(outcome: Outcome | None, grade: Grade | None, start: int, final: int) -> int:
    """The starting Threat suggested for a related next mission (A-08, A-35, A-36).

    Only a mission that carried a raised starting Threat can lower it, after a total
    success (A-35); a failure raises it by one (A-36), but never to the final level
    ``final``, where a mission would be over before it began.
    """
    if outcome == "success" and grade == "total" and start > 0:
        return start - 1
    if outcome == "failure":
        return min(start + 1, final - 1)
    return start


@dataclass
class Track:
    """The mission's score as Threat level and milestones, fed one mark at a time (A-21 … A-37).

    Every success card, complication card and rest mark is added in the order it
    reached the table, so the app knows which level was reached first (A-33) and
    whether the last milestone came before the last Threat level (A-35 … A-37).
    """

    step: int
    """Complications per Threat level (A-30)."""
    final: int
    start_threat: int = 0
    """The Threat level the mission starts at (A-08), from 0: the mission checks it first."""
    grading: str = "thirds"
    rest_marks_next_scene: bool = True
    """A-22, A-37: a Threat level reached only through rest marks takes effect, for the
    outcome too, at the start of the next scene (the "rest marks" option's default)."""
    milestone_step: int | None = None
    """Successes per milestone (A-32); ``None`` — the same as ``step``."""
    successes: int = field(default=0, init=False)
    complications: int = field(default=0, init=False)
    outcome: Outcome | None = field(default=None, init=False)
    locked: bool = field(default=False, init=False)
    locked_grade: Grade | None = field(default=None, init=False)
    pending_marks: int = field(default=0, init=False)
    """This scene's rest marks, not yet counted for the outcome."""
    # Marks counted so far, and the mark at which each level was first reached.
    _clock: int = field(default=0, init=False)
    _threat_reached: dict[int, int] = field(default_factory=dict, init=False)
    _milestone_reached: dict[int, int] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        if self.start_threat >= self.final:
            raise TestError(
                translate(
                    "AgentsRules",
                    "a starting Threat of {threat} already reaches the final level {final}: "
                    "the mission would be over before it began (rules A-08, A-34)",
                ).format(threat=self.start_threat, final=self.final)
            )
        for level in range(1, self.start_threat + 1):
            self._threat_reached[level] = -1  # reached before the mission began

    @property
    def threat(self) -> int:
        """A-30: starting Threat plus one level per full step of complications."""
        return self.start_threat + self.complications // self.step

    @property
    def threat_in_effect(self) -> int:
        """The Threat level without this scene's rest marks, when those count from the next one."""
        return self.start_threat + (self.complications - self.pending_marks) // self.step

    @property
    def milestones(self) -> int:
        """A-32: one milestone per full step of successes."""
        return self.successes // (self.milestone_step or self.step)

    @property
    def leading(self) -> Leading | None:
        """A-33: the higher level leads; on equal levels above 0, the one reached first.

        A Threat level reached only through this scene's rest marks is not in effect yet
        (A-22, A-37): it leads from the next scene, reached as that scene opens."""
        threat, milestones = self.threat_in_effect, self.milestones
        if threat > milestones:
            return "threat"
        if milestones > threat:
            return "milestone"
        if threat == 0:
            return None
        return (
            "threat"
            if self._threat_reached[threat] < self._milestone_reached[milestones]
            else "milestone"
        )

    @property
    def initiative(self) -> Initiative:
        return initiative(self.successes, self.complications)

    @property
    def grade(self) -> Grade | None:
        """The outcome's grade; fixed once the scene that decided it has ended."""
        if self.grading != "thirds":
            return None
        if self.locked:
            return self.locked_grade
        return grade_of(
            self.outcome,
            self.successes,
            self.complications,
            self.step,
            self.final,
            self.milestone_step,
        )

    def add(self, kind: str, rest_mark: bool = False) -> None:
        """One success card, or one complication (a card or a rest mark), reaches the score."""
        if rest_mark and self.rest_marks_next_scene:
            self.pending_marks += 1
        self._clock += 1
        if kind == SUCCESS:
            self.successes += 1
            self._milestone_reached.setdefault(self.milestones, self._clock)
        else:
            self.complications += 1
            self._threat_reached.setdefault(self.threat_in_effect, self._clock)
        self._decide()

    def _decide(self) -> None:
        if self.locked:
            return  # play may go on, but the outcome cannot be reversed
        threat_done = self.threat_in_effect >= self.final
        milestones_done = self.milestones >= self.final
        if self.outcome is None:
            if milestones_done:
                self.outcome = "success"
            elif threat_done:
                self.outcome = "failure"
        elif threat_done and milestones_done:
            self.outcome = "pyrrhic"  # the other one got there in the same scene

    def end_scene(self) -> None:
        """The scene is over: an outcome it decided can no longer change (A-35 … A-37).

        The scene's rest marks now count for the outcome (A-22, A-37): a last Threat
        level they reach makes the next scene open on a failure.
        """
        if self.outcome is not None and not self.locked:
            self.locked_grade = self.grade
            self.locked = True
        if self.pending_marks:
            self.pending_marks = 0
            # The levels those marks reached take effect now, after every mark so far.
            for level in range(1, self.threat_in_effect + 1):
                self._threat_reached.setdefault(level, self._clock)
            self._decide()


# --- the rules that read an agent's cards -------------------------------------------------------
#
# Pure functions on the campaign model (:mod:`deskapp.systems.agents.sheet`): each takes
# the agent and what the table knows (:class:`TestContext`) and either returns the new
# values or refuses with a one-line :class:`ActionError` that names the rule, changing
# nothing. A test goes in three steps:
#
# 1. :func:`prepare_test` checks what the player describes (:class:`TestPlan`) before any
#    card is drawn, and says how many cards to draw;
# 2. :func:`choose` checks what the player and the Coordinator decide once the cards lie
#    on the table (:class:`TestChoices`) and gives the test in counts;
# 3. :func:`resolve_test` sorts the cards, and :func:`effects_of_test` says what the test
#    did to the agents' cards.


def reserve_purposes() -> dict[str, str]:
    """What a reserve is spent on (A-15), by the key the mission log stores, in the user's
    language."""
    return {
        "detail": translate("AgentsRules", "describe a detail"),
        "item": translate("AgentsRules", "find an item"),
        "reach": translate("AgentsRules", "get to the others"),
        "vote": translate("AgentsRules", "add a vote in a vote"),
    }


RESERVE_PURPOSES = ("detail", "item", "reach", "vote")
"""The keys of :func:`reserve_purposes`, in their order (the keys are stored; the words shown)."""


class ActionError(UserError):
    """Something the rules do not allow right now; the message says which rule."""


@dataclass(frozen=True)
class TestPlan:
    """A test as the player describes it, before any card is drawn (A-10 … A-17, A-41 … A-45).

    Names are aspect texts, equipment names and agent names; case does not matter.
    """

    __test__: ClassVar[bool] = False

    aspects: tuple[str, ...] = ()
    """The agent's own aspects taking part; each draws a card (A-10), a special one costs a reserve (A-15)."""
    equipment: tuple[str, ...] = ()
    """Equipment cards used; each draws a card and needs a fitting aspect above (A-17)."""
    trust: tuple[str, ...] = ()
    """Present agents whose trust is used as an ordinary aspect while cooperating (A-42)."""
    temporary: int = 0
    """Temporary aspects bought with one reserve each; each draws a card (A-15)."""
    negative: tuple[str, ...] = ()
    """Negative aspects the Coordinator uses in this test (A-12)."""
    ignored: tuple[str, ...] = ()
    """Of those, the ones ignored with a reserve for the rest of the scene: no card (A-15)."""
    present: tuple[str, ...] = ()
    """Other agents present (A-44)."""
    suppressed: tuple[str, ...] = ()
    """Agents whose distrust is suppressed for this test with one reserve each (A-44, A-45)."""
    against: str | None = None
    """The agent this test acts against (A-43)."""
    defending: str | None = None
    """The agent whose action against this one the test answers (A-45)."""
    seeking_danger: bool = False
    """The players agree their agents seek danger: threat factors may exceed the Threat level (A-31)."""
    removing: tuple[str, ...] = ()
    """Negative aspects this test tries to get rid of (A-23)."""


@dataclass(frozen=True)
class TestChoices:
    """What the player and the Coordinator decide once the cards are on the table (A-11 … A-19)."""

    __test__: ClassVar[bool] = False

    exhaust: tuple[str, ...] = ()
    """Described aspects or equipment exhausted for one advantage each (A-11, A-17)."""
    exhaust_trust: tuple[str, ...] = ()
    """Trust relationships used in the test and exhausted for an advantage (A-42)."""
    negative_exhausted: tuple[str, ...] = ()
    """Used negative aspects the Coordinator exhausts for a disadvantage (A-12)."""
    threat: int = 0
    """Threat factors acting on this agent, each one disadvantage (A-31)."""
    coordinator_reserves: int = 0
    """Coordinator reserves spent to raise the Threat for this agent alone, 1:1 (A-20, A-31)."""
    betray: bool = False
    """Invoke the trust of the agent acted against (A-43): partial trust gives this agent one extra
    success, full trust an advantage (and the victim's full trust its other effects)."""
    help: tuple[str, ...] = ()
    """Trusted agents cancelling a complication with one of their successes, once per entry (A-42)."""
    to_aspect: tuple[str, ...] = ()
    """Kept complications the Coordinator turns into negative aspects, by their text (A-19)."""
    to_aspect_agent: str | None = None
    """Who takes those negative aspects: the tester, or a fully trusting agent it betrayed (A-43)."""
    strengthen: Literal["negative", "limiting"] = "negative"
    """What each complication of a removal test adds: a negative or a permanent limiting aspect (A-23)."""
    remove: tuple[Card, ...] = ()
    """Drawn cards the removals take (A-16): red ones go to the advantages and trust help (the
    player's choice), black ones to the disadvantages (the Coordinator's); cards or notations
    such as ``"QH"``. A colour not named loses its earliest drawn cards."""

    def __post_init__(self) -> None:
        if self.remove != ():
            object.__setattr__(self, "remove", named_cards(self.remove))


@dataclass(frozen=True)
class TestContext:
    """What the table knows about a test beyond the agent's own cards."""

    __test__: ClassVar[bool] = False

    agents: tuple[str, ...]
    relations: Mapping[str, Mapping[str, Relationship]]
    options: AgentsOptions = field(default_factory=AgentsOptions)
    threat_in_effect: int = 0
    coordinator_reserves: int = 0
    ignored: frozenset[str] = frozenset()
    betrayed_by: frozenset[str] = frozenset()
    helper_successes: Mapping[str, int] = field(default_factory=dict)

    def relation(self, agent: str, toward: str) -> Relationship:
        """``agent``'s relationship card toward ``toward`` (Neutral if none, A-40)."""
        return self.relations.get(agent, {}).get(toward) or Relationship(toward)


@dataclass(frozen=True)
class PreparedTest:
    """A described test that the rules accept: how many cards to draw and what it costs."""

    plan: TestPlan
    setup: TestSetup
    reserves: int
    blocked_by: tuple[str, ...]
    free_advantages: int


def prepare_test(agent: Agent, plan: TestPlan, context: TestContext) -> PreparedTest:
    """Check a described test against the agent's cards before drawing; refuse what the rules forbid."""
    name = agent.name
    others = _others(name, context)
    present = _agents(plan.present, others, translate("AgentsRules", "present"))
    against = (
        _agent(plan.against, others, translate("AgentsRules", "acted against"))
        if plan.against
        else None
    )
    defending = (
        _agent(plan.defending, others, translate("AgentsRules", "defended against"))
        if plan.defending
        else None
    )
    if against and defending:
        raise ActionError(
            translate(
                "AgentsRules", "a test either acts against an agent or answers an attack, not both"
            )
        )
    near = tuple(dict.fromkeys((*present, *(n for n in (against, defending) if n))))
    if against and against in context.betrayed_by:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent} fully trusted {other}, who betrayed that trust in this scene: {agent} "
                "cannot act against {other} until the scene ends (rule A-43)",
            ).format(agent=name, other=against)
        )

    aspects = [
        agent.aspect(text) for text in _distinct(plan.aspects, translate("AgentsRules", "aspects"))
    ]
    for aspect in aspects:
        if aspect.kind.is_negative:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is a {kind} aspect: only the Coordinator uses it (rule A-12)",
                ).format(aspect=aspect.text, kind=aspect.kind.label)
            )
    equipment = [
        agent.item(item)
        for item in _distinct(plan.equipment, translate("AgentsRules", "equipment"))
    ]
    for item in equipment:
        if item.exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s '{item}' is exhausted: exhausted equipment cannot be used at all "
                    "until it is replenished (rule A-17)",
                ).format(agent=name, item=item.name)
            )

    suppressed = _agents(plan.suppressed, others, translate("AgentsRules", "suppressed"))
    for other in suppressed:
        if not context.relation(name, other).level.is_distrust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} does not distrust {other}: there is no distrust to suppress "
                    "(rule A-44)",
                ).format(agent=name, other=other)
            )
        if other not in near:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{other} is not present: there is no distrust to suppress (rule A-44)",
                ).format(other=other)
            )
    full_defence = (
        defending is not None
        and defending not in suppressed
        and context.relation(name, defending).level is Relation.FULL_DISTRUST
    )
    if not full_defence:
        # A-45 lets a fully distrusting agent use every remotely fitting aspect against the attacker.
        described = [aspect.text for aspect in aspects]
        for item in equipment:
            if not item.fits_any(described):
                raise ActionError(
                    translate(
                        "AgentsRules",
                        "'{item}' needs at least one character aspect that fits it: describe "
                        "one of {aspects} (rule A-17)",
                    ).format(item=item.name, aspects=", ".join(repr(text) for text in item.fits))
                )

    trust = _agents(plan.trust, others, translate("AgentsRules", "trust"))
    for other in trust:
        card = context.relation(name, other)
        if not card.level.is_trust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s relationship toward {other} is {level}: only trust is used as an "
                    "ordinary aspect (rule A-42)",
                ).format(agent=name, other=other, level=card.level.label)
            )
        if other not in near:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} can use its trust in {other} only while cooperating with {other}, "
                    "who is not present (rule A-42)",
                ).format(agent=name, other=other)
            )

    negative = [
        agent.aspect(text)
        for text in _distinct(plan.negative, translate("AgentsRules", "negative aspects"))
    ]
    for aspect in negative:
        if not aspect.kind.is_negative:
            raise ActionError(
                translate("AgentsRules", "'{aspect}' is not a negative aspect (rule A-12)").format(
                    aspect=aspect.text
                )
            )
        if aspect.exhausted:
            # A-13's "still used" is for the player's aspects; the Coordinator's negative ones
            # work "until the character is rid of it, or it is exhausted".
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is exhausted: the Coordinator cannot use an exhausted negative "
                    "aspect until rest restores it (rules A-13, A-19)",
                ).format(aspect=aspect.text)
            )
        if aspect.text.casefold() in context.ignored:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' was ignored with a reserve for this scene (rule A-15)",
                ).format(aspect=aspect.text)
            )
    ignored = [
        agent.aspect(text)
        for text in _distinct(plan.ignored, translate("AgentsRules", "ignored aspects"))
    ]
    for aspect in ignored:
        if aspect not in negative:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is ignored but the Coordinator did not use it in this test "
                    "(rule A-15)",
                ).format(aspect=aspect.text)
            )
    for text in _distinct(plan.removing, translate("AgentsRules", "aspects to remove")):
        target = agent.aspect(text)
        if target.kind is AspectKind.LIMITING:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is a permanent limiting aspect: it cannot be removed the usual "
                    "way (rule A-23)",
                ).format(aspect=target.text)
            )
        if target.kind is not AspectKind.NEGATIVE:
            raise ActionError(
                translate(
                    "AgentsRules", "'{aspect}' is not a negative aspect to remove (rule A-23)"
                ).format(aspect=target.text)
            )

    # the distrust of each agent near acts, unless suppressed or the attacker this test
    # answers (A-45: an advantage instead).
    acting = {
        other: context.relation(name, other).level
        for other in near
        if other not in suppressed and other != defending
    }
    distrusted = tuple(other for other in acting if acting[other] is Relation.PARTIAL_DISTRUST)
    blocked_by = tuple(other for other in acting if acting[other] is Relation.FULL_DISTRUST)
    free_advantages = int(
        defending is not None
        and defending not in suppressed
        and context.relation(name, defending).level.is_distrust
    )
    specials = sum(aspect.kind is AspectKind.SPECIAL for aspect in aspects)
    reserves = plan.temporary + len(ignored) + specials + len(suppressed)
    if reserves > agent.reserves:
        raise ActionError(
            translate(
                "AgentsRules",
                "this test costs {agent} %n reserve(s) ({costs}) but {agent} has {held} "
                "(rule A-15)",
                None,
                reserves,
            ).format(
                agent=name,
                costs=_costs(plan.temporary, len(ignored), specials, len(suppressed)),
                held=agent.reserves,
            )
        )
    setup = TestSetup(
        aspects=len(aspects) + len(equipment) + len(trust),
        temporary=plan.temporary,
        negative=len(negative) - len(ignored),
        distrust=len(distrusted),
    )
    return PreparedTest(plan, setup, reserves, blocked_by, free_advantages)


def choose(
    agent: Agent, prepared: PreparedTest, choices: TestChoices, context: TestContext
) -> TestSetup:
    """Check the decisions made once the cards are drawn; the test in counts for ``resolve_test``."""
    name, plan = agent.name, prepared.plan
    exhaust = _distinct(choices.exhaust, translate("AgentsRules", "exhausted aspects"))
    exhaust_trust = _agents(
        choices.exhaust_trust, _others(name, context), translate("AgentsRules", "exhausted trust")
    )
    if (exhaust or exhaust_trust) and prepared.blocked_by:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent} fully distrusts {others}, who is near: no aspect of {agent}'s gives an "
                "advantage unless a reserve suppresses the distrust (rule A-44)",
            ).format(agent=name, others=", ".join(prepared.blocked_by))
        )
    for text in exhaust:
        card = _exhaustible(agent, plan, text)
        if card.exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is already exhausted: it still adds its card, but cannot be "
                    "exhausted again until restored (rule A-13)",
                ).format(aspect=card.text)
            )
    for other in exhaust_trust:
        if find_name(plan.trust, other) is None:
            raise ActionError(
                translate(
                    "AgentsRules", "{agent}'s trust in {other} is not used in this test (rule A-42)"
                ).format(agent=name, other=other)
            )
        if context.relation(name, other).exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s trust in {other} is already exhausted until restored (rule A-13)",
                ).format(agent=name, other=other)
            )

    used_negative = [text for text in plan.negative if find_name(plan.ignored, text) is None]
    for text in _distinct(
        choices.negative_exhausted, translate("AgentsRules", "exhausted negative aspects")
    ):
        if find_name(used_negative, text) is None:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is not a negative aspect the Coordinator used in this test "
                    "(rule A-12)",
                ).format(aspect=text)
            )
        if agent.aspect(text).exhausted:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "'{aspect}' is already exhausted: it cannot give another disadvantage until "
                    "restored (rule A-13)",
                ).format(aspect=agent.aspect(text).text)
            )

    _check_threat(choices, plan, context)
    betrayed_trust = _check_betrayal(name, plan, choices, context)
    # full trust betrayed is an advantage; partial trust one extra success.
    advantages = prepared.free_advantages + int(betrayed_trust is Relation.FULL_TRUST)
    betrayal = int(betrayed_trust is Relation.PARTIAL_TRUST)
    _check_help(name, plan, choices, context)
    _check_new_aspects(agent, plan, choices, context)
    return replace(
        prepared.setup,
        exhaust=len(exhaust) + len(exhaust_trust),
        negative_exhausted=len(choices.negative_exhausted),
        advantages=advantages,
        disadvantages=choices.threat,
        helped=len(choices.help),
        to_aspect=len(choices.to_aspect),
        betrayal=betrayal,
        remove=choices.remove,
    )


def _check_threat(choices: TestChoices, plan: TestPlan, context: TestContext) -> None:
    if choices.threat < 0 or choices.coordinator_reserves < 0:
        raise ActionError(
            translate("AgentsRules", "threat factors and Coordinator reserves cannot be below zero")
        )
    if choices.coordinator_reserves > choices.threat:
        raise ActionError(
            translate(
                "AgentsRules",
                "Coordinator reserves raise the Threat for one agent only as threat factors "
                "acting in this test (rule A-31)",
            )
        )
    if choices.coordinator_reserves > context.coordinator_reserves:
        held = context.coordinator_reserves
        raise ActionError(
            translate(
                "AgentsRules",
                "the Coordinator has %n reserve(s), not {asked} (rule A-07)",
                None,
                held,
            ).format(asked=choices.coordinator_reserves)
        )
    allowed = context.threat_in_effect + choices.coordinator_reserves
    if choices.threat > allowed and not plan.seeking_danger:
        factors = choices.threat
        if choices.coordinator_reserves:
            message = translate(
                "AgentsRules",
                "%n threat factor(s) exceed the Threat level {threat} and {reserves} "
                "Coordinator reserves: only agents seeking danger face more (rule A-31)",
                None,
                factors,
            )
        else:
            message = translate(
                "AgentsRules",
                "%n threat factor(s) exceed the Threat level {threat}: only agents seeking "
                "danger face more (rule A-31)",
                None,
                factors,
            )
        raise ActionError(
            message.format(threat=context.threat_in_effect, reserves=choices.coordinator_reserves)
        )


def _check_betrayal(
    name: str, plan: TestPlan, choices: TestChoices, context: TestContext
) -> Relation | None:
    """The trust this test betrays (A-43), or None."""
    if not choices.betray:
        return None
    if plan.against is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "betrayal needs the test to act against the trusting agent (rule A-43)",
            )
        )
    victim = _agent(plan.against, _others(name, context), translate("AgentsRules", "betrayed"))
    card = context.relation(victim, name)
    if not card.level.is_trust:
        raise ActionError(
            translate(
                "AgentsRules",
                "{victim} does not trust {agent} ({level}): there is no trust to betray "
                "(rule A-43)",
            ).format(victim=victim, agent=name, level=card.level.label)
        )
    if card.exhausted:
        raise ActionError(
            translate(
                "AgentsRules", "{victim}'s trust in {agent} is already spent (rules A-13, A-43)"
            ).format(victim=victim, agent=name)
        )
    return card.level


def _check_help(name: str, plan: TestPlan, choices: TestChoices, context: TestContext) -> None:
    for helper, count in Counter(choices.help).items():
        helper_name = _agent(helper, _others(name, context), translate("AgentsRules", "helper"))
        level = context.relation(name, helper_name).level
        if not level.is_trust:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent} does not trust {helper} ({level}): only a trusted agent cancels its "
                    "complications (rule A-42)",
                ).format(agent=name, helper=helper_name, level=level.label)
            )
        if find_name(plan.present, helper_name) is None:
            raise ActionError(
                translate("AgentsRules", "{helper} is not present to help (rule A-42)").format(
                    helper=helper_name
                )
            )
        if level is Relation.PARTIAL_TRUST and count > 1:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "partial trust lets {helper} cancel one of {agent}'s complications, not "
                    "{count}; full trust lets it spend all its successes (rule A-42)",
                ).format(helper=helper_name, agent=name, count=count)
            )
        available = context.helper_successes.get(helper_name, 0)
        if count > available:
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{helper} has %n unspent success(es) drawn in this scene, not {count} "
                    "(rule A-42)",
                    None,
                    available,
                ).format(helper=helper_name, count=count)
            )


def _check_new_aspects(
    agent: Agent, plan: TestPlan, choices: TestChoices, context: TestContext
) -> None:
    if choices.to_aspect_agent is not None and not names_match(choices.to_aspect_agent, agent.name):
        victim = _agent(
            choices.to_aspect_agent, _others(agent.name, context), translate("AgentsRules", "hit")
        )
        full = context.relation(victim, agent.name).level is Relation.FULL_TRUST
        if not (choices.betray and full and plan.against and names_match(plan.against, victim)):
            raise ActionError(
                translate(
                    "AgentsRules",
                    "{agent}'s complications can go to {victim} only when {agent} betrays "
                    "{victim}'s full trust (rule A-43)",
                ).format(agent=agent.name, victim=victim)
            )
    texts = _distinct(choices.to_aspect, translate("AgentsRules", "new negative aspects"))
    for text in texts:
        if not text.strip():
            raise ActionError(
                translate(
                    "AgentsRules",
                    "a negative aspect made from a complication needs a text (rule A-19)",
                )
            )


@dataclass(frozen=True)
class TestEffects:
    """What a resolved test did to the agents' cards and the reserves."""

    __test__: ClassVar[bool] = False

    agents: Mapping[str, Agent]
    exhausted_trust: tuple[tuple[str, str], ...]
    help_spent: Mapping[str, int]
    full_betrayal: str | None
    ignored: tuple[str, ...]


def effects_of_test(
    agent: Agent,
    prepared: PreparedTest,
    choices: TestChoices,
    result: TestResult,
    context: TestContext,
    others: Mapping[str, Agent | None],
) -> TestEffects:
    """Exhaustions, reserves, and aspects gained or lost through one resolved test.

    Only the advantages and disadvantages that removed a card exhaust their aspect
    (A-16: the player and the Coordinator decide whether to use them).
    """
    plan = prepared.plan
    changed = (
        agent.with_reserves(agent.reserves - prepared.reserves) if prepared.reserves else agent
    )
    exhausting: list[str | tuple[str, str]] = [
        *choices.exhaust,
        *(("trust", other) for other in choices.exhaust_trust),
    ]
    exhausted_trust = []
    for choice in exhausting[: result.exhaust_used]:
        if isinstance(choice, tuple):
            exhausted_trust.append((agent.name, _canonical(choice[1], context.agents)))
        elif changed.has_aspect(choice):
            changed = changed.with_aspect(choice, changed.aspect(choice).exhaust())
        else:
            item = changed.item(choice)
            changed = changed.with_item(item.name, replace(item, exhausted=True))
    for text in choices.negative_exhausted[: result.negative_exhausted_used]:
        changed = changed.with_aspect(text, changed.aspect(text).exhaust())

    if plan.removing:
        # each success removes one of the targets; each complication strengthens one.
        for text in plan.removing[: result.successes]:
            changed = changed.without(text)
        kind = AspectKind.LIMITING if choices.strengthen == "limiting" else AspectKind.NEGATIVE
        for index in range(result.complications):
            target = plan.removing[index % len(plan.removing)]
            changed = changed.adding(
                Aspect(_fresh_text(changed, f"{target.strip()} (worse)"), kind)
            )

    agents = {agent.name: changed}
    betrayed: str | None = None
    if choices.betray and plan.against:
        victim = _canonical(plan.against, context.agents)
        exhausted_trust.append((victim, agent.name))
        if context.relation(victim, agent.name).level is Relation.FULL_TRUST:
            betrayed = victim
    receiver = _canonical(choices.to_aspect_agent or agent.name, context.agents)
    holder = agents.get(receiver) or others.get(receiver)
    if holder is not None:
        for text in choices.to_aspect:
            try:
                holder = holder.adding(Aspect(text.strip(), AspectKind.NEGATIVE))
            except ModelError as error:
                raise ActionError(f"{receiver}: {error}") from None
        agents[receiver] = holder
    return TestEffects(
        agents=agents,
        exhausted_trust=tuple(exhausted_trust),
        help_spent=Counter(_canonical(helper, context.agents) for helper in choices.help),
        full_betrayal=betrayed,
        ignored=tuple(agent.aspect(text).text.casefold() for text in plan.ignored),
    )


# --- between tests ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RestEffects:
    """One agent's rest (A-22): its cards afterwards and what was restored."""

    agent: Agent
    relations: Mapping[str, Relationship]
    restored: tuple[str, ...]


def rest(
    agent: Agent,
    relations: Mapping[str, Relationship],
    interrupted: bool,
    chosen: Sequence[str] = (),
) -> RestEffects:
    """A-22: a resting agent restores its aspects, except special and equipment aspects.

    Relationships used as aspects are restored with them (A-41). Under pressure
    the rest is interrupted: at most half of those (round down) are restored —
    ``chosen`` names which, else the first ones — but exhausted negative aspects
    are always restored.
    """
    pool = [
        aspect.text
        for aspect in agent.aspects
        if aspect.exhausted and aspect.kind is AspectKind.ORDINARY
    ]
    pool += [other for other, card in relations.items() if card.exhausted]
    limit = len(pool) // 2 if interrupted else len(pool)
    picked = [
        _pick(pool, text, agent.name)
        for text in _distinct(chosen, translate("AgentsRules", "restored aspects"))
    ]
    if len(picked) > limit:
        exhausted = len(pool)
        raise ActionError(
            translate(
                "AgentsRules",
                "an interrupted rest restores at most {limit} of {agent}'s %n exhausted "
                "aspect(s) (half, rounded down; rule A-22)",
                None,
                exhausted,
            ).format(limit=limit, agent=agent.name)
        )
    if not interrupted:
        picked = pool
    elif not picked:
        picked = pool[:limit]
    restoring = {text.casefold() for text in picked}
    aspects = tuple(
        aspect.restore()
        if aspect.exhausted and (aspect.kind.is_negative or aspect.text.casefold() in restoring)
        else aspect
        for aspect in agent.aspects
    )
    new_relations = {
        other: card.restore() if other.casefold() in restoring else card
        for other, card in relations.items()
    }
    restored = tuple(
        aspect.text
        for aspect, before in zip(aspects, agent.aspects, strict=True)
        if before.exhausted and not aspect.exhausted
    ) + tuple(
        other
        for other in relations
        if relations[other].exhausted and not new_relations[other].exhausted
    )
    return RestEffects(replace(agent, aspects=aspects), new_relations, restored)


def restore_with_reserve(agent: Agent, text: str) -> Agent:
    """A-22: one reserve restores one exhausted aspect — the only way for a special one, never a negative one."""
    aspect = agent.aspect(text)
    if not aspect.exhausted:
        raise ActionError(
            translate("AgentsRules", "'{aspect}' is not exhausted (rule A-22)").format(
                aspect=aspect.text
            )
        )
    if aspect.kind.is_negative:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{aspect}' is a {kind} aspect: negative aspects are never restored by reserves, "
                "only by rest (rule A-22)",
            ).format(aspect=aspect.text, kind=aspect.kind.label)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to restore '{aspect}': reserves never go below zero "
        "(rule A-15)",
    ).format(agent=agent.name, aspect=aspect.text)
    return _spend(agent, 1, refusal).with_aspect(text, aspect.restore())


def restore_relationship_with_reserve(
    agent: Agent, card: Relationship
) -> tuple[Agent, Relationship]:
    """A-22 with A-41: a relationship counts as an aspect, so one reserve restores an exhausted one."""
    if not card.exhausted:
        raise ActionError(
            translate(
                "AgentsRules",
                "{agent}'s relationship toward {toward} is not exhausted (rules A-22, A-41)",
            ).format(agent=agent.name, toward=card.toward)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to restore its relationship toward {toward}: reserves "
        "never go below zero (rule A-15)",
    ).format(agent=agent.name, toward=card.toward)
    return _spend(agent, 1, refusal), card.restore()


def spend_reserve(agent: Agent, purpose: str) -> Agent:
    """A-15: one reserve to describe a detail, find an item, get to the others, or add a vote."""
    purposes = reserve_purposes()
    if purpose not in purposes:
        raise ActionError(
            translate(
                "AgentsRules", "a reserve is spent to {purposes}, not {value} (rule A-15)"
            ).format(
                purposes=", ".join(f"{key} ({text})" for key, text in purposes.items()),
                value=repr(purpose),
            )
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to {purpose}: reserves never go below zero (rule A-15)",
    ).format(agent=agent.name, purpose=purposes[purpose])
    return _spend(agent, 1, refusal)


def give_reserve(
    giver: Agent, receiver: Agent, trust: Relation, given_this_scene: int
) -> tuple[Agent, Agent]:
    """A-42: an agent accepts one reserve per scene from a partially trusted agent, any from a fully trusted one."""
    if not trust.is_trust:
        raise ActionError(
            translate(
                "AgentsRules",
                "{receiver} accepts reserves only from an agent it trusts, and its relationship "
                "toward {giver} is {level} (rule A-42)",
            ).format(receiver=receiver.name, giver=giver.name, level=trust.label)
        )
    if trust is Relation.PARTIAL_TRUST and given_this_scene >= 1:
        raise ActionError(
            translate(
                "AgentsRules",
                "partial trust lets {receiver} accept one reserve from {giver} per scene "
                "(rule A-42)",
            ).format(receiver=receiver.name, giver=giver.name)
        )
    refusal = translate(
        "AgentsRules",
        "{agent} has no reserve left to give a reserve to {receiver}: reserves never go below "
        "zero (rule A-15)",
    ).format(agent=giver.name, receiver=receiver.name)
    return _spend(giver, 1, refusal), receiver.with_reserves(receiver.reserves + 1)


def replenish(agent: Agent, name: str) -> Agent:
    """A-17, A-22: exhausted equipment is usable again once bought, looted or repaired in the fiction."""
    item = agent.item(name)
    if not item.exhausted:
        raise ActionError(
            translate("AgentsRules", "'{item}' is not exhausted (rule A-17)").format(item=item.name)
        )
    return agent.with_item(item.name, replace(item, exhausted=False))


def restore_at_start(agent: Agent) -> Agent:
    """A-22: at the start of a mission every aspect is fresh again, unless the fiction says otherwise."""
    return replace(agent, aspects=tuple(aspect.restore() for aspect in agent.aspects))


# --- helpers ----------------------------------------------------------------------------------


def _others(name: str, context: TestContext) -> tuple[str, ...]:
    return tuple(other for other in context.agents if not names_match(other, name))


def _agent(wanted: str, others: Sequence[str], role: str) -> str:
    found = find_name(others, wanted)
    if found is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{name}' ({role}) is not another agent in this mission (others: {others})",
            ).format(
                name=wanted,
                role=role,
                others=", ".join(others) or translate("AgentsRules", "none"),
            )
        )
    return found


def _agents(wanted: Sequence[str], others: Sequence[str], role: str) -> tuple[str, ...]:
    return tuple(_agent(name, others, role) for name in _distinct(wanted, role))


def _canonical(name: str, agents: Sequence[str]) -> str:
    return find_name(agents, name) or name


def _distinct(names: Sequence[str], what: str) -> tuple[str, ...]:
    seen: set[str] = set()
    for name in names:
        if name.casefold().strip() in seen:
            raise ActionError(
                translate("AgentsRules", "'{name}' is named twice ({what})").format(
                    name=name, what=what
                )
            )
        seen.add(name.casefold().strip())
    return tuple(names)


def _exhaustible(agent: Agent, plan: TestPlan, text: str) -> Aspect:
    if find_name(plan.aspects, text) is not None:
        return agent.aspect(text)
    if find_name(plan.equipment, text) is not None:
        item = agent.item(text)
        return Aspect(item.aspect_text, AspectKind.EQUIPMENT, item.exhausted)
    raise ActionError(
        translate(
            "AgentsRules",
            "'{aspect}' is not an aspect or equipment described in this test: only those are "
            "exhausted for an advantage (rules A-11, A-15)",
        ).format(aspect=text)
    )


def _costs(temporary: int, ignored: int, specials: int, suppressed: int) -> str:
    counts = (
        (temporary, translate("AgentsRules", "%n temporary aspect(s)", None, temporary)),
        (ignored, translate("AgentsRules", "%n ignored negative aspect(s)", None, ignored)),
        (specials, translate("AgentsRules", "%n special aspect(s)", None, specials)),
        (suppressed, translate("AgentsRules", "%n suppressed distrust", None, suppressed)),
    )
    return ", ".join(text for count, text in counts if count)


def _spend(agent: Agent, count: int, refusal: str) -> Agent:
    """``agent`` with ``count`` reserves fewer; ``refusal`` (a whole sentence) if it has too few."""
    if agent.reserves < count:
        raise ActionError(refusal)
    return agent.with_reserves(agent.reserves - count)


def _pick(pool: Sequence[str], text: str, name: str) -> str:
    found = find_name(pool, text)
    if found is None:
        raise ActionError(
            translate(
                "AgentsRules",
                "'{aspect}' is not one of {agent}'s exhausted aspects that rest restores; special "
                "aspects need reserves and equipment needs replenishing (rule A-22)",
            ).format(aspect=text, agent=name)
        )
    return found


def _fresh_text(agent: Agent, text: str) -> str:
    candidate, number = text, 1
    while agent.has_aspect(candidate):
        number += 1
        candidate = f"{text[:-1]} {number})"
    return candidate
