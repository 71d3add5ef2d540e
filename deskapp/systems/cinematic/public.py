"""What the whole table sees of a cinematic table (issue 27): the phones and the big screen.

The last test still in effect as its cards, who made it with which Attribute and Skill, and
its total and outcome; each seat's cards left in its draw pile, cards in hand (a count: the
cards stay private) and luck. Plain JSON in the current language
(:data:`deskapp.core.players.projection.PublicView`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.projection import card_part, line
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.view import seat_label


def public(
    driver: CinematicDriver, table: Mapping[str, Any], in_effect: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    view = driver.view()
    numbers = []
    for seat in view.seats:
        lines = [line(translate("CinematicPublic", "Cards left"), seat.draw)]
        if seat.holds_hand:
            lines.append(line(translate("CinematicPublic", "In hand"), len(seat.hand)))
        if not seat.chronicler:
            lines.append(line(translate("CinematicPublic", "Luck"), seat.luck))
        numbers.append({"name": seat_label(seat.name), "lines": lines})
    last: dict[str, Any] | None = None
    latest = view.latest
    if latest is not None:
        attribute = " ".join(
            str(part) for part in (latest.attribute_name, latest.attribute) if part is not None
        )
        skill = " ".join(
            str(part) for part in (latest.skill_name, latest.skill) if part is not None
        )
        last = {
            "who": seat_label(latest.player),
            "what": f"{attribute} + {skill}",
            "result": latest.result.describe(),
            "cards": [card_part(used.card) for used in latest.result.cards],
        }
    return {"numbers": numbers, "last": last}
