"""What ``deskapp replay`` says of a replayed cinematic session (``docs/sessions/cinematic.md``).

The replay itself is the core's: the session's setup and stored events, undos
and redos included, through the play kernel exactly as resuming it does."""

from __future__ import annotations

from deskapp.core.table import pile_label
from deskapp.core.wording import counted
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.rules import MINUS
from deskapp.systems.cinematic.view import SeatView


def summary(driver: CinematicDriver, events: int, in_effect: int) -> str:
    view = driver.view()
    players = [seat.name for seat in view.seats if not seat.chronicler]
    tests = len(driver.table.results)
    lines = [
        f"Replayed {counted(events, 'event')} of a cinematic session with "
        f"{', '.join(players)}; {counted(tests, 'test')} in effect."
    ]
    lines += [_seat_line(seat) for seat in view.seats]
    if view.latest is not None:
        lines.append(f"Latest test: {view.latest.player}: {view.latest.result.describe()}")
    corrections = driver.corrections()
    if corrections:
        taken = "; ".join(
            f"{player}'s {card.label} taken back from the {pile_label(source)}"
            for player, card, source in corrections
        )
        lines.append(f"Corrections: {taken}.")
    return "\n".join(lines) + "\n"


def _seat_line(seat: SeatView) -> str:
    """``Bára: draw 45 · discard 2 · hand 7 of 7 · Ward +1`` (counts only: hands are private)."""
    parts = [f"{seat.name}: draw {seat.draw}", f"discard {seat.discard}"]
    if seat.holds_hand:
        parts.append(f"hand {len(seat.hand)} of {seat.hand_size}")
    parts += [f"{spell.name} {_signed(spell.level)}" for spell in seat.spells]
    return " · ".join(parts)


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else f"{MINUS}{-number}"
