"""The cinematic history in words: one line per stored action, written when it is shown.

Each line is written from the action's typed outcome
(:func:`~deskapp.systems.cinematic.outcomes.read_outcome`) in the current language,
without Qt: the history, Edit → Undo, the table view and ``deskapp replay --text`` share
it. A line names who did what with every public card and never a private one (a peek
names the card's place, not the card). How a test's cards combined (``Q♥ + 4♣``) is
worked out again from the stored cards, under the session's options.

The texts keep the context ``CinematicScreen``, the Qt screen's that first wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from deskapp.core.cards import label_of
from deskapp.core.i18n import translate
from deskapp.core.play.deck_actions import describe_deck_action
from deskapp.systems.cinematic.outcomes import (
    CheckTaken,
    HandOutcome,
    PeekOutcome,
    ShowOutcome,
    TakeBackOutcome,
    read_outcome,
)
from deskapp.systems.cinematic.powers import Reach
from deskapp.systems.cinematic.rules import MINUS, CinematicOptions, Outcome
from deskapp.systems.cinematic.view import seat_label


def describe(
    action: Mapping[str, Any], outcome: Mapping[str, Any], table: Mapping[str, Any]
) -> str:
    """One history line from a stored action and its outcome (the game master's handling of
    a deck: the core's line for it, issue 28)."""
    mirror = bool(table.get("mirror"))
    chronicler = translate("CinematicScreen", "The Chronicler")  # looks at the top cards
    handled = describe_deck_action(action, outcome, mirror, seat_label, chronicler)
    if handled is not None:
        return handled
    typed = read_outcome(action, outcome)
    if isinstance(typed, CheckTaken):
        line = _test(typed, _options(table.get("options")))
    elif isinstance(typed, HandOutcome):
        line = _hand(typed)
    elif isinstance(typed, PeekOutcome):
        line = _peek(typed)
    elif isinstance(typed, TakeBackOutcome):
        line = _take_back(typed)
    elif isinstance(typed, ShowOutcome):
        line = translate("CinematicScreen", "{player} showed a card to {target}").format(
            player=seat_label(typed.player), target=seat_label(typed.to)
        )
    else:
        return str(action.get("do", ""))
    reshuffled = [seat_label(name) for name in typed.reshuffled]
    if reshuffled:
        decks = (
            translate("CinematicScreen", "{name}'s deck reshuffled").format(name=reshuffled[0])
            if len(reshuffled) == 1
            else translate("CinematicScreen", "decks reshuffled: {names}").format(
                names=", ".join(reshuffled)
            )
        )
        line = translate("CinematicScreen", "{line} — {reshuffled}").format(
            line=line, reshuffled=decks
        )
    return line


def _options(stored: Any) -> CinematicOptions:
    """The session's options: read and checked once for all its lines, not once per line."""
    if isinstance(stored, dict):
        try:
            return _options_of(tuple(sorted(stored.items())))
        except TypeError:  # a value no option takes (a list): read below, which names it
            pass
    return CinematicOptions.from_json(stored)


@lru_cache(maxsize=8)
def _options_of(stored: tuple[tuple[str, Any], ...]) -> CinematicOptions:
    return CinematicOptions.from_json(dict(stored))


def whole(number: int) -> str:
    """``3``, ``−4``: a true minus sign reads better across a table than a hyphen."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


def signed(number: int) -> str:
    """``+2``, ``−1`` (a true minus sign), ``0``."""
    return f"+{number}" if number > 0 else whole(number)


def _test(test: CheckTaken, options: CinematicOptions) -> str:
    played = translate("CinematicScreen", " (card from the hand)") if test.from_hand else ""
    values = {
        "player": seat_label(test.player),
        "attribute": _rated(test.attribute_name, test.attribute),
        "skill": _rated(test.skill_name, test.skill),
        "difficulty": test.difficulty,
        "played": played,
    }
    result = test.result
    return translate(
        "CinematicScreen",
        "{player}: {attribute} + {skill} vs {difficulty}{played} — "
        "{working} = {chance} → total {total}: {outcome}",
    ).format(
        **values,
        working=test.working(options),
        chance=whole(result.chance),
        total=whole(result.total),
        outcome=_outcome_label(result.outcome),
    )


def _hand(hand: HandOutcome) -> str:
    player, spell, count = seat_label(hand.player), hand.spell, hand.count
    if hand.do == "refill":
        return translate("CinematicScreen", "{player}'s new hand: %n card(s)", "", count).format(
            player=player
        )
    if hand.do == "bless":
        text = (
            translate(
                "CinematicScreen",
                "{player} blessed by {spell}: +%n card(s) until the hand is exhausted",
                "",
                count,
            )
            if spell
            else translate(
                "CinematicScreen",
                "{player} blessed: +%n card(s) until the hand is exhausted",
                "",
                count,
            )
        )
    else:
        text = (
            translate(
                "CinematicScreen",
                "{player} cursed by {spell}: −%n card(s) until the hand is exhausted",
                "",
                count,
            )
            if spell
            else translate(
                "CinematicScreen",
                "{player} cursed: −%n card(s) until the hand is exhausted",
                "",
                count,
            )
        )
    return text.format(player=player, spell=spell)


def _peek(peek: PeekOutcome) -> str:
    own = peek.viewer == peek.target
    if peek.pile == "hand":
        text = (
            translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at card {number} of their own hand",
            )
            if own
            else translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at card {number} of {target}'s hand",
            )
        )
    elif peek.power.reach is Reach.NEXT_CARD or peek.position == 0:
        text = (
            translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at the next card of their own draw pile",
            )
            if own
            else translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at the next card of {target}'s draw pile",
            )
        )
    else:
        text = (
            translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at card {number} from the top of their own draw pile",
            )
            if own
            else translate(
                "CinematicScreen",
                "{viewer} used {power} and looked at card {number} from the top of {target}'s draw pile",
            )
        )
    return text.format(
        viewer=seat_label(peek.viewer),
        power=peek.power.label,
        number=peek.position + 1,
        target=seat_label(peek.target),
    )


def _take_back(taken: TakeBackOutcome) -> str:
    text = (
        translate(
            "CinematicScreen",
            "Correction: {player}'s {card} taken from the hand back onto the draw pile",
        )
        if taken.source == "hand"
        else translate(
            "CinematicScreen",
            "Correction: {player}'s {card} taken from the discard pile back onto the draw pile",
        )
    )
    return text.format(player=seat_label(taken.player), card=label_of(taken.card))


def _outcome_label(code: str) -> str:
    """A stored outcome code as the user's language says it (the code itself if unknown)."""
    try:
        return Outcome(code).label
    except ValueError:
        return code


def _rated(name: Any, rating: Any) -> str:
    """``Dexterity 4``, or the bare rating when the test named none."""
    return f"{name} {rating}" if isinstance(name, str) and name else str(rating)
