"""What only each player's phone shows at a cinematic table (issue 27): their hand as the
printed cards, what their powers showed them and the cards shown to them or by them.

Built from :meth:`CinematicDriver.view() <deskapp.systems.cinematic.driver.CinematicDriver.view>`,
in the current language (the page's), as plain JSON; no player's part holds another's
hand. A peek's card is never stored (U-41): a phone shows it while it is still true, from
the peek to the session's next action (a look changes nothing, so the card is still there).
A card shown (``show_card``) is on the phones of the one who showed it and the one it was
shown to, and no other, for as long as it stays in that hand (undone: on neither).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.cards import Card
from deskapp.core.decks.state import HAND
from deskapp.core.errors import UserError
from deskapp.core.i18n import current_language, translate
from deskapp.core.players.acting import (
    Answer,
    Ask,
    Choice,
    Number,
    chosen_from,
    number_from,
    target_from,
)
from deskapp.core.players.projection import line
from deskapp.systems.cinematic.describe import peeked
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.rules import MAX_DIFFICULTY, MAX_RATING, MIN_DIFFICULTY
from deskapp.systems.cinematic.view import seat_label
from printables.screen_faces import playing_face_svg

PLAY = "play"
"""The ask of a card played from the hand."""
SHOW = "show"
"""The ask of a card of the hand shown to another player."""


def private(
    driver: CinematicDriver, table: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """Each player's hand, luck and spells, and the cards their last peeks showed them."""
    view = driver.view()
    seen = _peeks(driver, events)
    for shower, to, card in driver.shows():
        seen.setdefault(to, []).append(
            (
                translate("CinematicPlayers", "{player} showed you").format(
                    player=seat_label(shower)
                ),
                card,
            )
        )
        seen.setdefault(shower, []).append(
            (
                translate("CinematicPlayers", "You showed {player}").format(player=seat_label(to)),
                card,
            )
        )
    parts: dict[str, dict[str, Any]] = {}
    for seat in view.seats:
        if seat.chronicler:
            continue
        lines = [
            line(translate("CinematicPlayers", "Luck"), seat.luck),
            line(translate("CinematicPlayers", "Cards in the draw pile"), seat.draw),
        ]
        if seat.holds_hand:
            lines.append(line(translate("CinematicPlayers", "Hand size"), seat.hand_size))
        lines += [
            line(
                translate("CinematicPlayers", "Blessing")
                if spell.level > 0
                else translate("CinematicPlayers", "Curse"),
                f"{spell.label} ({spell.level:+d})",
            )
            for spell in seat.spells
        ]
        lines += [line(words, card.label) for words, card in seen.get(seat.name, [])]
        parts[seat.name] = {
            "cards": [_card(card) for card in seat.hand],
            "lines": lines,
        }
    return parts


def asks(driver: CinematicDriver, player: str) -> list[Ask]:
    """A seat that holds a hand plays one of its cards to a test (U-23), at once: the GM has
    called the test, the player says the numbers and picks the card. It may also show one of
    its cards to another player at the table, the Chronicler included."""
    seats = driver.view().seats
    seat = next((seat for seat in seats if seat.name == player), None)
    if seat is None or seat.chronicler or not seat.holds_hand or not seat.hand:
        return []
    sheet = seat.sheet
    attribute = sheet.attributes[0][1] if sheet is not None and sheet.attributes else 0
    skill = sheet.skills[0][1] if sheet is not None and sheet.skills else 0
    return [
        Ask(
            PLAY,
            translate("CinematicPlayers", "Play a card from your hand to a test"),
            translate("CinematicPlayers", "Play the card"),
            choices=tuple(
                Choice(card.notation, card.label, _card(card)["svg"]) for card in seat.hand
            ),
            numbers=(
                Number(
                    "attribute",
                    translate("CinematicPlayers", "Attribute"),
                    0,
                    MAX_RATING,
                    attribute,
                ),
                Number("skill", translate("CinematicPlayers", "Skill"), 0, MAX_RATING, skill),
                Number(
                    "difficulty",
                    translate("CinematicPlayers", "Difficulty Level"),
                    MIN_DIFFICULTY,
                    MAX_DIFFICULTY,
                    MIN_DIFFICULTY,
                ),
            ),
        ),
        Ask(
            SHOW,
            translate("CinematicPlayers", "Show a card from your hand to another player"),
            translate("CinematicPlayers", "Show the card"),
            choices=tuple(Choice(card.notation, card.label) for card in seat.hand),
            targets=tuple(
                Choice(other.name, seat_label(other.name)) for other in seats if other != seat
            ),
            targets_label=translate("CinematicPlayers", "To whom"),
        ),
    ]


def action(driver: CinematicDriver, player: str, ask: Ask, answer: Answer) -> dict[str, Any]:
    """The test the desktop performs when the GM plays that card, or the card shown (the
    rules check the rest)."""
    (card,) = chosen_from(answer, ask.choices, many=False)
    if ask.key == SHOW:
        return {"do": "show_card", "player": player, "card": card, "to": target_from(answer, ask)}
    numbers = {number.key: number_from(answer, number) for number in ask.numbers}
    return {"do": "test", "player": player, "initiated": False, "card": card, **numbers}


def request_line(driver: CinematicDriver, player: str, answer: Answer) -> str:
    """A cinematic phone's actions are never requests: what it did is its history line."""
    return ""


def _card(card: Card) -> dict[str, str]:
    """A card as its label and its printed face, both in the page's language."""
    return {"label": card.label, "svg": playing_face_svg(card, language=current_language())}


def _peeks(
    driver: CinematicDriver, events: Sequence[Mapping[str, Any]]
) -> dict[str, list[tuple[str, Card]]]:
    """The cards the peeks since the session's last other action showed, by viewer."""
    seen: dict[str, list[tuple[str, Card]]] = {}
    for event in reversed(events):
        action = event.get("action")
        if not isinstance(action, Mapping) or action.get("do") != "peek":
            break
        if "outcome" not in event:  # stored before events kept their outcome: no place
            continue
        viewer, target, _, pile, position = peeked(event["outcome"])
        try:
            from_top = position
            if pile == HAND:  # the engine counts from the pile's top, the last card dealt
                from_top = len(driver.state.decks.pile(target, HAND)) - 1 - position
            card = driver.state.decks.peek(target, pile, from_top)
        except UserError:  # stored by an older table that no longer matches: nothing to show
            continue
        words = (
            translate("CinematicPlayers", "Card {number} of your hand")
            if target == viewer and pile == HAND
            else translate("CinematicPlayers", "Card {number} of {target}'s hand")
            if pile == HAND
            else translate("CinematicPlayers", "Card {number} from the top of your draw pile")
            if target == viewer
            else translate("CinematicPlayers", "Card {number} from the top of {target}'s draw pile")
        ).format(number=position + 1, target=seat_label(target))
        seen.setdefault(viewer, []).insert(0, (words, card))
    return seen
