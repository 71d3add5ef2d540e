"""The cinematic history in words: one line per stored action, written when it is shown.

Each line is written from the stored action and its ``outcome``, read as the data they
are (``docs/sessions/cinematic.md``), in the current language, without Qt: the history,
Edit → Undo, the table view and ``deskapp replay --text`` share it. A line names who did
what with every public card and never a private one (a peek names the card's place, not
the card). How a test's cards combined (``Q♥ + 4♣``) is worked out again from the stored
cards, under the session's options.

The texts keep the context ``CinematicScreen``, the Qt screen's that first wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from deskapp.core.cards import label_of, parse_card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.deck_actions import describe_deck_action
from deskapp.systems.cinematic.powers import Power, Reach
from deskapp.systems.cinematic.rules import (
    MINUS,
    Check,
    CinematicOptions,
    Outcome,
    Source,
    resolve_cards,
)
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
    do = action.get("do")
    if do == "show_card":  # a show never reshuffles: its line names no deck
        return translate("CinematicScreen", "{player} showed a card to {target}").format(
            player=seat_label(str(outcome.get("player", ""))),
            target=seat_label(str(outcome.get("to", ""))),
        )
    if do not in ("test", "refill", "bless", "curse", "peek", "take_back"):
        return str(action.get("do", ""))
    if do == "test":  # the decks reshuffled are read before the table's options
        reshuffled = _reshuffled(outcome)
        line = _test(action, outcome, table)
    else:
        if do == "peek":
            line = _peek(outcome)
        elif do == "take_back":
            line = _take_back(outcome)
        else:
            line = _hand(str(do), action, outcome)
        reshuffled = _reshuffled(outcome)
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


def _reshuffled(outcome: Mapping[str, Any]) -> list[str]:
    """The seats whose decks the action reshuffled, as a user reads them."""
    return [seat_label(str(name)) for name in outcome.get("reshuffled", ())]


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


def _test(action: Mapping[str, Any], outcome: Mapping[str, Any], table: Mapping[str, Any]) -> str:
    cards = tuple(outcome.get("cards", ()))
    source = str(outcome.get("first_source", Source.DRAW_PILE))
    chance, total = int(outcome.get("chance", 0)), int(outcome["total"])
    played = translate("CinematicScreen", " (card from the hand)") if source == "hand" else ""
    values = {
        "player": seat_label(str(outcome.get("player", ""))),
        "attribute": _rated(action.get("attribute_name"), action.get("attribute")),
        "skill": _rated(action.get("skill_name"), action.get("skill")),
        "difficulty": action.get("difficulty", 9),
        "played": played,
    }
    return translate(
        "CinematicScreen",
        "{player}: {attribute} + {skill} vs {difficulty}{played} — "
        "{working} = {chance} → total {total}: {outcome}",
    ).format(
        **values,
        working=_working(action, cards, source, _options(table.get("options"))),
        chance=whole(chance),
        total=whole(total),
        outcome=_outcome_label(str(outcome.get("outcome", ""))),
    )


def _working(
    action: Mapping[str, Any], cards: tuple[Any, ...], source: str, options: CinematicOptions
) -> str:
    """How the cards combined: ``Q♥ + 4♣``, ``A♠ − 7♦``, ``red joker then 5♥ (red)``,
    worked out again under the table's options."""
    try:
        parsed = [parse_card(str(token)) for token in cards]
        check = Check(action["attribute"], action["skill"], action.get("difficulty", 9))
        return resolve_cards(check, parsed, options, first_source=Source(source)).working
    except (UserError, KeyError, TypeError, ValueError):
        # Not a test these options resolve (a damaged event): the cards, as they came.
        return " ".join(str(token) for token in cards)


def _hand(do: str, action: Mapping[str, Any], outcome: Mapping[str, Any]) -> str:
    """A new hand (``refill``), a blessing or a curse: how many cards it dealt or took."""
    player = seat_label(str(outcome.get("player", "")))
    spell, count = str(action.get("name") or ""), int(outcome["count"])
    if do == "refill":
        return translate("CinematicScreen", "{player}'s new hand: %n card(s)", "", count).format(
            player=player
        )
    if do == "bless":
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


def _peek(outcome: Mapping[str, Any]) -> str:
    """A look with a power: at whose cards, and where (the place, never the card)."""
    viewer, target, power, pile, position = peeked(outcome)
    own = viewer == target
    if pile == "hand":
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
    elif power.reach is Reach.NEXT_CARD or position == 0:
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
        viewer=seat_label(viewer),
        power=power.label,
        number=position + 1,
        target=seat_label(target),
    )


def peeked(outcome: Mapping[str, Any]) -> tuple[str, str, Power, str, int]:
    """A stored peek's viewer, target, power, pile and the card's place in it (from the top
    of a draw pile, from the first card of a hand); the phones show the card from it."""
    return (
        str(outcome["viewer"]),
        str(outcome.get("target", "")),
        Power(str(outcome.get("power"))),
        str(outcome.get("pile")),
        int(outcome.get("position") or 0),
    )


def _take_back(outcome: Mapping[str, Any]) -> str:
    """Mirror mode's correction: a player's card taken back onto the draw pile."""
    player, card = str(outcome.get("player", "")), str(outcome.get("card", ""))
    text = (
        translate(
            "CinematicScreen",
            "Correction: {player}'s {card} taken from the hand back onto the draw pile",
        )
        if str(outcome["from"]) == "hand"
        else translate(
            "CinematicScreen",
            "Correction: {player}'s {card} taken from the discard pile back onto the draw pile",
        )
    )
    return text.format(player=seat_label(player), card=label_of(card))


def _outcome_label(code: str) -> str:
    """A stored outcome code as the user's language says it (the code itself if unknown)."""
    try:
        return Outcome(code).label
    except ValueError:
        return code


def _rated(name: Any, rating: Any) -> str:
    """``Dexterity 4``, or the bare rating when the test named none."""
    return f"{name} {rating}" if isinstance(name, str) and name else str(rating)
