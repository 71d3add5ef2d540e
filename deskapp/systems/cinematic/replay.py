"""What ``deskapp replay`` says of a replayed cinematic session (``docs/sessions/cinematic.md``).

The replay itself is the core's: the session's setup and stored events, undos
and redos included, through the play kernel exactly as resuming it does."""

from __future__ import annotations

from deskapp.core.decks import HAND
from deskapp.core.i18n import translate
from deskapp.systems.cinematic.describe import signed
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.view import SeatView, seat_label


def summary(driver: CinematicDriver, events: int, in_effect: int) -> str:
    view = driver.view()
    players = ", ".join(seat.name for seat in view.seats if not seat.chronicler)
    tests = len(driver.results)
    lines = [
        translate(
            "CinematicReplay",
            "Replayed %n event(s) of a cinematic session with {players};",
            None,
            events,
        ).format(players=players)
        + " "
        + translate("CinematicReplay", "%n test(s) in effect.", None, tests)
    ]
    lines += [_seat_line(seat) for seat in view.seats]
    if view.latest is not None:
        lines.append(
            translate("CinematicReplay", "Latest test: {player}: {result}").format(
                player=seat_label(view.latest.player), result=view.latest.result.describe()
            )
        )
    corrections = driver.corrections()
    if corrections:
        taken = "; ".join(
            (
                translate("CinematicReplay", "{player}'s {card} taken back from the hand")
                if source == HAND
                else translate(
                    "CinematicReplay", "{player}'s {card} taken back from the discard pile"
                )
            ).format(player=player, card=card.label)
            for player, card, source in corrections
        )
        lines.append(translate("CinematicReplay", "Corrections: {taken}.").format(taken=taken))
    return "\n".join(lines) + "\n"


def _seat_line(seat: SeatView) -> str:
    """``Bára: draw 45 · discard 2 · hand 7 of 7 · Ward +1`` (counts only: hands are private)."""
    parts = [
        translate("CinematicReplay", "{name}: draw {draw}").format(
            name=seat_label(seat.name), draw=seat.draw
        ),
        translate("CinematicReplay", "discard {discard}").format(discard=seat.discard),
    ]
    if seat.holds_hand:
        parts.append(
            translate("CinematicReplay", "hand {held} of {size}").format(
                held=len(seat.hand), size=seat.hand_size
            )
        )
    parts += [f"{spell.label} {signed(spell.level)}" for spell in seat.spells]
    return " · ".join(parts)
